import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, useRecordDialog } from '@/widgets/list';
import { DATA_SOURCE_SCREEN, type DataSourceRow } from './data-source-config';
import { dataSourceServices, type DataSourceServices } from './data-source-services';
import type { DataSourceFormDialogProps } from './DataSourceFormDialog';
import { deferredDialog } from '@/ui/deferred-dialog';

// The list draws without its dialog's code and hooks; it arrives once the browser is idle.
const DataSourceFormDialog = deferredDialog<DataSourceFormDialogProps>(() => import('./DataSourceFormDialog').then((m) => ({ default: m.DataSourceFormDialog })), {
  isOpen: (p) => p.mode !== null,
  close: (p) => p.onClose(),
});

export interface DataSourceListPageProps extends ScreenProps {
  services?: DataSourceServices;
}

/** 多数据源管理 (`system/SysDataSourceList`): list without passwords; edit reads the decrypted one. */
export default function DataSourceListPage({ title, services = dataSourceServices }: DataSourceListPageProps) {
  const list = useList<DataSourceRow>(DATA_SOURCE_SCREEN);
  const recordDialog = useRecordDialog<DataSourceRow>(list.reload);
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        spec={DATA_SOURCE_SCREEN}
        label={title}
        {...recordDialog.listActions}
      />
      <DataSourceFormDialog
        {...recordDialog.formProps}
        services={services}
      />
    </Paper>
  );
}
