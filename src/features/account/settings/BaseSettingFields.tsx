import Avatar from '@mui/material/Avatar';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fileAccessUrl } from '@/api/files';
import { DateInput, DictSelect } from '@/widgets/form';
import { ImageUpload } from '@/widgets/upload';
import { ACCOUNT_TEXT as T } from '../account-text';
import type { BaseSettingErrors, BaseSettingValues } from './base-setting-rules';

export interface BaseSettingFieldsProps {
  username: string;
  values: BaseSettingValues;
  errors: BaseSettingErrors;
  set: <K extends keyof BaseSettingValues>(field: K, value: BaseSettingValues[K]) => void;
  blur: (field: keyof BaseSettingValues) => Promise<void>;
}

/** The 基本设置 fields: 登录账号 (read only), 真实姓名, 性别, 手机号码, 邮箱, 生日, 个人简介. */
export function BaseSettingFields({ username, values, errors, set, blur }: BaseSettingFieldsProps) {
  const text = (field: 'realname' | 'email' | 'phone', label: string, required = false) => (
    <TextField
      label={label}
      value={values[field]}
      required={required}
      onChange={(e) => set(field, e.target.value)}
      onBlur={() => void blur(field)}
      error={!!errors[field]}
      helperText={errors[field] || ' '}
      size="small"
      fullWidth
    />
  );

  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      <Grid size={12}>
        <TextField label="登录账号" value={username} size="small" fullWidth disabled helperText=" " />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('realname', T.realname, true)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DictSelect label={T.sex} dictCode="sex" value={values.sex} onChange={(v) => set('sex', v)} placeholder="请选择性别" helperText=" " />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('phone', T.phone, true)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('email', T.email)}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateInput label={T.birthday} value={values.birthday} onChange={(v) => set('birthday', v)} placeholder="请选择生日" helperText=" " />
      </Grid>
      <Grid size={12}>
        <TextField
          label={T.description}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          onBlur={() => void blur('description')}
          error={!!errors.description}
          helperText={errors.description || ' '}
          multiline
          minRows={3}
          size="small"
          fullWidth
        />
      </Grid>
    </Grid>
  );
}

/** The avatar with its upload; without one, the first character of the name. */
export function BaseSettingAvatar({ avatar, name, onChange }: { avatar: string; name: string; onChange: (value: string) => void }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <FormLabel>{T.avatar}</FormLabel>
      <Avatar src={avatar ? fileAccessUrl(avatar) : undefined} alt={`${name}的头像`} sx={{ width: 120, height: 120, fontSize: 40 }}>
        {name.slice(0, 1)}
      </Avatar>
      <Typography variant="caption" color="text.secondary">
        {T.changeAvatar}
      </Typography>
      <ImageUpload value={avatar} onChange={onChange} biz="user" text={T.changeAvatar} />
    </Stack>
  );
}
