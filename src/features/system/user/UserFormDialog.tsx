import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormDraft } from '@/session/drafts';
import { BlockedReason, DateInput, DictSelect, RecordSaveStatus, useRecordSave, useRelatedData, type RecordSave } from '@/widgets/form';
import { useDisabledAuthFilter } from '@/session';
import { DepartPicker, PositionPicker } from '@/widgets/pickers';
import { ImageUpload } from '@/widgets/upload';
import { USER_TEXT as T, type UserRow } from './user-config';
import { userServices, type DepartIdModel, type UserInput, type UserServices } from './user-services';
import { BLANK_USER, duplicateError, duplicateErrors, syncErrors, type UserFormErrors, type UserFormValues } from './user-validation';

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

const split = (text?: string | null) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);

function fromRecord(r: UserRow): UserFormValues {
  return {
    ...BLANK_USER,
    username: r.username ?? '',
    realname: r.realname ?? '',
    workNo: r.workNo ?? '',
    tenants: split(r.relTenantIds),
    userIdentity: r.userIdentity === 2 ? '2' : '1',
    departIds: split(r.departIds),
    avatar: r.avatar ?? '',
    birthday: r.birthday ?? '',
    sex: r.sex === null || r.sex === undefined ? '' : String(r.sex),
    email: r.email ?? '',
    phone: r.phone ?? '',
    telephone: r.telephone ?? '',
    post: r.post ?? '',
  };
}

