import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import { LoginTextField as TextField } from './LoginTextField';
import type { AccountCredentials, FieldErrors } from '@machines/login.machine';
import { CaptchaImage } from './CaptchaImage';
import { LOGIN_TEXT } from './messages';

export interface CaptchaState {
  image: string | null;
  loading: boolean;
  error: string | null;
}

interface Props {
  values: AccountCredentials;
  errors: FieldErrors;
  captcha: CaptchaState;
  demo: boolean;
  disabled?: boolean;
  onChange(values: AccountCredentials): void;
  onRefreshCaptcha(): void;
}

/** Username, password and captcha fields; the surrounding <form> submits on Enter. */
export function AccountLoginForm({ values, errors, captcha, demo, disabled, onChange, onRefreshCaptcha }: Props) {
  const field = (name: keyof AccountCredentials) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    disabled,
    fullWidth: true,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ ...values, [name]: e.target.value }),
  });
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <TextField label={LOGIN_TEXT.username} autoComplete="username" {...field('username')} />
      <TextField label={LOGIN_TEXT.password} type="password" autoComplete="current-password" {...field('password')} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        {/* Username and password come pre-filled, so the captcha is where typing starts. */}
        <TextField label={LOGIN_TEXT.captcha} autoComplete="off" autoFocus {...field('captcha')} />
        <CaptchaImage {...captcha} demo={demo} onRefresh={onRefreshCaptcha} />
      </Box>
    </Box>
  );
}
