import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { usePermission } from '@/session';
import { ListPage, useList, useRecordDialog, type RowAction } from '@/widgets/list';
import { refreshMenu } from '../permission/refresh-menu';
import { ROLE_SCREEN, ROLE_TEXT as T, type RoleRow } from './role-config';
import { RoleAuthDrawer } from './RoleAuthDrawer';
import type { RoleDialogMode, RoleFormDialogProps } from './RoleFormDialog';
import type { RoleUsersDialogProps } from './RoleUsersDialog';
import { deferredDialog } from '@/ui/deferred-dialog';

// The list draws without its dialogs' code and hooks; each arrives once the browser is idle.
const RoleFormDialog = deferredDialog<RoleFormDialogProps>(() => import('./RoleFormDialog').then((m) => ({ default: m.RoleFormDialog })), {
  isOpen: (p) => p.mode !== null,
  close: (p) => p.onClose(),
});
const RoleUsersDialog = deferredDialog<RoleUsersDialogProps>(() => import('./RoleUsersDialog').then((m) => ({ default: m.RoleUsersDialog })), {
  isOpen: (p) => p.role !== null,
  close: (p) => p.onClose(),
});

export type RoleListPageProps = ScreenProps;

/** 角色管理 (`system/RoleUserList`): roles on the list helper, their users and their menu authorisation. */
export default function RoleListPage({ title }: RoleListPageProps) {
  const list = useList<RoleRow>(ROLE_SCREEN);
  const recordDialog = useRecordDialog<RoleRow, RoleDialogMode>(list.reload);
  const [usersOf, setUsersOf] = useState<RoleRow | null>(null);
  const [authOf, setAuthOf] = useState<RoleRow | null>(null);
  const can = usePermission();
  const canAuthorize = can('role:authorize');

  const rowActions = (r: RoleRow): RowAction[] => [
    { label: T.users, onClick: () => setUsersOf(r) },
    ...(canAuthorize ? [{ label: T.authorize, onClick: () => setAuthOf(r) }] : []),
  ];

  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        spec={ROLE_SCREEN}
        label={title}
        {...recordDialog.listActions}
        rowActions={rowActions}
        toolbarExtra={
          <Button variant="outlined" onClick={() => void refreshMenu()}>
            {T.refreshMenu}
          </Button>
        }
      />
      <RoleFormDialog
        {...recordDialog.formProps}
      />
      <RoleUsersDialog role={usersOf} onClose={() => setUsersOf(null)} />
      <RoleAuthDrawer role={authOf} onClose={() => setAuthOf(null)} />
    </Paper>
  );
}
