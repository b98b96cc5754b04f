import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Result } from '@/api/types';
import { errorMessage } from '@/api/errors';
import { notify } from '@/app/notify';
import { DictSelect } from '@/widgets/form';

export type EntityDialogMode = 'add' | 'edit' | 'detail';
export type Values = Record<string, string>;

/** One field of a flat entity form. */
export interface EntityField {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'password' | 'dict';
  dictCode?: string;
  /** The required message; absent = optional. */
  required?: string;
  /** Fixed once saved (codes, keys). */
  readOnlyOnEdit?: boolean;
  placeholder?: string;
  rows?: number;
  /** Further checks after `required` (sync or server-side); the message or undefined. */
  validate?: (value: string, values: Values, mode: EntityDialogMode) => string | undefined | Promise<string | undefined>;
  /** Other fields a change fills in (e.g. a database type sets its driver). */
  fill?: (value: string, values: Values) => Values;
}

export interface EntityFormDialogProps<T> {
  mode: EntityDialogMode | null;
  record?: T | null;
  idPrefix: string;
  fields: readonly EntityField[];
  /** Form values of a record (or of a blank form when null); may read the server (queryById). */
  toValues: (record: T | null) => Values | Promise<Values>;
  save: (values: Values, mode: 'add' | 'edit', record: T | null) => Promise<Result<unknown>>;
  onClose: () => void;
  onSaved: () => void;
  width?: number;
}

const TITLES = { add: '新增', edit: '编辑', detail: '详情' } as const;

/** 新增 / 编辑 / 详情 of a flat entity: required messages, field checks, server message on save. */
export function EntityFormDialog<T>({ mode, record = null, idPrefix, fields, toValues, save, onClose, onSaved, width = 800 }: EntityFormDialogProps<T>) {
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  const readOnly = mode === 'detail';

  useEffect(() => {
    if (mode === null) return;
    let live = true;
    setErrors({});
    void Promise.resolve(toValues(record)).then(
      (v) => live && setValues(v),
      (err: unknown) => live && notify.warning(errorMessage(err)),
    );
    return () => {
      live = false;
    };
    // toValues is configuration; the dialog reloads when it opens on a record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, record]);

  const check = async (f: EntityField, all: Values) => {
    const v = all[f.name] ?? '';
    if (f.required && !v.trim()) return f.required;
    return v.trim() && f.validate && mode ? await f.validate(v, all, mode) : undefined;
  };

  const set = (f: EntityField, value: string) => {
    setValues((v) => ({ ...v, ...(f.fill ? f.fill(value, v) : {}), [f.name]: value }));
    setErrors((e) => ({ ...e, [f.name]: undefined }));
  };

  const onBlur = async (f: EntityField) => {
    if (!f.validate || readOnly) return;
    const problem = await check(f, values);
    if (problem) setErrors((e) => ({ ...e, [f.name]: problem }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || saving || mode === null) return;
    const found: Record<string, string> = {};
    for (const f of fields) {
      const problem = await check(f, values);
      if (problem) found[f.name] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const res = await save(values, mode === 'edit' ? 'edit' : 'add', record);
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

  const titleId = `${idPrefix}-form-title`;
  return (
    <Dialog open={mode !== null} onClose={onClose} maxWidth={false} aria-labelledby={titleId} slotProps={{ paper: { sx: { width, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{mode ? TITLES[mode] : ''}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {fields.map((f) => {
              const locked = readOnly || (mode === 'edit' && f.readOnlyOnEdit);
              const error = errors[f.name];
              if (f.kind === 'dict') {
                return (
                  <DictSelect
                    key={f.name}
                    label={f.label}
                    dictCode={f.dictCode}
                    required={Boolean(f.required)}
                    value={values[f.name] ?? ''}
                    onChange={(v) => set(f, v)}
                    disabled={locked}
                    error={error}
                    helperText={error ?? ' '}
                  />
                );
              }
              return (
                <TextField
                  key={f.name}
                  label={f.label}
                  required={Boolean(f.required)}
                  type={f.kind === 'password' ? 'password' : 'text'}
                  multiline={f.kind === 'textarea'}
                  minRows={f.kind === 'textarea' ? (f.rows ?? 3) : undefined}
                  value={values[f.name] ?? ''}
                  onChange={(e) => set(f, e.target.value)}
                  onBlur={() => void onBlur(f)}
                  error={Boolean(error)}
                  helperText={error ?? ' '}
                  placeholder={f.placeholder ?? `请输入${f.label}`}
                  size="small"
                  slotProps={{ htmlInput: { readOnly: locked, autoComplete: f.kind === 'password' ? 'new-password' : undefined } }}
                />
              );
            })}
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

/** Record fields as form strings (null → ''). */
export function valuesOf(record: object | null, names: readonly string[]): Values {
  const out: Values = {};
  const r = (record ?? {}) as Record<string, unknown>;
  for (const n of names) out[n] = r[n] === null || r[n] === undefined ? '' : String(r[n]);
  return out;
}
