import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, useRecordDialog } from '@/widgets/list';
import { TENANT_SCREEN, type TenantRow } from './tenant-config';
import type { TenantDialogMode, TenantFormDialogProps } from './TenantFormDialog';
import { deferredDialog } from '@/ui/deferred-dialog';

// The list draws without its dialog's code and hooks; it arrives once the browser is idle.
const TenantFormDialog = deferredDialog<TenantFormDialogProps>(() => import('./TenantFormDialog').then((m) => ({ default: m.TenantFormDialog })), {
  isOpen: (p) => p.mode !== null,
  close: (p) => p.onClose(),
});

export type TenantListPageProps = ScreenProps;

/** 租户管理 (`system/TenantList`): the list helper configured for /sys/tenant. */
export default function TenantListPage({ title }: TenantListPageProps) {
  const list = useList<TenantRow>(TENANT_SCREEN);
  const recordDialog = useRecordDialog<TenantRow, TenantDialogMode>(list.reload);
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        spec={TENANT_SCREEN}
        label={title}
        {...recordDialog.listActions}
      />
      <TenantFormDialog
        {...recordDialog.formProps}
      />
    </Paper>
  );
}
