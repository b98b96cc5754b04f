import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { usePermission } from '@/session';
import { ListPage, useList, useRecordDialog, type RowAction } from '@/widgets/list';
import { refreshMenu } from '../permission/refresh-menu';
import { ROLE_COLUMNS, ROLE_IMPORT_COLUMNS, ROLE_QUERY, ROLE_SUPER_QUERY, ROLE_TEXT as T, ROLE_URLS, type RoleRow } from './role-config';
import { RoleAuthDrawer } from './RoleAuthDrawer';
import { RoleFormDialog, type RoleDialogMode } from './RoleFormDialog';
import { RoleUsersDialog } from './RoleUsersDialog';

export type RoleListPageProps = ScreenProps;

/** 角色管理 (`system/RoleUserList`): roles on the list helper, their users and their menu authorisation. */
export default function RoleListPage({ title }: RoleListPageProps) {
  const list = useList<RoleRow>({ url: ROLE_URLS, queryFields: ROLE_QUERY, exportName: T.exportName });
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
        label={title}
        columns={ROLE_COLUMNS}
        queryFields={ROLE_QUERY}
        superQueryFields={ROLE_SUPER_QUERY}
        permissionPrefix="role"
        importRequiredColumns={ROLE_IMPORT_COLUMNS}
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
