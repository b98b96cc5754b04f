import { useMemo, useRef, useState } from 'react';
import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/app/router/screens';
import { EntityFormDialog, valuesOf, type EntityDialogMode } from '@/features/message/EntityFormDialog';
import { ListPage, useList } from '@/widgets/list';
import { DATA_SOURCE_COLUMNS, DATA_SOURCE_KEYS, DATA_SOURCE_QUERY, DATA_SOURCE_URLS, dataSourceFields, type DataSourceRow } from './data-source-config';
import { dataSourceServices, type DataSourceServices } from './data-source-services';

export interface DataSourceListPageProps extends ScreenProps {
  virtualize?: boolean;
  services?: DataSourceServices;
}

/** 多数据源管理 (`system/SysDataSourceList`): list without passwords; edit reads the decrypted one. */
export default function DataSourceListPage({ title, virtualize, services = dataSourceServices }: DataSourceListPageProps) {
  const list = useList<DataSourceRow>({ url: DATA_SOURCE_URLS, queryFields: DATA_SOURCE_QUERY });
  const [dialog, setDialog] = useState<{ mode: EntityDialogMode; record: DataSourceRow | null } | null>(null);
  const current = useRef<string | undefined>(undefined);
  current.current = dialog?.record?.id;
  const fields = useMemo(() => dataSourceFields(services.checkCode, () => current.current), [services]);
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        label={title}
        columns={DATA_SOURCE_COLUMNS}
        queryFields={DATA_SOURCE_QUERY}
        permissionPrefix="data_source"
        onAdd={() => setDialog({ mode: 'add', record: null })}
        onEdit={(record) => setDialog({ mode: 'edit', record })}
        onDetail={(record) => setDialog({ mode: 'detail', record })}
        virtualize={virtualize}
      />
      <EntityFormDialog<DataSourceRow>
        idPrefix="data-source"
        mode={dialog?.mode ?? null}
        record={dialog?.record}
        fields={fields}
        toValues={async (record) => valuesOf(record ? await services.queryById(record.id) : null, DATA_SOURCE_KEYS)}
        save={(values, mode, record) => {
          const body = { ...values };
          return mode === 'edit' && record ? services.edit({ ...body, id: record.id }) : services.add(body);
        }}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          list.reload();
        }}
      />
    </Paper>
  );
}
