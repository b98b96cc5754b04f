import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ScreenProps } from '@/app/router/screens';
import { usePermission } from '@/session';
import { ListPage, useList, type ListColumn } from '@/widgets/list';
import { refreshMenu } from '../permission/refresh-menu';
import { ROLE_COLUMNS, ROLE_IMPORT_COLUMNS, ROLE_QUERY, ROLE_SUPER_QUERY, ROLE_TEXT as T, ROLE_URLS, type RoleRow } from './role-config';
import { RoleAuthDrawer } from './RoleAuthDrawer';
import { RoleFormDialog, type RoleDialogMode } from './RoleFormDialog';
import { RoleUsersDialog } from './RoleUsersDialog';

export interface RoleListPageProps extends ScreenProps {
  /** false in jsdom tests (no layout to virtualise the grid against). */
  virtualize?: boolean;
}

/** 角色管理 (`system/RoleUserList`): roles on the list helper, their users and their menu authorisation. */
export default function RoleListPage({ title, virtualize }: RoleListPageProps) {
  const list = useList<RoleRow>({ url: ROLE_URLS, queryFields: ROLE_QUERY, exportName: T.exportName });
  const [dialog, setDialog] = useState<{ mode: RoleDialogMode; record: RoleRow | null } | null>(null);
  const [usersOf, setUsersOf] = useState<RoleRow | null>(null);
  const [authOf, setAuthOf] = useState<RoleRow | null>(null);
  const can = usePermission();
  const canAuthorize = can('role:authorize');

  const columns = useMemo<ListColumn<RoleRow>[]>(
    () => [
      ...ROLE_COLUMNS,
      {
        field: 'more',
        title: T.more,
        width: 110,
        align: 'center',
        render: (r) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', height: '100%' }}>
            <Link component="button" type="button" onClick={() => setUsersOf(r)}>
              {T.users}
            </Link>
            {canAuthorize && (
              <Link component="button" type="button" onClick={() => setAuthOf(r)}>
                {T.authorize}
              </Link>
            )}
          </Stack>
        ),
      },
    ],
    [canAuthorize],
  );

  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        label={title}
        columns={columns}
        queryFields={ROLE_QUERY}
        superQueryFields={ROLE_SUPER_QUERY}
        permissionPrefix="role"
        importRequiredColumns={ROLE_IMPORT_COLUMNS}
        onAdd={() => setDialog({ mode: 'add', record: null })}
        onEdit={(record) => setDialog({ mode: 'edit', record })}
        onDetail={(record) => setDialog({ mode: 'detail', record })}
        toolbarExtra={
          <Button variant="outlined" onClick={() => void refreshMenu()}>
            {T.refreshMenu}
          </Button>
        }
        virtualize={virtualize}
      />
      <RoleFormDialog
        mode={dialog?.mode ?? null}
        record={dialog?.record}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          list.reload();
        }}
      />
      <RoleUsersDialog role={usersOf} onClose={() => setUsersOf(null)} />
      <RoleAuthDrawer role={authOf} onClose={() => setAuthOf(null)} />
    </Paper>
  );
}
