import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useDisabledAuthFilter } from '@/session';
import { DateInput, DictSelect } from '@/widgets/form';
import { DepartPicker, PositionPicker } from '@/widgets/pickers';
import { ImageUpload } from '@/widgets/upload';
import { USER_TEXT as T } from './user-config';
import type { DepartIdModel } from './user-services';
import type { UserFormErrors, UserFormValues } from './user-validation';
import type { UserDialogMode } from './UserFormDialog';
import { UserMultiSelect } from './UserMultiSelect';

type Option = { value: string; text: string };

export interface UserFormFieldsProps {
  mode: UserDialogMode | null;
  values: UserFormValues;
  errors: UserFormErrors;
  /** A field's new value (marks the draft touched and clears the field's error). */
  set: <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => void;
  /** 负责部门 can only name departments the user belongs to: the form drops the others. */
  onDepartsPicked: (value: string, models: DepartIdModel[]) => void;
  /** The server's duplicate check of a field, on leaving it. */
  onCheck: (key: keyof UserFormValues) => void;
  roleOptions: readonly Option[];
  tenantOptions: readonly Option[];
  headOptions: readonly Option[];
}

/** The fields of the user form (UserModal.vue), read-only in 详情; the account never changes after 新增. */
export function UserFormFields({ mode, values, errors, set, onDepartsPicked, onCheck, roleOptions, tenantOptions, headOptions }: UserFormFieldsProps) {
  const readOnly = mode === 'detail';
  const adding = mode === 'add';
  // Fields governed by permsType "2" rules of 用户管理 (UserModal.vue's disabledAuthFilter).
  const disabledByAuth = useDisabledAuthFilter();

  const text = (key: keyof UserFormValues, label: string, more: { required?: boolean; type?: string; readOnly?: boolean; disabled?: boolean } = {}) => (
    <TextField
      label={label}
      required={more.required}
      type={more.type}
      value={values[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      onBlur={() => onCheck(key)}
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

  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      <Grid size={{ xs: 12, sm: 6 }}>{text('username', T.username, { required: true, readOnly: mode !== 'add' })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('realname', T.realname, { required: true })}</Grid>
      {adding && <Grid size={{ xs: 12, sm: 6 }}>{text('password', T.password, { required: true, type: 'password' })}</Grid>}
      {adding && <Grid size={{ xs: 12, sm: 6 }}>{text('confirmpassword', T.confirmpassword, { required: true, type: 'password' })}</Grid>}
      <Grid size={{ xs: 12, sm: 6 }}>{text('workNo', T.workNo, { required: true })}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PositionPicker label={T.post} value={values.post} onChange={(v) => set('post', v)} disabled={readOnly} helperText=" " />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{<UserMultiSelect label={T.roles} value={values.roles} onChange={(v) => set('roles', v)} options={roleOptions} placeholder={T.rolesPlaceholder} error={errors.roles} disabled={readOnly} />}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DepartPicker
          multi
          label={T.departs}
          value={values.departs}
          disabled={readOnly}
          placeholder={T.departPlaceholder}
          helperText=" "
          onChange={(value, rows) => onDepartsPicked(value, rows.map((r) => ({ key: r.id, value: r.id, title: r.departName })))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{<UserMultiSelect label={T.tenants} value={values.tenants} onChange={(v) => set('tenants', v)} options={tenantOptions} placeholder={T.tenantsPlaceholder} error={errors.tenants} disabled={readOnly} />}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormControl disabled={readOnly}>
          <FormLabel id="user-identity-label">{T.identity}</FormLabel>
          <RadioGroup row aria-labelledby="user-identity-label" value={values.userIdentity} onChange={(e) => set('userIdentity', e.target.value as '1' | '2')}>
            <FormControlLabel value="1" control={<Radio size="small" />} label={T.identityMember} />
            <FormControlLabel value="2" control={<Radio size="small" />} label={T.identitySuperior} />
          </RadioGroup>
        </FormControl>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{values.userIdentity === '2' && <UserMultiSelect label={T.headOf} value={values.departIds} onChange={(v) => set('departIds', v)} options={headOptions} placeholder={T.headOfPlaceholder} error={errors.departIds} disabled={readOnly} />}</Grid>
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
  );
}