/** 新增 / 编辑 / 详情 of a user (UserModal.vue): roles, departments, tenants, identity, avatar and the checks. */
export function UserFormDialog({ mode, record, onClose: close, onSaved: saved, services = userServices, validateOnOpen = false, inDepart, draftForm }: UserFormDialogProps) {
  const [values, setValues] = useState<UserFormValues>(BLANK_USER);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [departOptions, setDepartOptions] = useState<DepartIdModel[]>([]);
  const open = mode !== null;
  const adding = mode === 'add';
  const readOnly = mode === 'detail';
  const userId = record?.id;
  // Fields governed by permsType "2" rules of 用户管理 (UserModal.vue's disabledAuthFilter).
  const disabledByAuth = useDisabledAuthFilter();
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
    setValues(fill(initial));
    setErrors(validateOnOpen ? syncErrors(initial, mode === 'add') : {});
    setDepartOptions(!record && inDepart ? [inDepart] : []);
  }, [open, mode, record, validateOnOpen, fill, inDepart]);

  // Each answer (a reopening's or a 重试's too) fills the links in: the status is a dependency because
  // a re-read may answer the very same array.
  const loadedRoles = userRoles.data;
  useEffect(() => {
    // A restored draft's choices win over the stored links.
    if (loadedRoles) setValues((v) => ({ ...v, roles: restored()?.roles ?? loadedRoles }));
  }, [loadedRoles, userRoles.status, record, restored]);
  const loadedDeparts = userDeparts.data;
  useEffect(() => {
    if (!loadedDeparts) return;
    setDepartOptions(loadedDeparts);
    setValues((v) => ({ ...v, departs: restored()?.departs ?? loadedDeparts.map((m) => m.key).join(',') }));
  }, [loadedDeparts, userDeparts.status, record, restored]);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    draft.touch();
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
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
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const superior = values.userIdentity === '2';
    const input: UserInput = {
      username: values.username.trim(),
      realname: values.realname.trim(),
      workNo: values.workNo.trim(),
      avatar: values.avatar || null,
      birthday: values.birthday,
      sex: values.sex ? Number(values.sex) : null,
      email: values.email.trim(),
      phone: values.phone.trim(),
      telephone: values.telephone.trim(),
      post: values.post || null,
      userIdentity: superior ? 2 : 1,
      departIds: superior ? values.departIds.join(',') : '',
      relTenantIds: values.tenants.join(','),
      selectedroles: values.roles.join(','),
      selecteddeparts: values.departs,
      ...(adding ? { password: values.password, confirmpassword: values.confirmpassword } : {}),
    };
    await send(input);
  };

  const text = (key: keyof UserFormValues, label: string, more: { required?: boolean; type?: string; readOnly?: boolean; disabled?: boolean } = {}) => (
    <TextField
      label={label}
      required={more.required}
      type={more.type}
      value={values[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      onBlur={() => void checkOnBlur(key)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      placeholder={`请输入${label}`}
      size="small"
      fullWidth
      disabled={more.disabled}
      slotProps={{
        htmlInput: { readOnly: readOnly || more.readOnly },
        // A field that can never change here (the account of an existing user) looks it, not only in 详情.
        input: more.readOnly && !readOnly ? { sx: { bgcolor: 'action.hover' } } : undefined,
      }}
    />
  );

  const multiSelect = (key: 'roles' | 'tenants' | 'departIds', label: string, options: Array<{ value: string; text: string }>, placeholder: string) => (
    <TextField
      select
      label={label}
      value={values[key]}
      onChange={(e) => set(key, (typeof e.target.value === 'string' ? split(e.target.value) : e.target.value) as string[])}
      disabled={readOnly}
      size="small"
      fullWidth
      helperText={errors[key] ?? ' '}
      error={Boolean(errors[key])}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const ids = selected as string[];
            if (ids.length === 0) return <Typography color="text.disabled" component="span">{placeholder}</Typography>;
            return ids.map((id) => options.find((o) => o.value === id)?.text ?? id).join('，');
          },
        },
        inputLabel: { shrink: true },
      }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );

  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, text: r.roleName }));
  const tenantOptions = (tenants.data ?? []).map((t) => ({ value: String(t.id), text: t.name }));
  const headOptions = departOptions.map((d) => ({ value: d.key, text: d.title }));

  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} aria-labelledby="user-form-title" slotProps={{ paper: { sx: { width: 800, maxWidth: '95vw' } } }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="user-form-title">{mode ? T.titles[mode] : ''}</DialogTitle>
        <DialogContent dividers>
          {!readOnly && <RecordSaveStatus related={related} notice={notice} />}
          <Grid container columnSpacing={2} rowSpacing={0.5}>
            <Grid size={{ xs: 12, sm: 6 }}>{text('username', T.username, { required: true, readOnly: mode !== 'add' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('realname', T.realname, { required: true })}</Grid>
            {adding && <Grid size={{ xs: 12, sm: 6 }}>{text('password', T.password, { required: true, type: 'password' })}</Grid>}
            {adding && <Grid size={{ xs: 12, sm: 6 }}>{text('confirmpassword', T.confirmpassword, { required: true, type: 'password' })}</Grid>}
            <Grid size={{ xs: 12, sm: 6 }}>{text('workNo', T.workNo, { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PositionPicker label={T.post} value={values.post} onChange={(v) => set('post', v)} disabled={readOnly} helperText=" " />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{multiSelect('roles', T.roles, roleOptions, T.rolesPlaceholder)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DepartPicker
                multi
                label={T.departs}
                value={values.departs}
                disabled={readOnly}
                placeholder={T.departPlaceholder}
                helperText=" "
                onChange={(value, rows) => {
                  set('departs', value);
                  const models = rows.map((r) => ({ key: r.id, value: r.id, title: r.departName }));
                  setDepartOptions(models);
                  // 负责部门 can only name departments the user belongs to.
                  setValues((v) => ({ ...v, departIds: v.departIds.filter((id) => models.some((m) => m.key === id)) }));
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{multiSelect('tenants', T.tenants, tenantOptions, T.tenantsPlaceholder)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormControl disabled={readOnly}>
                <FormLabel id="user-identity-label">{T.identity}</FormLabel>
                <RadioGroup row aria-labelledby="user-identity-label" value={values.userIdentity} onChange={(e) => set('userIdentity', e.target.value as '1' | '2')}>
                  <FormControlLabel value="1" control={<Radio size="small" />} label={T.identityMember} />
                  <FormControlLabel value="2" control={<Radio size="small" />} label={T.identitySuperior} />
                </RadioGroup>
              </FormControl>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{values.userIdentity === '2' && multiSelect('departIds', T.headOf, headOptions, T.headOfPlaceholder)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateInput label={T.birthday} value={values.birthday} onChange={(v) => set('birthday', v)} disabled={readOnly || disabledByAuth('user:form:birthday')} placeholder="请选择生日" helperText=" " />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DictSelect label={T.sex} dictCode="sex" value={values.sex} onChange={(v) => set('sex', v)} disabled={readOnly} placeholder="请选择性别" helperText=" " />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('email', T.email)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('phone', T.phone, { disabled: disabledByAuth('user:form:phone') })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('telephone', T.telephone)}</Grid>
            <Grid size={12}>
              <FormLabel>{T.avatar}</FormLabel>
              <ImageUpload value={values.avatar} onChange={(v) => set('avatar', v)} disabled={readOnly} biz="user" />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          {!readOnly && <BlockedReason reason={blockedReason} />}
          <Button onClick={onClose}>{readOnly ? T.close : T.cancel}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={saving || Boolean(blockedReason)}>
              {T.submit}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
