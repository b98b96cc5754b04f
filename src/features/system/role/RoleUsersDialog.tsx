import { useCallback, useEffect, useState } from 'react';
import { useSearchRound } from '@/lib/use-search-round';
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
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { SysUser } from '@/api/sys/user';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { UserByDepartDialog } from '@/widgets/pickers';
import { ROLE_TEXT as T, type RoleRow } from './role-config';
import { roleServices, type RoleServices, type RoleUserRow } from './role-services';
import { warnFailure } from '@/widgets/feedback';

export interface RoleUsersDialogProps {
  role: RoleRow | null;
  onClose: () => void;
  services?: RoleServices;
}

/** The users of a role (userRoleList): add existing users through the user picker, unlink one or many. */
export function RoleUsersDialog({ role, onClose, services = roleServices }: RoleUsersDialogProps) {
  return (
    <Dialog open={role !== null} onClose={onClose} maxWidth={false} aria-labelledby="role-users-title" slotProps={{ paper: { sx: { width: 900, maxWidth: '95vw' } } }}>
      <DialogTitle id="role-users-title">{role ? T.usersTitle(role.roleName) : ''}</DialogTitle>
      {role && <RoleUsersBody role={role} services={services} />}
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function RoleUsersBody({ role, services }: { role: RoleRow; services: RoleServices }) {
  const confirm = useConfirm();
  const [draft, setDraft] = useState('');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [round, nextRound] = useSearchRound();
  const [rows, setRows] = useState<RoleUserRow[]>([]);
  const [total, setTotal] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);

  const load = useCallback(async () => {
    try {
      const res = await services.users({ roleId: role.id, username: username || undefined, pageNo, pageSize });
      if (!res.success) return notify.warning(res.message);
      setRows(res.result?.records ?? []);
      setTotal(res.result?.total ?? 0);
    } catch {
      // The API client has announced the failure.
    }
  }, [services, role.id, username, pageNo, pageSize]);

  // `round` makes every 查询 load again, even with an unchanged filter.
  useEffect(() => {
    void load();
  }, [load, round]);

  const after = async (call: Promise<{ success: boolean; message: string }>) => {
    try {
      const res = await call;
      if (res.success) {
        notify.success(res.message);
        setSelected([]);
        await load();
      } else {
        notify.warning(res.message);
      }
    } catch (err) {
      warnFailure(err);
    }
  };

  const unlinkOne = async (userId: string) => {
    if (!(await confirm({ title: T.confirmUnlink }))) return;
    await after(services.removeUser(role.id, userId));
  };

  const unlinkMany = async () => {
    if (selected.length === 0) return notify.warning(T.selectOne);
    if (!(await confirm({ title: T.confirmTitle, content: T.confirmUnlinkBatch }))) return;
    await after(services.removeUsers(role.id, selected));
  };

  const addUsers = async (users: SysUser[]) => {
    setPicking(false);
    if (users.length === 0) return;
    await after(services.addUsers(role.id, users.map((u) => u.id)));
  };

  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));

  return (
    <DialogContent dividers>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField size="small" label={T.username} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button
          variant="contained"
          onClick={() => {
            setPageNo(1);
            setUsername(draft.trim());
            nextRound();
          }}
        >
          {T.search}
        </Button>
        <Button
          onClick={() => {
            setDraft('');
            setPageNo(1);
            setUsername('');
          }}
        >
          {T.reset}
        </Button>
        <Button variant="outlined" onClick={() => setPicking(true)}>
          {T.addExisting}
        </Button>
        <Button variant="outlined" color="error" onClick={() => void unlinkMany()}>
          {T.unlinkBatch}
        </Button>
      </Stack>
      <Table size="small" aria-label={T.usersTitle(role.roleName)}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allOnPage}
                onChange={() => setSelected((s) => (allOnPage ? s.filter((id) => !rows.some((r) => r.id === id)) : [...new Set([...s, ...rows.map((r) => r.id)])]))}
                slotProps={{ input: { 'aria-label': T.checkAll } }}
              />
            </TableCell>
            <TableCell>{T.username}</TableCell>
            <TableCell>{T.realname}</TableCell>
            <TableCell>{T.status}</TableCell>
            <TableCell align="center">操作</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} align="center">
                {T.noData}
              </TableCell>
            </TableRow>
          )}
          {rows.map((r) => (
            <TableRow key={r.id} selected={selected.includes(r.id)}>
              <TableCell padding="checkbox">
                <Checkbox checked={selected.includes(r.id)} onChange={() => toggle(r.id)} slotProps={{ input: { 'aria-label': r.username } }} />
              </TableCell>
              <TableCell>{r.username}</TableCell>
              <TableCell>{r.realname}</TableCell>
              <TableCell>{r.status_dictText ?? ''}</TableCell>
              <TableCell align="center">
                <Link component="button" type="button" onClick={() => void unlinkOne(r.id)}>
                  {T.unlink}
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total}
        page={pageNo - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[10, 20, 30]}
        onPageChange={(_, p) => setPageNo(p + 1)}
        onRowsPerPageChange={(e) => {
          setPageSize(Number(e.target.value));
          setPageNo(1);
        }}
        labelDisplayedRows={({ from, to, count }) => `${from}-${to} 共${count} 条`}
      />
      <UserByDepartDialog open={picking} multi initialRows={[]} onClose={() => setPicking(false)} onConfirm={(users) => void addUsers(users)} />
    </DialogContent>
  );
}
