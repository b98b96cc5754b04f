/**
 * The add / edit / detail dialog of a record (the Vue console's `xxxModal` + `disableSubmit`): title by
 * mode, fields from configuration, required / local / server checks, and the save through
 * `useRecordSave`. Special bodies (cron editor, rich text, pickers) are fields with a `render`.
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@/api/errors';
import { useFormDraft } from '@/session/drafts';
import { requiredMessage, type RecordField, type RecordValues } from './record-form-dialog-fields';
import { RecordFormFields } from './record-form-fields';
import { FormDialogActions } from './form-dialog-actions';
import { RecordSaveStatus } from './record-save-status';
import { useRecordSave, type RecordDialogMode, type RecordSave } from './use-record-save';
import { useFormState } from './use-form-state';
import { NUMBER_TEXT } from '@/lib/numbers';
import { maxLengthRule, RULES, validateValue } from '@/validation';
import type { RelatedRead } from './use-related-data';

export type { RecordField, RecordFieldRenderProps, RecordValues } from './record-form-dialog-fields';
export type { RecordDialogMode, RecordSave } from './use-record-save';

export const RECORD_TITLES: Record<RecordDialogMode, string> = { add: '新增', edit: '编辑', detail: '详情' };

/** What the screens' dialogs built on this one take from their pages. */
export interface RecordDialogBaseProps<R> {
  mode: RecordDialogMode | null;
  record?: R | null;
  onClose: () => void;
  /** After a successful save: close and reload. */
  onSaved: () => void;
  /** Shows the local rule messages at once (stories of the invalid state). */
  validateOnOpen?: boolean;
}

export interface RecordFormDialogProps<R> extends RecordDialogBaseProps<R> {
  fields: readonly RecordField[];
  save: RecordSave<RecordValues, R>;
  /** Form values of a record or of a blank form (null); may read the server. Default: the fields' names. */
  toValues?: (record: R | null) => RecordValues | Promise<RecordValues>;
  titles?: Partial<Record<RecordDialogMode, string>>;
  width?: number;
  /** Extra content under the fields (e.g. a hint). */
  children?: ReactNode;
  /** Reads the saved record carries back (see useRelatedData): 确定 waits until all are ready. */
  related?: readonly RelatedRead[];
}

/** Record fields as form strings: null → the field's default ('' when none). */
export function recordValues(fields: readonly RecordField[], record?: object | null): RecordValues {
  const source = (record ?? {}) as Record<string, unknown>;
  const out: RecordValues = {};
  for (const f of fields) {
    const value = source[f.name];
    out[f.name] = value === null || value === undefined ? (f.defaultValue ?? '') : String(value);
  }
  return out;
}

/** Required and local checks of one field; hidden fields pass. */
export function localProblem(f: RecordField, all: RecordValues): string | undefined {
  if (f.hidden?.(all)) return undefined;
  const value = all[f.name] ?? '';
  if (value.trim() === '') return requiredMessage(f, all);
  if (f.kind === 'number' && !NUMBER_TEXT.test(value.trim())) return RULES.number.message;
  if (f.maxLength !== undefined) {
    const tooLong = validateValue(value, [maxLengthRule(f.maxLength)]);
    if (tooLong) return tooLong;
  }
  return f.validate?.(value, all);
}

/** Required and local checks of a whole form: the messages by field name. */
export function localProblems(fields: readonly RecordField[], all: RecordValues): Record<string, string> {
  const found: Record<string, string> = {};
  for (const f of fields) {
    const problem = localProblem(f, all);
    if (problem) found[f.name] = problem;
  }
  return found;
}

/** The values a form opens with: `toValues` when given (it may read the server; a throw counts as a failed read), else the record's fields. */
function openingValues<R extends object>(fields: readonly RecordField[], toValues: RecordFormDialogProps<R>['toValues'], source: R | null): RecordValues | Promise<RecordValues> {
  try {
    return toValues ? toValues(source) : recordValues(fields, source);
  } catch (err) {
    return Promise.reject(err);
  }
}

