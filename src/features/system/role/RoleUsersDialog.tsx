import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchRound } from '@/lib/use-search-round';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { unwrap } from '@/api/errors';
import type { SysUser } from '@/api/sys/user';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { queryRead } from '@/widgets/form';
import { PagedTable, type PagedColumn } from '@/widgets/list/PagedTable';
import { UserByDepartDialog } from '@/widgets/pickers';
import { ROLE_TEXT as T, type RoleRow } from './role-config';
import { roleServices, type RoleServices, type RoleUserRow } from './role-services';
import { type Answer, sendAndReport } from '@/widgets/feedback';

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

/** Under this key, one page of a role's users; a link or unlink refetches it. */
const ROLE_USERS_KEY = ['role', 'users'] as const;

function RoleUsersBody({ role, services }: { role: RoleRow; services: RoleServices }) {
  const confirm = useConfirm();
  const [draft, setDraft] = useState('');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [round, nextRound] = useSearchRound();
  const [selected, setSelected] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);

  // `round` makes every 查询 load again, even with an unchanged filter.
  const users = useQuery({
    queryKey: [...ROLE_USERS_KEY, role.id, username, pageNo, pageSize, round],
    queryFn: async () => unwrap(await services.users({ roleId: role.id, username: username || undefined, pageNo, pageSize })) ?? { records: [], total: 0 },
    placeholderData: keepPreviousData,
  });
  // A failed read shows its message where the users would be, never an empty role.
  const usersRead = queryRead(T.usersTitle(role.roleName), users);
  const rows: RoleUserRow[] = usersRead.data?.records ?? [];
  const { refetch } = users;

  const after = (call: Promise<Answer>) =>
    sendAndReport(
      () => call,
      async () => {
        setSelected([]);
        await refetch();
      },
    );

  const unlinkOne = async (userId: string) => {
    if (!(await confirm({ title: T.confirmUnlink }))) return;
    await after(services.removeUser(role.id, userId));
  };

  const unlinkMany = async () => {
    if (selected.length === 0) return notify.warning(T.selectOne);
    if (!(await confirm({ title: T.confirmTitle, content: T.confirmUnlinkBatch }))) return;
    await after(services.removeUsers(role.id, selected));
  };

  const addUsers = async (picked: SysUser[]) => {
    setPicking(false);
    if (picked.length === 0) return;
    await after(services.addUsers(role.id, picked.map((u) => u.id)));
  };

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
      <PagedTable<RoleUserRow>
        label={T.usersTitle(role.roleName)}
        columns={USER_COLUMNS}
        rows={rows}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.username}
        total={usersRead.data?.total ?? 0}
        page={pageNo}
        pageSize={pageSize}
        onPage={setPageNo}
        onPageSize={(size) => {
          setPageSize(size);
          setPageNo(1);
        }}
        selection={selected}
        onSelection={setSelected}
        error={usersRead.error}
        actions={(r) => (
          <Link component="button" type="button" onClick={() => void unlinkOne(r.id)}>
            {T.unlink}
          </Link>
        )}
      />
      <UserByDepartDialog open={picking} multi initialRows={[]} onClose={() => setPicking(false)} onConfirm={(picked) => void addUsers(picked)} />
    </DialogContent>
  );
}

const USER_COLUMNS: readonly PagedColumn<RoleUserRow>[] = [
  { key: 'username', title: T.username },
  { key: 'realname', title: T.realname },
  { key: 'status_dictText', title: T.status },
];
