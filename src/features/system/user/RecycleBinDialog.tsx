import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Result, SysUser } from '@/api/types';
import { errorMessage } from '@/api/errors';
import { useConfirm } from '@/app/dialogs/confirm';
import { notify } from '@/app/notify';
import { USER_TEXT as T } from './user-config';
import { userServices, type UserServices } from './user-services';

export interface RecycleBinDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a restore, so the list shows the user again. */
  onRestored: () => void;
  services?: UserServices;
}

/** 用户回收站 (UserRecycleBinModal.vue): logically deleted users, restored or deleted for good. */
export function RecycleBinDialog({ open, onClose, onRestored, services = userServices }: RecycleBinDialogProps) {
  const confirm = useConfirm();
  const [selected, setSelected] = useState<string[]>([]);
  const bin = useQuery({
    queryKey: ['user-recycle-bin'],
    queryFn: async () => {
      const res = await services.recycleBin();
      if (!res.success) notify.warning(res.message);
      return res.success && Array.isArray(res.result) ? res.result : [];
    },
    enabled: open,
    staleTime: 0,
  });
  const rows: SysUser[] = bin.data ?? [];

  const act = async (ids: string[], question: string, call: (ids: string) => Promise<Result<unknown>>, restored: boolean) => {
    if (ids.length === 0) return notify.warning(T.selectOne);
    if (!(await confirm({ title: T.confirmAction, content: question }))) return;
    try {
      const res = await call(ids.join(','));
      if (!res.success) return notify.warning(res.message);
      notify.success(res.message);
      setSelected((s) => s.filter((id) => !ids.includes(id)));
      await bin.refetch();
      if (restored) onRestored();
    } catch (err) {
      notify.warning(errorMessage(err));
    }
  };

  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const allChecked = rows.length > 0 && rows.every((r) => selected.includes(r.id));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="user-bin-title" fullWidth maxWidth="md">
      <DialogTitle id="user-bin-title">{T.binTitle}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Button size="small" variant="outlined" onClick={() => void act(selected, T.confirmRestoreBatch, services.restore, true)}>
            {T.restoreSelected}
          </Button>
          <Button size="small" variant="outlined" color="error" onClick={() => void act(selected, T.confirmDeleteBatch, services.deleteForGood, false)}>
            {T.deleteSelected}
          </Button>
        </Stack>
        <Table size="small" aria-label={T.binTitle}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChecked}
                  slotProps={{ input: { 'aria-label': '全选' } }}
                  onChange={() => setSelected(allChecked ? [] : rows.map((r) => r.id))}
                />
              </TableCell>
              <TableCell>{T.username}</TableCell>
              <TableCell>{T.realname}</TableCell>
              <TableCell>部门</TableCell>
              <TableCell align="center">操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center">
                  {bin.isFetching ? '加载中…' : T.binEmpty}
                </TableCell>
              </TableRow>
            )}
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell padding="checkbox">
                  <Checkbox checked={selected.includes(r.id)} onChange={() => toggle(r.id)} slotProps={{ input: { 'aria-label': r.username } }} />
                </TableCell>
                <TableCell>{r.username}</TableCell>
                <TableCell>{r.realname}</TableCell>
                {/* The backend puts the department names into orgCode here. */}
                <TableCell>{r.orgCode}</TableCell>
                <TableCell align="center">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
                    <Link component="button" type="button" onClick={() => void act([r.id], T.confirmRestore(r.username), services.restore, true)}>
                      {T.restore}
                    </Link>
                    <Link component="button" type="button" color="error" onClick={() => void act([r.id], T.confirmDeleteForGood(r.username), services.deleteForGood, false)}>
                      {T.deleteForGood}
                    </Link>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
