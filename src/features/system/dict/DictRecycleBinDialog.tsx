import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
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
import type { Result, SysDict } from '@/api/types';
import { errorMessage } from '@/api/errors';
import { useConfirm } from '@/app/dialogs/confirm';
import { notify } from '@/app/notify';
import { DICT_TEXT as T } from './dict-config';
import { dictServices, type DictServices } from './dict-services';

export interface DictRecycleBinDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a restore, so the list shows the dictionary again. */
  onRestored: () => void;
  services?: DictServices;
}

/** 字典回收站 (DictDeleteList.vue): logically deleted dictionaries, 取回 or 彻底删除. */
export function DictRecycleBinDialog({ open, onClose, onRestored, services = dictServices }: DictRecycleBinDialogProps) {
  const confirm = useConfirm();
  const bin = useQuery({
    queryKey: ['dict-recycle-bin'],
    queryFn: async () => {
      const res = await services.deletedList();
      if (!res.success) notify.warning(res.message);
      return res.success && Array.isArray(res.result) ? res.result : [];
    },
    enabled: open,
    staleTime: 0,
  });
  const rows: SysDict[] = bin.data ?? [];

  const act = async (call: () => Promise<Result<unknown>>, restored: boolean) => {
    try {
      const res = await call();
      if (!res.success) return notify.warning(res.message);
      notify.success(res.message);
      await bin.refetch();
      if (restored) onRestored();
    } catch (err) {
      notify.warning(errorMessage(err));
    }
  };

  const removeForGood = async (row: SysDict) => {
    if (await confirm({ title: T.confirmDeleteForGood })) await act(() => services.deleteForGood(row.id), false);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="dict-bin-title" fullWidth maxWidth="md">
      <DialogTitle id="dict-bin-title">{T.binTitle}</DialogTitle>
      <DialogContent dividers>
        <Table size="small" aria-label={T.binTitle}>
          <TableHead>
            <TableRow>
              <TableCell>字典名称</TableCell>
              <TableCell>字典编号</TableCell>
              <TableCell>描述</TableCell>
              <TableCell align="center">操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} align="center">
                  {bin.isFetching ? '加载中…' : T.binEmpty}
                </TableCell>
              </TableRow>
            )}
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.dictName}</TableCell>
                <TableCell>{r.dictCode}</TableCell>
                <TableCell>{r.description}</TableCell>
                <TableCell align="center">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
                    <Link component="button" type="button" onClick={() => void act(() => services.restore(r.id), true)}>
                      {T.restore}
                    </Link>
                    <Link component="button" type="button" color="error" onClick={() => void removeForGood(r)}>
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
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}
