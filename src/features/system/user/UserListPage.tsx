import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { fileAccessUrl } from '@/api/files';
import type { ScreenProps } from '@/ui/screen-props';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { usePermission } from '@/session';
import { ListPage, useList, useRecordDialog, type ListColumn, type RowAction } from '@/widgets/list';
import { PasswordDialog } from './PasswordDialog';
import { RecycleBinDialog } from './RecycleBinDialog';
import { USER_IMPORT_COLUMNS, USER_QUERY, USER_SUPER_QUERY, USER_LIST, USER_TEXT as T, type UserRow } from './user-config';
import { userServices } from './user-services';
import { UserFormDialog, type UserDialogMode } from './UserFormDialog';
import { sendAndReport } from '@/widgets/feedback';

export type UserListPageProps = ScreenProps;

const USER_COLUMNS: readonly ListColumn<UserRow>[] = [
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
];

/** 用户管理 (`system/UserList`): the list helper over /sys/user with freeze, password reset and the recycle bin. */
export default function UserListPage({ title }: UserListPageProps) {
  const list = useList<UserRow>({ ...USER_LIST, exportName: T.exportName });
  const [passwordFor, setPasswordFor] = useState<string | null>(null);
  const [binOpen, setBinOpen] = useState(false);
  const can = usePermission();
  const confirm = useConfirm();
  const canFreeze = can('user:frozen');
  const { reload, rows, selection } = list;
  const recordDialog = useRecordDialog<UserRow, UserDialogMode>(reload);

  const frozen = async (ids: string[], status: 1 | 2, question: string) => {
    if (ids.length === 0) return notify.warning(T.selectOne);
    if (rows.some((r) => ids.includes(r.id) && r.username === 'admin')) return notify.warning(T.adminNoFreeze);
    if (!(await confirm({ title: T.confirmAction, content: question }))) return;
    await sendAndReport(() => userServices.frozenBatch(ids.join(','), status), () => reload());
  };

  const rowActions = (r: UserRow): RowAction[] => [
    { label: T.resetPassword, onClick: () => setPasswordFor(r.username) },
    ...(canFreeze && r.status === 1 ? [{ label: T.freeze, onClick: () => void frozen([r.id], 2, T.confirmFreezeOne) }] : []),
    ...(canFreeze && r.status === 2 ? [{ label: T.unfreeze, onClick: () => void frozen([r.id], 1, T.confirmUnfreezeOne) }] : []),
  ];

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
        columns={USER_COLUMNS}
        queryFields={USER_QUERY}
        superQueryFields={USER_SUPER_QUERY}
        permissionPrefix="user"
        importRequiredColumns={USER_IMPORT_COLUMNS}
        {...recordDialog.listActions}
        rowActions={rowActions}
        toolbarExtra={toolbarExtra}
      />
      <UserFormDialog
        {...recordDialog.formProps}
      />
      <PasswordDialog username={passwordFor} onClose={() => setPasswordFor(null)} />
      <RecycleBinDialog open={binOpen} onClose={() => setBinOpen(false)} onRestored={reload} />
    </Paper>
  );
}