export function RecordFormDialog<R extends object>(props: RecordFormDialogProps<R>) {
  const { mode, record = null, fields, width = 800 } = props;
  const { values, errors, set: setValue, setValues, setErrors, check } = useFormState<RecordValues>({}, { onEdit: () => draft.touch() });
  // The form's own values may need a server read (toValues): until it answers, saving would write
  // a blank form over the record.
  const [initial, setInitial] = useState<{ status: 'loading' | 'error' | 'ready'; error: string | null }>({ status: 'ready', error: null });
  const [attempt, setAttempt] = useState(0);
  const initialRead: RelatedRead = { label: '表单数据', status: initial.status, data: undefined, error: initial.error, retry: () => setAttempt((n) => n + 1) };
  const related = [initialRead, ...(props.related ?? [])];
  const readOnly = mode === 'detail';
  const titleId = useId();
  const recordId = mode === 'edit' ? (record as { id?: unknown } | null)?.id : undefined;
  const title = mode ? (props.titles?.[mode] ?? RECORD_TITLES[mode]) : '';
  // What the user typed is kept as a draft until saved or cancelled (a dead session must not lose it).
  const draft = useFormDraft({ mode, recordId, title, values, record });
  const onClose = draft.done(props.onClose);
  const { saving, disabled, blockedReason, notice, submit } = useRecordSave({ mode, record, save: props.save, onSaved: draft.done(props.onSaved), related });

  useEffect(() => {
    if (mode === null) return;
    let live = true;
    const source = mode === 'add' ? null : record;
    setErrors({});
    const show = (loaded: RecordValues) => {
      setValues(draft.fill(loaded));
      setInitial({ status: 'ready', error: null });
      if (props.validateOnOpen) setErrors(localProblems(fields, loaded));
    };
    const loading = openingValues(fields, props.toValues, source);
    if (!(loading instanceof Promise)) show(loading);
    else {
      setInitial({ status: 'loading', error: null });
      loading.then(
        (loaded) => {
          if (live) show(loaded);
        },
        (err: unknown) => {
          // The alert in the form says it, with 重试.
          if (live) setInitial({ status: 'error', error: errorMessage(err) });
        },
      );
    }
    return () => {
      live = false;
    };
    // fields, toValues and validateOnOpen are configuration, read once per opening: a caller that
    // rebuilds them on each render must not wipe what the user typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, record, attempt]);

  const set = (f: RecordField, value: string) => {
    const { fill } = f;
    setValue(f.name, value, fill && ((v) => fill(value, v)));
  };

  const serverProblem = async (f: RecordField, all: RecordValues) => {
    const value = (all[f.name] ?? '').trim();
    if (!f.check || value === '' || f.hidden?.(all) || (mode === 'edit' && f.fixedOnEdit)) return undefined;
    return f.check(value, all, recordId === undefined ? undefined : String(recordId));
  };

  const onBlur = async (f: RecordField) => {
    if (readOnly || (!f.check && !f.validate)) return;
    const problem = localProblem(f, values) ?? (await serverProblem(f, values));
    if (problem) setErrors((e) => ({ ...e, [f.name]: problem }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (disabled || saving || blockedReason) return;
    const found = localProblems(fields, values);
    // Local messages show at once; the server checks (duplicate codes …) add theirs when they answer.
    setErrors(found);
    for (const f of fields) {
      const problem = found[f.name] ? undefined : await serverProblem(f, values);
      if (problem) found[f.name] = problem;
    }
    if (!check({ ...found })) return;
    await submit(values);
  };

  return (
    <Dialog open={mode !== null} onClose={onClose} maxWidth={false} aria-labelledby={titleId} slotProps={{ paper: { sx: { width, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {!readOnly && <RecordSaveStatus related={related} notice={notice} />}
            {mode !== null && <RecordFormFields fields={fields} values={values} errors={errors} mode={mode} readOnly={readOnly} onChange={set} onBlur={(f) => void onBlur(f)} />}
            {props.children}
          </Stack>
        </DialogContent>
        <FormDialogActions onClose={onClose} saving={saving} blockedReason={blockedReason} readOnly={readOnly} />
      </form>
    </Dialog>
  );
}
