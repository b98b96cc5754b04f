import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, useRecordDialog } from '@/widgets/list';
import { DATA_SOURCE_COLUMNS, DATA_SOURCE_QUERY, DATA_SOURCE_URLS, type DataSourceRow } from './data-source-config';
import { dataSourceServices, type DataSourceServices } from './data-source-services';
import { DataSourceFormDialog } from './DataSourceFormDialog';

export interface DataSourceListPageProps extends ScreenProps {
  services?: DataSourceServices;
}

/** 多数据源管理 (`system/SysDataSourceList`): list without passwords; edit reads the decrypted one. */
export default function DataSourceListPage({ title, services = dataSourceServices }: DataSourceListPageProps) {
  const list = useList<DataSourceRow>({ url: DATA_SOURCE_URLS, queryFields: DATA_SOURCE_QUERY });
  const recordDialog = useRecordDialog<DataSourceRow>(list.reload);
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        label={title}
        columns={DATA_SOURCE_COLUMNS}
        queryFields={DATA_SOURCE_QUERY}
        permissionPrefix="data_source"
        {...recordDialog.listActions}
      />
      <DataSourceFormDialog
        {...recordDialog.formProps}
        services={services}
      />
    </Paper>
  );
}
