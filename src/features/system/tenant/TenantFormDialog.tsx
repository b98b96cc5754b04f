import { useMemo } from 'react';
import { localProblems, pickTrimmed, RecordFormDialog, savedInList, type RecordDialogMode, type RecordField, type RecordValues, type RecordDialogBaseProps } from '@/widgets/form';
import { TENANT_STATUS_DICT, TENANT_TEXT as T, TENANT_URLS, type TenantRow } from './tenant-config';
import { tenantServices, type TenantServices } from './tenant-services';

export type TenantDialogMode = RecordDialogMode;

export interface TenantFormDialogProps extends RecordDialogBaseProps<TenantRow> {
  services?: TenantServices;
}

/** The tenant form: the id is chosen by the operator and fixed once saved; dates compare as `yyyy-MM-dd HH:mm:ss` strings. */
export const TENANT_FIELDS: readonly RecordField[] = [
  { name: 'id', label: T.id, required: T.idRequired, fixedOnEdit: true, inputMode: 'numeric', validate: (v) => (/^[1-9]\d{0,8}$/.test(v.trim()) ? undefined : T.idInteger) },
  { name: 'name', label: T.name, required: T.nameRequired, maxLength: 100 },
  { name: 'beginDate', label: T.beginDate, kind: 'datetime' },
  { name: 'endDate', label: T.endDate, kind: 'datetime', validate: (v, all) => (all.beginDate && v < all.beginDate ? T.endBeforeBegin : undefined) },
  { name: 'status', label: T.status, kind: 'radio', dictCode: TENANT_STATUS_DICT, defaultValue: '1' },
];

export function validateTenant(values: RecordValues): Record<string, string> {
  return localProblems(TENANT_FIELDS, values);
}

const toInput = (v: RecordValues) => ({
  id: Number(v.id.trim()),
  name: v.name.trim(),
  beginDate: v.beginDate || null,
  endDate: v.endDate || null,
  status: Number(v.status || '1'),
});

// After a timeout: the tenant number is the key, so the list by it shows whether the save landed.
const findSaved = savedInList<RecordValues, TenantRow>({
  listUrl: TENANT_URLS.list,
  query: (v) => pickTrimmed(v, ['id']),
  expected: (v) => pickTrimmed(v, ['id', 'name']),
});

/** 新增 / 编辑 / 详情 of a tenant. */
export function TenantFormDialog({ mode, record, onClose, onSaved, services = tenantServices, validateOnOpen }: TenantFormDialogProps) {
  const save = useMemo(() => ({ add: (v: RecordValues) => services.add(toInput(v)), edit: (v: RecordValues) => services.edit(toInput(v)), findSaved }), [services]);
  return <RecordFormDialog<TenantRow> mode={mode} record={record} fields={TENANT_FIELDS} save={save} onClose={onClose} onSaved={onSaved} validateOnOpen={validateOnOpen} />;
}
