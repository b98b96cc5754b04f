import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { usePermission } from '@/session';
import { ListPage, useList, useRecordDialog, type RowAction } from '@/widgets/list';
import { USER_TEXT as T, type UserRow } from './user-config';
import { USER_SCREEN } from './user-screen';
import { userServices } from './user-services';
import type { UserDialogMode, UserFormDialogProps } from './UserFormDialog';
import type { PasswordDialogProps } from './PasswordDialog';
import type { RecycleBinDialogProps } from './RecycleBinDialog';
import { sendAndReport } from '@/widgets/feedback';
import { deferredDialog } from '@/ui/deferred-dialog';

// The list draws without its dialogs' code and hooks; each arrives once the browser is idle.
const UserFormDialog = deferredDialog<UserFormDialogProps>(() => import('./UserFormDialog').then((m) => ({ default: m.UserFormDialog })), {
  isOpen: (p) => p.mode !== null,
  close: (p) => p.onClose(),
});
const PasswordDialog = deferredDialog<PasswordDialogProps>(() => import('./PasswordDialog').then((m) => ({ default: m.PasswordDialog })), {
  isOpen: (p) => p.username !== null,
  close: (p) => p.onClose(),
});
const RecycleBinDialog = deferredDialog<RecycleBinDialogProps>(() => import('./RecycleBinDialog').then((m) => ({ default: m.RecycleBinDialog })), {
  isOpen: (p) => p.open,
  close: (p) => p.onClose(),
});

export type UserListPageProps = ScreenProps;

/** 用户管理 (`system/UserList`): the list helper over /sys/user with freeze, password reset and the recycle bin. */
export default function UserListPage({ title }: UserListPageProps) {
  const list = useList<UserRow>(USER_SCREEN);
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
        spec={USER_SCREEN}
        label={title}
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
