import { useState } from 'react';
import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList } from '@/widgets/list';
import { TENANT_COLUMNS, TENANT_QUERY, TENANT_URLS, type TenantRow } from './tenant-config';
import { TenantFormDialog, type TenantDialogMode } from './TenantFormDialog';

export interface TenantListPageProps extends ScreenProps {
  /** false in jsdom tests (no layout to virtualise the grid against). */
  virtualize?: boolean;
}

/** 租户管理 (`system/TenantList`): the list helper configured for /sys/tenant. */
export default function TenantListPage({ title, virtualize }: TenantListPageProps) {
  const list = useList<TenantRow>({ url: TENANT_URLS, queryFields: TENANT_QUERY });
  const [dialog, setDialog] = useState<{ mode: TenantDialogMode; record: TenantRow | null } | null>(null);
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        label={title}
        columns={TENANT_COLUMNS}
        queryFields={TENANT_QUERY}
        permissionPrefix="tenant"
        onAdd={() => setDialog({ mode: 'add', record: null })}
        onEdit={(record) => setDialog({ mode: 'edit', record })}
        onDetail={(record) => setDialog({ mode: 'detail', record })}
        virtualize={virtualize}
      />
      <TenantFormDialog
        mode={dialog?.mode ?? null}
        record={dialog?.record}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          list.reload();
        }}
      />
    </Paper>
  );
}
