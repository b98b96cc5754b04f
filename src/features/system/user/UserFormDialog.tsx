import { useEffect, useState, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormDraft } from '@/session/drafts';
import { FormDialogActions, RecordSaveStatus, useFormState, useRecordSave, useRelatedData, type RecordSave } from '@/widgets/form';
import { USER_TEXT as T, type UserRow } from './user-config';
import { userServices, type DepartIdModel, type UserInput, type UserServices } from './user-services';
import { fromRecord, toUserInput } from './user-form-values';
import { BLANK_USER, duplicateError, duplicateErrors, syncErrors, type UserFormErrors, type UserFormValues } from './user-validation';
import { UserFormFields } from './UserFormFields';

export type UserDialogMode = 'add' | 'edit' | 'detail';

export interface UserFormDialogProps {
  mode: UserDialogMode | null;
  record?: UserRow | null;
  onClose: () => void;
  onSaved: () => void;
  services?: UserServices;
  /** Shows the rule messages at once (stories of the invalid form). */
  validateOnOpen?: boolean;
  /** 新建用户 inside a department (its 用户信息 tab): that department is chosen from the start. */
  inDepart?: DepartIdModel;
  /** The draft's name where 新增 alone does not say where the form was opened. */
  draftForm?: string;
}

/** After a timed-out save: is the user on the server now? (add: the account exists; edit: the fields match) */
async function findSavedUser(services: UserServices, input: UserInput, mode: 'add' | 'edit', record: UserRow | null): Promise<boolean> {
  if (mode === 'add') return (await services.findByUsername(input.username ?? '')) !== null;
  if (!record) return false;
  const now = await services.queryById(record.id);
  const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');
  return (['realname', 'workNo', 'email', 'phone', 'telephone', 'post', 'birthday', 'sex', 'userIdentity', 'relTenantIds'] as const).every((k) => same(now[k as keyof typeof now], input[k]));
}

/** 新增 / 编辑 / 详情 of a user (UserModal.vue): roles, departments, tenants, identity, avatar and the checks. */
export function UserFormDialog({ mode, record, onClose: close, onSaved: saved, services = userServices, validateOnOpen = false, inDepart, draftForm }: UserFormDialogProps) {
  const { values, errors, set, setValues, setErrors, reset, check } = useFormState<UserFormValues, UserFormErrors>(BLANK_USER, { onEdit: () => draft.touch() });
  const [departOptions, setDepartOptions] = useState<DepartIdModel[]>([]);
  const open = mode !== null;
  const adding = mode === 'add';
  const readOnly = mode === 'detail';
  const userId = record?.id;
  const roles = useRelatedData({ label: '角色列表', queryKey: ['user-form', 'roles'], load: services.roles, enabled: open });
  const tenants = useRelatedData({ label: '租户列表', queryKey: ['user-form', 'tenants'], load: services.tenants, enabled: open });
  // The links live in their own tables (UserModal.vue's loadUserRoles / loadCheckedDeparts). 提交
  // sends them back whole, so until both answered the form cannot save.
  const linksFor = mode !== 'add' && userId ? userId : null;
  const userRoles = useRelatedData({ label: '用户角色', queryKey: ['user-form', 'user-roles', linksFor], load: () => services.userRoles(linksFor!), enabled: open && linksFor !== null });
  const userDeparts = useRelatedData({ label: '所属部门', queryKey: ['user-form', 'user-departs', linksFor], load: () => services.userDeparts(linksFor!), enabled: open && linksFor !== null });
  const related = readOnly ? [] : [userRoles, userDeparts, roles, tenants];
  // What was typed is kept as a draft (never the passwords) until saved or cancelled.
  const draft = useFormDraft({ mode, recordId: record?.id, title: mode ? T.titles[mode] : '', values, record, ...(draftForm ? { form: draftForm } : {}) });
  const { fill, restored } = draft;
  const onClose = draft.done(close);
  const onSaved = draft.done(saved);
  const save: RecordSave<UserInput, UserRow> = {
    add: services.add,
    edit: (input, row) => services.edit({ ...input, id: row.id }),
    findSaved: (input, saveMode, row) => findSavedUser(services, input, saveMode, row),
  };
  const { saving, blockedReason, notice, submit: send } = useRecordSave({ mode, record, save, onSaved, related });

  useEffect(() => {
    if (!open) return;
    const initial = record ? fromRecord(record) : inDepart ? { ...BLANK_USER, departs: inDepart.key } : BLANK_USER;
    reset(fill(initial), validateOnOpen ? syncErrors(initial, mode === 'add') : {});
    setDepartOptions(!record && inDepart ? [inDepart] : []);
  }, [open, mode, record, validateOnOpen, fill, inDepart, reset]);

  // Each answer (a reopening's or a 重试's too) fills the links in: the status is a dependency because
  // a re-read may answer the very same array.
  const loadedRoles = userRoles.data;
  useEffect(() => {
    // A restored draft's choices win over the stored links.
    if (loadedRoles) setValues((v) => ({ ...v, roles: restored()?.roles ?? loadedRoles }));
  }, [loadedRoles, userRoles.status, record, restored, setValues]);
  const loadedDeparts = userDeparts.data;
  useEffect(() => {
    if (!loadedDeparts) return;
    setDepartOptions(loadedDeparts);
    setValues((v) => ({ ...v, departs: restored()?.departs ?? loadedDeparts.map((m) => m.key).join(',') }));
  }, [loadedDeparts, userDeparts.status, record, restored, setValues]);

  const pickDeparts = (value: string, models: DepartIdModel[]) => {
    set('departs', value);
    setDepartOptions(models);
    // 负责部门 can only name departments the user belongs to.
    setValues((v) => ({ ...v, departIds: v.departIds.filter((id) => models.some((m) => m.key === id)) }));
  };

  const checkOnBlur = async (field: keyof UserFormValues) => {
    if (readOnly || syncErrors(values, adding)[field]) return;
    const message = await duplicateError(field, values, services, userId);
    if (message) setErrors((e) => ({ ...e, [field]: message }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || saving || blockedReason) return;
    const found = syncErrors(values, adding);
    Object.assign(found, await duplicateErrors(values, found, services, userId));
    if (!check(found)) return;
    await send(toUserInput(values, adding));
  };

  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, text: r.roleName }));
  const tenantOptions = (tenants.data ?? []).map((t) => ({ value: String(t.id), text: t.name }));
  const headOptions = departOptions.map((d) => ({ value: d.key, text: d.title }));

  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} aria-labelledby="user-form-title" slotProps={{ paper: { sx: { width: 800, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="user-form-title">{mode ? T.titles[mode] : ''}</DialogTitle>
        <DialogContent dividers>
          {!readOnly && <RecordSaveStatus related={related} notice={notice} />}
          <UserFormFields
            mode={mode}
            values={values}
            errors={errors}
            set={set}
            onDepartsPicked={pickDeparts}
            onCheck={(key) => void checkOnBlur(key)}
            roleOptions={roleOptions}
            tenantOptions={tenantOptions}
            headOptions={headOptions}
          />
        </DialogContent>
        <FormDialogActions onClose={onClose} saving={saving} blockedReason={blockedReason} readOnly={readOnly} cancelLabel={T.cancel} closeLabel={T.close} submitLabel={T.submit} />
      </form>
    </Dialog>
  );
}
