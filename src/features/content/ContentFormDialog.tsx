import { useEffect, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { addContent, editContent, type ContentInput, type ContentRow } from '@/api/content';
import type { Result } from '@/api/envelope';
import { useFormDraft } from '@/session/drafts';
import { DateTimeInput, DictSelect, FieldShell, FormDialogActions, NumberInput, RecordSaveStatus, useFormState, useRecordSave, type RecordSave } from '@/widgets/form';
import { RichTextEditor } from '@/widgets/rich-text';
import { FileUpload, ImageUpload } from '@/widgets/upload';
import { CONTENT_DICTS, FIELDS_BY_KIND, REQUIRED_BY_KIND, type ContentAreaDef, type ContentField } from './areas';
import { toFormValues, toInput, validateContent, type ContentFormErrors, type ContentFormValues } from './content-form';
import { CONTENT_TEXT as T } from './content-text';
import { findSavedContent } from './find-saved-content';

export type ContentDialogMode = 'add' | 'edit';

export interface ContentServices {
  add: (segment: string, values: Partial<ContentInput>) => Promise<Result<unknown>>;
  edit: (segment: string, values: Partial<ContentInput> & { id: string }) => Promise<Result<unknown>>;
  /** After a timed-out save: whether the server holds it now. */
  findSaved: (segment: string, values: Partial<ContentInput>, mode: 'add' | 'edit', record: ContentRow | null) => Promise<boolean>;
}

export const contentServices: ContentServices = { add: addContent, edit: editContent, findSaved: findSavedContent };

export interface ContentFormDialogProps {
  def: ContentAreaDef;
  mode: ContentDialogMode | null;
  record?: ContentRow | null;
  onClose: () => void;
  onSaved: () => void;
  services?: ContentServices;
  /** Starting values (stories); by default those of `record`. */
  initialValues?: ContentFormValues;
  /** Starting errors (stories of a failed validation). */
  initialErrors?: ContentFormErrors;
}

/** 新增 / 编辑 of any area: the fields of the area's kind (link, picture link or article). */
export function ContentFormDialog({ def, mode, record, onClose: close, onSaved: saved, services = contentServices, initialValues, initialErrors }: ContentFormDialogProps) {
  const { values, errors, set, reset, check } = useFormState<ContentFormValues, ContentFormErrors>(() => initialValues ?? toFormValues(record), { onEdit: () => draft.touch(), errors: initialErrors });
  const fields = new Set(FIELDS_BY_KIND[def.kind]);
  const required = new Set(REQUIRED_BY_KIND[def.kind]);
  const approved = mode === 'edit' && record?.auditStatus === '2';
  // The typed item (rich-text body included) is kept as a draft until saved or cancelled.
  const draft = useFormDraft({ mode, recordId: record?.id, title: mode ? T.titles[mode] : '', values, record });
  const { fill } = draft;
  const onClose = draft.done(close);
  const onSaved = draft.done(saved);
  const save: RecordSave<Partial<ContentInput>, ContentRow> = {
    add: (input) => services.add(def.segment, input),
    edit: (input, row) => services.edit(def.segment, { ...input, id: row.id }),
    findSaved: (input, saveMode, row) => services.findSaved(def.segment, input, saveMode, row),
  };
  const { saving, notice, submit: send } = useRecordSave({ mode, record, save, onSaved });

  useEffect(() => {
    if (mode === null) return;
    reset(fill(initialValues ?? toFormValues(record)), initialErrors);
  }, [mode, record, initialValues, initialErrors, fill, reset]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (!check(validateContent(values, def.kind))) return;
    await send(toInput(values, def.kind));
  };

  const text = (key: ContentField, extra: { type?: string; multiline?: boolean } = {}) => (
    <TextField
      label={T.fields[key]}
      required={required.has(key)}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      placeholder={`请输入${T.fields[key]}`}
      size="small"
      fullWidth
      {...extra}
    />
  );

  const width = def.kind === 'article' ? 1000 : 800;
  return (
    <Dialog open={mode !== null} onClose={onClose} maxWidth={false} aria-labelledby="content-form-title" slotProps={{ paper: { sx: { width, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="content-form-title">{mode ? T.titles[mode] : ''}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1.5}>
            <RecordSaveStatus notice={notice} />
            {approved ? <Alert severity="warning">{T.approvedEditWarning}</Alert> : null}
            {record?.auditStatus === '3' && record.auditReason ? <Alert severity="error">{T.rejectReason(record.auditReason)}</Alert> : null}
            {text('title')}
            <DictSelect label={T.fields.columnCode} options={def.columns} value={values.columnCode} onChange={(v) => set('columnCode', v)} error={errors.columnCode} />
            {fields.has('linkUrl') ? text('linkUrl') : null}
            {fields.has('coverImage') ? (
              <FieldShell label={T.fields.coverImage} required={required.has('coverImage')} error={errors.coverImage}>
                <ImageUpload value={values.coverImage} onChange={(v) => set('coverImage', v)} biz="content" />
              </FieldShell>
            ) : null}
            {fields.has('content') ? (
              <FieldShell label={T.fields.content} error={errors.content}>
                <RichTextEditor value={values.content} onChange={(html) => set('content', html)} height={300} />
              </FieldShell>
            ) : null}
            {fields.has('attachments') ? (
              <FieldShell label={T.fields.attachments}>
                <FileUpload value={values.attachments} onChange={(v) => set('attachments', v)} biz="content" />
              </FieldShell>
            ) : null}
            {fields.has('source') ? (
              <Stack direction="row" spacing={2}>
                {text('source')}
                {text('author')}
              </Stack>
            ) : null}
            {fields.has('publishTime') ? <DateTimeInput label={T.fields.publishTime} value={values.publishTime} onChange={(v) => set('publishTime', v)} error={errors.publishTime} /> : null}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <NumberInput
                label={T.fields.sortNo}
                required={required.has('sortNo')}
                value={values.sortNo}
                onChange={(v) => set('sortNo', v)}
                error={Boolean(errors.sortNo)}
                helperText={errors.sortNo ?? ' '}
                placeholder={`请输入${T.fields.sortNo}`}
                size="small"
                fullWidth
              />
              <DictSelect label={T.fields.status} type="radio" dictCode={CONTENT_DICTS.publish} value={values.status} onChange={(v) => set('status', v)} />
            </Stack>
          </Stack>
        </DialogContent>
        <FormDialogActions onClose={onClose} saving={saving} cancelLabel={T.cancel} submitLabel={T.ok} />
      </form>
    </Dialog>
  );
}
