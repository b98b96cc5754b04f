import { useMemo } from 'react';
import { pickTrimmed, RecordFormDialog, recordValues, savedInList, type RecordSave, type RecordValues, type RecordDialogBaseProps } from '@/widgets/form';
import { DATA_SOURCE_URLS, dataSourceFields, type DataSourceRow } from './data-source-config';
import { dataSourceServices, type DataSourceServices } from './data-source-services';

export interface DataSourceFormDialogProps extends RecordDialogBaseProps<DataSourceRow> {
  services?: DataSourceServices;
}

// After a timeout: the data source code is unique, so the list by code shows whether the save landed
// (the password is not in the list: it is compared by the fields the list shows).
const findSaved = savedInList<RecordValues, DataSourceRow>({
  listUrl: DATA_SOURCE_URLS.list,
  query: (v) => pickTrimmed(v, ['code']),
  expected: (v) => pickTrimmed(v, ['code', 'name', 'dbType', 'dbDriver', 'dbUrl', 'dbName', 'dbUsername']),
});

/** How a data source is saved, and how a timed-out save is checked. */
export const dataSourceSave = (services: DataSourceServices): RecordSave<RecordValues, DataSourceRow> => ({
  add: (v) => services.add(v),
  edit: (v, r) => services.edit({ ...v, id: r.id }),
  findSaved,
});

/** 新增 / 编辑 / 详情 of a data source: an opened record is read again (queryById) for its decrypted password. */
export function DataSourceFormDialog({ mode, record, onClose, onSaved, services = dataSourceServices, validateOnOpen }: DataSourceFormDialogProps) {
  const fields = useMemo(() => dataSourceFields(services.checkCode), [services]);
  const save = useMemo(() => dataSourceSave(services), [services]);
  return (
    <RecordFormDialog<DataSourceRow>
      mode={mode}
      record={record}
      fields={fields}
      toValues={async (r) => recordValues(fields, r ? await services.queryById(r.id) : null)}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
      validateOnOpen={validateOnOpen}
    />
  );
}
