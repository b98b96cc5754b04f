import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@/api/errors';
import { notify } from '@/app/notify';
import { DateTimeInput, DictSelect } from '@/widgets/form';
import { TENANT_STATUS_DICT, TENANT_TEXT as T, type TenantRow } from './tenant-config';
import { tenantServices, type TenantServices } from './tenant-services';

export type TenantDialogMode = 'add' | 'edit' | 'detail';

export interface TenantFormDialogProps {
  mode: TenantDialogMode | null;
  record?: TenantRow | null;
  onClose: () => void;
  onSaved: () => void;
  services?: TenantServices;
}

type Values = { id: string; name: string; beginDate: string; endDate: string; status: string };
type Errors = Partial<Record<keyof Values, string>>;

const blank: Values = { id: '', name: '', beginDate: '', endDate: '', status: '1' };

/** The rules of the tenant form; dates compare as `yyyy-MM-dd HH:mm:ss` strings. */
export function validateTenant(v: Values): Errors {
  const errors: Errors = {};
  if (!v.id.trim()) errors.id = T.idRequired;
  else if (!/^[1-9]\d{0,8}$/.test(v.id.trim())) errors.id = T.idInteger;
  if (!v.name.trim()) errors.name = T.nameRequired;
  if (v.beginDate && v.endDate && v.endDate < v.beginDate) errors.endDate = T.endBeforeBegin;
  return errors;
}

/** 新增 / 编辑 / 详情 of a tenant: the id is chosen by the operator and fixed once saved. */
export function TenantFormDialog({ mode, record, onClose, onSaved, services = tenantServices }: TenantFormDialogProps) {
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const readOnly = mode === 'detail';

  useEffect(() => {
    if (mode === null) return;
    setValues(
      record
        ? { id: String(record.id), name: record.name ?? '', beginDate: record.beginDate ?? '', endDate: record.endDate ?? '', status: String(record.status ?? '1') }
        : blank,
    );
    setErrors({});
  }, [mode, record]);

  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || saving) return;
    const found = validateTenant(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = {
      id: Number(values.id.trim()),
      name: values.name.trim(),
      beginDate: values.beginDate || null,
      endDate: values.endDate || null,
      status: Number(values.status || '1'),
    };
    setSaving(true);
    try {
      const res = mode === 'edit' ? await services.edit(input) : await services.add(input);
      if (res.success) {
        notify.success(res.message);
        onSaved();
      } else {
        notify.warning(res.message);
      }
    } catch (err) {
      notify.warning(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={mode !== null} onClose={onClose} maxWidth={false} aria-labelledby="tenant-form-title" slotProps={{ paper: { sx: { width: 800, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="tenant-form-title">{mode ? T.titles[mode] : ''}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={T.id}
              required
              value={values.id}
              onChange={(e) => set('id', e.target.value)}
              error={Boolean(errors.id)}
              helperText={errors.id ?? ' '}
              placeholder={`请输入${T.id}`}
              slotProps={{ htmlInput: { readOnly: readOnly || mode === 'edit', inputMode: 'numeric' } }}
            />
            <TextField
              label={T.name}
              required
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name ?? ' '}
              placeholder={`请输入${T.name}`}
              slotProps={{ htmlInput: { readOnly } }}
            />
            <DateTimeInput label={T.beginDate} value={values.beginDate} onChange={(v) => set('beginDate', v)} disabled={readOnly} />
            <DateTimeInput label={T.endDate} value={values.endDate} onChange={(v) => set('endDate', v)} disabled={readOnly} error={errors.endDate} helperText={errors.endDate} />
            <DictSelect label={T.status} dictCode={TENANT_STATUS_DICT} type="radio" value={values.status} onChange={(v) => set('status', v)} disabled={readOnly} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{readOnly ? T.close : T.cancel}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={saving}>
              {T.ok}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
