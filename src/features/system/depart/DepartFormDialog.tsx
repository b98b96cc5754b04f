import { useEffect, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import { useFormDraft } from '@/session/drafts';
import { FormDialogActions, RecordSaveStatus, useFormState, useRecordSave, type RecordSave } from '@/widgets/form';
import { DEPART_TEXT as T } from './depart-config';
import { departServices, type DepartInput, type DepartServices } from './depart-services';
import { departProblems } from './depart-problems';
import { findSavedDepart } from './find-saved-depart';
import { normalizeNumberText } from '@/lib/numbers';

export interface DepartFormDialogProps {
  open: boolean;
  /** The parent of the new department; null adds a top-level one (机构类型 公司 only). */
  parent: SysDepartTreeModel | null;
  onClose: () => void;
  onSaved: () => void;
  services?: DepartServices;
  /** Prefilled values (stories). */
  initial?: Partial<Values>;
  /** Show the rule messages as soon as the dialog opens (stories). */
  validateOnOpen?: boolean;
}

type Values = { departName: string; orgCategory: string; mobile: string; fax: string; address: string; departOrder: string; memo: string };
type Errors = Partial<Record<keyof Values, string>>;

/** The draft name of an add: under which department (or at the top). */
export function departDraftForm(parent: Pick<SysDepartTreeModel, 'id'> | null): string {
  return `add:${parent?.id ?? 'top'}`;
}

/** DepartModal (800 px): a new department; the server fills in orgCode and orgType. */
export function DepartFormDialog({ open, parent, onClose: close, onSaved: saved, services = departServices, initial, validateOnOpen }: DepartFormDialogProps) {
  const { values, errors, set, reset, check } = useFormState<Values, Errors>({ departName: '', orgCategory: '1', mobile: '', fax: '', address: '', departOrder: '0', memo: '' }, { onEdit: () => kept.touch() });
  // What was typed is kept (per user) until saved or cancelled; the parent is part of the draft's
  // name and kept with it, so 恢复草稿 reopens the add under the same department.
  const kept = useFormDraft({ mode: open ? 'add' : null, form: departDraftForm(parent), title: parent ? `${T.addChild} - ${parent.departName}` : T.addTop, values, record: parent ?? undefined });
  const { fill } = kept;
  const onClose = kept.done(close);
  const onSaved = kept.done(saved);
  const save: RecordSave<DepartInput, SysDepartTreeModel> = {
    add: services.add,
    // The dialog only adds.
    edit: (input) => services.add(input),
    findSaved: (input) => findSavedDepart(services, input),
  };
  const { saving, notice, submit: send } = useRecordSave({ mode: open ? 'add' : null, save, onSaved });
  const categories = parent ? ['2', '3'] : ['1'];

  useEffect(() => {
    if (!open) return;
    const next = fill({ departName: '', orgCategory: parent ? '2' : '1', mobile: '', fax: '', address: '', departOrder: '0', memo: '', ...initial });
    reset(next, validateOnOpen ? departProblems(next) : {});
    // `initial` is a story fixture; re-running on its identity would reset typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, parent, validateOnOpen]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (!check(departProblems(values))) return;
    await send({
      departName: values.departName.trim(),
      parentId: parent?.id ?? null,
      orgCategory: values.orgCategory,
      mobile: values.mobile,
      fax: values.fax,
      address: values.address,
      departOrder: Number(values.departOrder) || 0,
      memo: values.memo,
    });
  };

  const text = (key: keyof Values, label: string, extra: { required?: boolean; multiline?: boolean; type?: string } = {}) => (
    <TextField
      label={label}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      type={extra.type === 'number' ? 'text' : extra.type}
      slotProps={extra.type === 'number' ? { htmlInput: { inputMode: 'decimal' } } : undefined}
      value={values[key]}
      onChange={(e) => set(key, extra.type === 'number' ? normalizeNumberText(e.target.value) : e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      placeholder={key === 'departName' ? T.departNamePlaceholder : `请输入${label}`}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} aria-labelledby="depart-form-title" slotProps={{ paper: { sx: { width: 800, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="depart-form-title">{T.add}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1}>
            <RecordSaveStatus notice={notice} />
            {text('departName', T.departName, { required: true })}
            {parent ? <TextField label={T.parent} value={parent.departName} helperText=" " slotProps={{ htmlInput: { readOnly: true } }} /> : null}
            <FormControl>
              <FormLabel id="depart-category-label">{T.orgCategory}</FormLabel>
              <RadioGroup row aria-labelledby="depart-category-label" value={values.orgCategory} onChange={(e) => set('orgCategory', e.target.value)}>
                {categories.map((c) => (
                  <FormControlLabel key={c} value={c} control={<Radio />} label={T.categories[c]} />
                ))}
              </RadioGroup>
            </FormControl>
            {text('mobile', T.mobile)}
            {text('fax', T.fax)}
            {text('address', T.address)}
            {text('departOrder', T.order, { type: 'number' })}
            {text('memo', T.memo, { multiline: true })}
          </Stack>
        </DialogContent>
        <FormDialogActions onClose={onClose} saving={saving} cancelLabel={T.close} submitLabel={T.ok} />
      </form>
    </Dialog>
  );
}
