import { useMemo } from 'react';
import { RecordFormDialog, recordValues, type RecordValues, type RecordDialogBaseProps } from '@/widgets/form';
import { dataSourceFields, type DataSourceRow } from './data-source-config';
import { dataSourceServices, type DataSourceServices } from './data-source-services';

export interface DataSourceFormDialogProps extends RecordDialogBaseProps<DataSourceRow> {
  services?: DataSourceServices;
}

/** 新增 / 编辑 / 详情 of a data source: an opened record is read again (queryById) for its decrypted password. */
export function DataSourceFormDialog({ mode, record, onClose, onSaved, services = dataSourceServices, validateOnOpen }: DataSourceFormDialogProps) {
  const fields = useMemo(() => dataSourceFields(services.checkCode), [services]);
  const save = useMemo(() => ({ add: (v: RecordValues) => services.add(v), edit: (v: RecordValues, r: DataSourceRow) => services.edit({ ...v, id: r.id }) }), [services]);
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
