import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, useRecordDialog } from '@/widgets/list';
import { TENANT_COLUMNS, TENANT_QUERY, TENANT_URLS, type TenantRow } from './tenant-config';
import { TenantFormDialog, type TenantDialogMode } from './TenantFormDialog';

export type TenantListPageProps = ScreenProps;

/** 租户管理 (`system/TenantList`): the list helper configured for /sys/tenant. */
export default function TenantListPage({ title }: TenantListPageProps) {
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
      />
      <TenantFormDialog
        {...recordDialog.formProps}
      />
    </Paper>
  );
}
