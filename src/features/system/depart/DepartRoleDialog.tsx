import { useEffect, useState, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { unwrap } from '@/api/errors';
import type { SysDepartRole } from '@/api/sys/depart';
import { DEPART_TEXT as T } from './depart-config';
import { departServices, type DepartRoleRow, type DepartServices } from './depart-services';
import { useFormDraft } from '@/session/drafts';
import { FormDialogActions, RecordSaveStatus, useRecordSave, type RecordSave } from '@/widgets/form';

export interface DepartRoleDialogProps {
  /** null closed; a row edits it, 'add' adds one to `departId`. */
  target: DepartRoleRow | 'add' | null;
  departId: string;
  onClose: () => void;
  onSaved: () => void;
  services?: DepartServices;
  /** Show the rule messages as soon as the dialog opens (stories). */
  validateOnOpen?: boolean;
}

type Values = { roleName: string; roleCode: string; description: string };

/** SysDepartRoleModal: name and code required, description optional. */
function check(values: Values): Partial<Values> {
  const found: Partial<Values> = {};
  if (!values.roleName.trim()) found.roleName = T.roleNameRequired;
  if (!values.roleCode.trim()) found.roleCode = T.roleCodeRequired;
  return found;
}

type RoleBody = Omit<SysDepartRole, 'id'>;

const text = (v: unknown) => String(v ?? '').trim();

/** After a timed-out save: the department's roles hold one with the typed code and name (the edited one for an edit). */
async function holdsRole(services: DepartServices, body: RoleBody, id?: string): Promise<boolean> {
  const page = unwrap(await services.roles({ deptId: body.departId, pageNo: 1, pageSize: 200 }));
  return (page?.records ?? []).some((r) => (id === undefined || r.id === id) && text(r.roleCode) === text(body.roleCode) && text(r.roleName) === text(body.roleName));
}

/** The draft name of a department role form: a new role of a department, or the edit of a role. */
export function departRoleDraftForm(target: DepartRoleRow | 'add', departId: string): string {
  return target === 'add' ? `role-add:${departId}` : `role-edit:${target.id}`;
}

export function DepartRoleDialog({ target, departId, onClose: close, onSaved: saved, services = departServices, validateOnOpen }: DepartRoleDialogProps) {
  const [values, setValues] = useState<Values>({ roleName: '', roleCode: '', description: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const editing = target !== null && target !== 'add' ? target : null;
  // What was typed is kept (per user) until saved or cancelled; the department goes with the draft.
  const kept = useFormDraft({
    mode: target === null ? null : editing ? 'edit' : 'add',
    form: target === null ? null : departRoleDraftForm(target, departId),
    title: `${T.tabs.roles} - ${editing ? T.edit : T.add}`,
    values,
    record: editing ?? { departId },
  });
  const { fill } = kept;
  const onClose = kept.done(close);
  const onSaved = kept.done(saved);
  const save: RecordSave<RoleBody, DepartRoleRow> = {
    add: services.addRole,
    edit: (body, row) => services.editRole({ ...body, id: row.id }),
    findSaved: (body, mode, row) => holdsRole(services, body, mode === 'edit' ? row?.id : undefined),
  };
  const { saving, notice, submit: send } = useRecordSave({ mode: target === null ? null : editing ? 'edit' : 'add', record: editing, save, onSaved });

  useEffect(() => {
    if (target === null) return;
    const next = fill({ roleName: editing?.roleName ?? '', roleCode: editing?.roleCode ?? '', description: editing?.description ?? '' });
    setValues(next);
    setErrors(validateOnOpen ? check(next) : {});
  }, [target, editing, validateOnOpen, fill]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || saving) return;
    await send({ roleName: values.roleName.trim(), roleCode: values.roleCode.trim(), description: values.description, departId: editing?.departId ?? departId });
  };

  const field = (key: keyof Values, label: string, required: boolean) => (
    <TextField
      label={label}
      required={required}
      value={values[key]}
      onChange={(e) => {
        kept.touch();
        setValues((v) => ({ ...v, [key]: e.target.value }));
        setErrors((er) => ({ ...er, [key]: undefined }));
      }}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      placeholder={`请输入${label}`}
    />
  );

  return (
    <Dialog open={target !== null} onClose={onClose} aria-labelledby="depart-role-title" slotProps={{ paper: { sx: { width: 600, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="depart-role-title">{editing ? T.edit : T.add}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1}>
            <RecordSaveStatus notice={notice} />
            {field('roleName', T.roleName, true)}
            {field('roleCode', T.roleCode, true)}
            {field('description', T.description, false)}
          </Stack>
        </DialogContent>
        <FormDialogActions onClose={onClose} saving={saving} cancelLabel={T.cancel} submitLabel={T.ok} />
      </form>
    </Dialog>
  );
}
