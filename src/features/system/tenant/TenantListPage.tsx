import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, useRecordDialog } from '@/widgets/list';
import { TENANT_COLUMNS, TENANT_QUERY, TENANT_URLS, type TenantRow } from './tenant-config';
import { TenantFormDialog, type TenantDialogMode } from './TenantFormDialog';

export interface TenantListPageProps extends ScreenProps {
  /** false in jsdom tests (no layout to virtualise the grid against). */
  virtualize?: boolean;
}

/** 租户管理 (`system/TenantList`): the list helper configured for /sys/tenant. */
export default function TenantListPage({ title, virtualize }: TenantListPageProps) {
  const list = useList<TenantRow>({ url: TENANT_URLS, queryFields: TENANT_QUERY });
  const recordDialog = useRecordDialog<TenantRow, TenantDialogMode>(list.reload);
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        label={title}
        columns={TENANT_COLUMNS}
        queryFields={TENANT_QUERY}
        permissionPrefix="tenant"
        {...recordDialog.listActions}
        virtualize={virtualize}
      />
      <TenantFormDialog
        {...recordDialog.formProps}
      />
    </Paper>
  );
}
