import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Result } from '@/api/types';
import { errorMessage } from '@/api/errors';
import { notify } from '@/app/notify';

export type RecordDialogMode = 'add' | 'edit' | 'detail';

export type FormValues = Record<string, string>;

/** One field of a simple entity form (the dictionary, item, category and rule dialogs are all flat). */
export interface RecordField {
  name: string;
  label: string;
  /** The required message; absent = optional. */
  required?: string;
  kind?: 'text' | 'multiline' | 'number' | 'switch';
  /** `[on, off]` values of a switch. */
  switchValues?: readonly [string, string];
  placeholder?: string;
  /** Read-only when editing (codes that other data refers to). */
  fixedOnEdit?: boolean;
  defaultValue?: string;
  /** A server check on blur and before saving; the message when the value is refused. */
  check?: (value: string, values: FormValues, id?: string) => Promise<string | undefined>;
  /** A local check run after `required`. */
  validate?: (value: string, values: FormValues) => string | undefined;
}

export interface RecordFormDialogProps<T extends { id: string }> {
  mode: RecordDialogMode | null;
  record?: T | null;
  fields: readonly RecordField[];
  titles?: Partial<Record<RecordDialogMode, string>>;
  width?: number;
  onClose: () => void;
  onSaved: () => void;
  save: (values: FormValues, record?: T | null) => Promise<Result<unknown>>;
  /** Extra content under the fields (e.g. a hint). */
  children?: ReactNode;
  /** Shows the local rule messages at once (stories of the invalid state). */
  validateOnOpen?: boolean;
}

const TITLES: Record<RecordDialogMode, string> = { add: '新增', edit: '编辑', detail: '详情' };

function initialValues(fields: readonly RecordField[], record?: object | null): FormValues {
  const source = (record ?? {}) as Record<string, unknown>;
  const out: FormValues = {};
  for (const f of fields) {
    const value = source[f.name];
    out[f.name] = record ? (value === null || value === undefined ? '' : String(value)) : (f.defaultValue ?? '');
  }
  return out;
}

function localProblem(f: RecordField, all: FormValues): string | undefined {
  const value = all[f.name] ?? '';
  if (f.required && value.trim() === '') return f.required;
  return f.validate?.(value, all);
}

/** 新增 / 编辑 / 详情 of a flat entity: required and server checks, server message on save. */
export function RecordFormDialog<T extends { id: string }>(props: RecordFormDialogProps<T>) {
  const { mode, record, fields, onClose, onSaved, save, width = 800 } = props;
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  const readOnly = mode === 'detail';
  const titleId = useId();

  useEffect(() => {
    if (mode === null) return;
    const initial = initialValues(fields, mode === 'add' ? null : record);
    setValues(initial);
    const found: Record<string, string | undefined> = {};
    if (props.validateOnOpen) for (const f of fields) found[f.name] = localProblem(f, initial);
    setErrors(found);
    // localProblem reads only its arguments; validateOnOpen is read once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, record, fields]);

  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const serverProblem = async (f: RecordField, all: FormValues) => {
    const value = (all[f.name] ?? '').trim();
    if (!f.check || value === '' || (mode === 'edit' && f.fixedOnEdit)) return undefined;
    return f.check(value, all, mode === 'edit' ? record?.id : undefined);
  };

  const onBlur = async (f: RecordField) => {
    if (readOnly) return;
    const problem = localProblem(f, values) ? undefined : await serverProblem(f, values);
    if (problem) setErrors((e) => ({ ...e, [f.name]: problem }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || saving) return;
    const found: Record<string, string> = {};
    for (const f of fields) {
      const problem = localProblem(f, values) ?? (await serverProblem(f, values));
      if (problem) found[f.name] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const res = await save(values, mode === 'add' ? null : record);
      if (res.success) {
        notify.success(res.message || '操作成功');
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
    <Dialog open={mode !== null} onClose={onClose} maxWidth={false} aria-labelledby={titleId} slotProps={{ paper: { sx: { width, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{mode ? (props.titles?.[mode] ?? TITLES[mode]) : ''}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1}>
            {fields.map((f) => {
              const value = values[f.name] ?? '';
              if (f.kind === 'switch') {
                const [on, off] = f.switchValues ?? ['1', '0'];
                return (
                  <FormControlLabel
                    key={f.name}
                    label={f.label}
                    disabled={readOnly}
                    control={<Switch checked={value === on} onChange={(_, checked) => set(f.name, checked ? on : off)} />}
                  />
                );
              }
              return (
                <TextField
                  key={f.name}
                  label={f.label}
                  required={Boolean(f.required)}
                  type={f.kind === 'number' ? 'number' : 'text'}
                  multiline={f.kind === 'multiline'}
                  minRows={f.kind === 'multiline' ? 3 : undefined}
                  value={value}
                  onChange={(e) => set(f.name, e.target.value)}
                  onBlur={() => void onBlur(f)}
                  error={Boolean(errors[f.name])}
                  helperText={errors[f.name] ?? ' '}
                  placeholder={f.placeholder ?? `请输入${f.label}`}
                  slotProps={{ htmlInput: { readOnly: readOnly || (mode === 'edit' && f.fixedOnEdit) } }}
                />
              );
            })}
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{readOnly ? '关闭' : '取消'}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={saving}>
              确定
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
