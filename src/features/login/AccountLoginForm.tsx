import Box from '@mui/material/Box';
import { LoginTextField as TextField } from './LoginTextField';
import type { AccountCredentials, FieldErrors } from '@machines/login.machine';
import { CaptchaImage } from './CaptchaImage';
import { loginFieldProps } from './login-field';
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
  const field = loginFieldProps(values, errors, disabled, onChange);
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
