import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchRound } from '@/lib/use-search-round';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SysUser } from '@/api/sys/user';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { UserByDepartDialog } from '@/widgets/pickers';
import { DEPART_TEXT as T } from './depart-config';
import { departServices, type DepartServices, type DepartUser } from './depart-services';
import { PagedTable, type PagedColumn } from '@/widgets/list/PagedTable';
import { type Answer, sendAndReport } from '@/widgets/feedback';
import { usePermission } from '@/session';
import { usePendingDraft } from '@/session/drafts';

// The user form is large and only some visits open it.
const UserFormDialog = lazy(() => import('../user/UserFormDialog').then((m) => ({ default: m.UserFormDialog })));

/** The draft of a user being created inside a department. */
export const departUserDraftForm = (depId: string) => `user-add:${depId}`;

export interface DepartUserTabProps {
  depId: string;
  /** The department's name, shown as the chosen department of 新建用户. */
  departName?: string;
  /** 我的部门 only lists; the department screen also links and unlinks. */
  editable?: boolean;
  services?: DepartServices;
}

const COLUMNS: PagedColumn<DepartUser>[] = [
  { key: 'username', title: T.username },
  { key: 'realname', title: T.realname },
  { key: 'orgCode', title: '部门' },
  { key: 'sex', title: '性别', render: (u) => u.sex_dictText ?? '' },
  { key: 'phone', title: '手机号码' },
  { key: 'status', title: '状态', render: (u) => u.status_dictText ?? '' },
];

/** 用户信息: members of the department and its sub-departments (departUserList), with add-existing and unlink. */
export function DepartUserTab({ depId, departName, editable = true, services = departServices }: DepartUserTabProps) {
  const client = useQueryClient();
  const confirm = useConfirm();
  const [draft, setDraft] = useState('');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [selection, setSelection] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);
  const can = usePermission();
  const mayCreate = editable && can('user:add');
  const [creating, setCreating] = useState(false);
  const inDepart = useMemo(() => ({ key: depId, value: depId, title: departName ?? depId }), [depId, departName]);
  // 恢复草稿 of a user created here reopens 新建用户 (the page has selected this department).
  usePendingDraft((pending) => {
    if (pending.form !== departUserDraftForm(depId) || !mayCreate) return false;
    setCreating(true);
    return true;
  });
  const [round, nextRound] = useSearchRound();
  const key = ['depart-users', depId, username, page, pageSize, round];
  const users = useQuery({
    queryKey: key,
    queryFn: async () => {
      const res = await services.users({ depId, username: username || undefined, pageNo: page, pageSize });
      if (!res.success) notify.warning(res.message);
      return res.result ?? { records: [], total: 0 };
    },
  });
  const reload = () => void client.invalidateQueries({ queryKey: ['depart-users'] });

  const run = (call: () => Promise<Answer>) =>
    sendAndReport(call, () => {
      setSelection([]);
      reload();
    });

  const batchUnlink = async () => {
    if (selection.length === 0) {
      notify.warning(T.selectOne);
      return;
    }
    if (await confirm({ title: T.confirmDelete, content: '是否删除选中数据?' })) await run(() => services.unlinkUsers(depId, selection));
  };

  const link = async (rows: SysUser[]) => {
    setPicking(false);
    if (rows.length > 0) await run(() => services.linkUsers(depId, rows.map((r) => r.id)));
  };

  return (
    <Stack spacing={1} sx={{ pt: 2 }}>
      <Stack direction="row" spacing={1} component="form" onSubmit={(e) => { e.preventDefault(); setPage(1); setUsername(draft.trim()); nextRound(); }}>
        <TextField size="small" label={T.username} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" variant="contained">{T.search}</Button>
        {editable ? (
          <>
            {mayCreate ? <Button variant="outlined" onClick={() => setCreating(true)}>{T.newUser}</Button> : null}
            <Button variant="outlined" onClick={() => setPicking(true)}>{T.addExisting}</Button>
            <Button variant="outlined" onClick={() => void batchUnlink()}>{T.batchUnlink}</Button>
          </>
        ) : null}
      </Stack>
      <PagedTable
        label={T.tabs.users}
        columns={COLUMNS}
        rows={users.data?.records ?? []}
        rowKey={(u) => u.id}
        total={users.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(s) => { setPageSize(s); setPage(1); }}
        selection={editable ? selection : undefined}
        onSelection={editable ? setSelection : undefined}
        actions={
          editable
            ? (u) => (
                <Link component="button" type="button" onClick={async () => { if (await confirm({ title: T.confirmDelete, content: T.deleteConfirm })) await run(() => services.unlinkUser(depId, u.id)); }}>
                  {T.unlink}
                </Link>
              )
            : undefined
        }
      />
      {creating ? (
        <Suspense fallback={null}>
          <UserFormDialog
            mode="add"
            inDepart={inDepart}
            draftForm={departUserDraftForm(depId)}
            onClose={() => setCreating(false)}
            onSaved={() => {
              setCreating(false);
              reload();
            }}
          />
        </Suspense>
      ) : null}
      {editable ? <UserByDepartDialog open={picking} multi initialRows={[]} onClose={() => setPicking(false)} onConfirm={(rows) => void link(rows)} /> : null}
    </Stack>
  );
}
