import { useMemo, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { fileAccessUrl } from '@/api/files';
import type { ScreenProps } from '@/app/router/screens';
import { useConfirm } from '@/app/dialogs/confirm';
import { notify } from '@/app/notify';
import { usePermission } from '@/session';
import { ListPage, useList, type ListColumn } from '@/widgets/list';
import { PasswordDialog } from './PasswordDialog';
import { RecycleBinDialog } from './RecycleBinDialog';
import { USER_IMPORT_COLUMNS, USER_QUERY, USER_SUPER_QUERY, USER_TEXT as T, USER_URLS, type UserRow } from './user-config';
import { userServices } from './user-services';
import { UserFormDialog, type UserDialogMode } from './UserFormDialog';
import { warnFailure } from '@/widgets/feedback';

export interface UserListPageProps extends ScreenProps {
  /** false in jsdom tests (no layout to virtualise the grid against). */
  virtualize?: boolean;
}

/** 用户管理 (`system/UserList`): the list helper over /sys/user with freeze, password reset and the recycle bin. */
export default function UserListPage({ title, virtualize }: UserListPageProps) {
  const list = useList<UserRow>({ url: USER_URLS, queryFields: USER_QUERY, exportName: T.exportName });
  const [dialog, setDialog] = useState<{ mode: UserDialogMode; record: UserRow | null } | null>(null);
  const [passwordFor, setPasswordFor] = useState<string | null>(null);
  const [binOpen, setBinOpen] = useState(false);
  const can = usePermission();
  const confirm = useConfirm();
  const canFreeze = can('user:frozen');
  const { reload, rows, selection } = list;

  const frozen = async (ids: string[], status: 1 | 2, question: string) => {
    if (ids.length === 0) return notify.warning(T.selectOne);
    if (rows.some((r) => ids.includes(r.id) && r.username === 'admin')) return notify.warning(T.adminNoFreeze);
    if (!(await confirm({ title: T.confirmAction, content: question }))) return;
    try {
      const res = await userServices.frozenBatch(ids.join(','), status);
      if (res.success) {
        notify.success(res.message);
        reload();
      } else {
        notify.warning(res.message);
      }
    } catch (err) {
      warnFailure(err);
    }
  };
  // The grid is memoised on its columns; the freeze handler is read through a stable wrapper.
  const frozenRef = useRef(frozen);
  frozenRef.current = frozen;

  const columns = useMemo<ListColumn<UserRow>[]>(
    () => [
      { field: 'username', title: '用户账号', sortable: true, width: 120 },
      { field: 'realname', title: '用户姓名', width: 100 },
      {
        field: 'avatar',
        title: '头像',
        width: 80,
        align: 'center',
        render: (r) => (r.avatar ? <Avatar src={fileAccessUrl(r.avatar)} alt={`${r.realname}的头像`} sx={{ width: 32, height: 32, mx: 'auto' }} /> : null),
      },
      { field: 'sex_dictText', title: '性别', sortable: true, width: 70 },
      { field: 'birthday', title: '生日', width: 110 },
      { field: 'phone', title: '手机号码', width: 120 },
      { field: 'orgCodeTxt', title: '部门', main: true },
      { field: 'post_dictText', title: T.post, width: 110 },
      { field: 'status_dictText', title: '状态', width: 70 },
      {
        field: 'more',
        title: T.more,
        width: 110,
        align: 'center',
        render: (r) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', height: '100%' }}>
            <Link component="button" type="button" onClick={() => setPasswordFor(r.username)}>
              {T.resetPassword}
            </Link>
            {canFreeze && r.status === 1 && (
              <Link component="button" type="button" onClick={() => void frozenRef.current([r.id], 2, T.confirmFreezeOne)}>
                {T.freeze}
              </Link>
            )}
            {canFreeze && r.status === 2 && (
              <Link component="button" type="button" onClick={() => void frozenRef.current([r.id], 1, T.confirmUnfreezeOne)}>
                {T.unfreeze}
              </Link>
            )}
          </Stack>
        ),
      },
    ],
    [canFreeze, frozenRef],
  );

  const toolbarExtra = (
    <>
      {canFreeze && (
        <>
          <Button variant="outlined" onClick={() => void frozen(selection, 2, T.confirmFreeze(T.freeze))}>
            {T.freeze}
          </Button>
          <Button variant="outlined" onClick={() => void frozen(selection, 1, T.confirmFreeze(T.unfreeze))}>
            {T.unfreeze}
          </Button>
        </>
      )}
      <Button variant="outlined" onClick={() => setBinOpen(true)}>
        {T.recycleBin}
      </Button>
    </>
  );

  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        label={title}
        columns={columns}
        queryFields={USER_QUERY}
        superQueryFields={USER_SUPER_QUERY}
        permissionPrefix="user"
        importRequiredColumns={USER_IMPORT_COLUMNS}
        onAdd={() => setDialog({ mode: 'add', record: null })}
        onEdit={(record) => setDialog({ mode: 'edit', record })}
        onDetail={(record) => setDialog({ mode: 'detail', record })}
        toolbarExtra={toolbarExtra}
        virtualize={virtualize}
      />
      <UserFormDialog
        mode={dialog?.mode ?? null}
        record={dialog?.record}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          reload();
        }}
      />
      <PasswordDialog username={passwordFor} onClose={() => setPasswordFor(null)} />
      <RecycleBinDialog open={binOpen} onClose={() => setBinOpen(false)} onRestored={reload} />
    </Paper>
  );
}
