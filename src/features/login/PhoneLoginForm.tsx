import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoginTextField as TextField } from './LoginTextField';
import type { FieldErrors } from '@machines/login.machine';
import { loginFieldProps } from './login-field';
import { LOGIN_TEXT } from './messages';

export interface PhoneValues {
  mobile: string;
  smsCode: string;
}

interface Props {
  values: PhoneValues;
  errors: FieldErrors;
  /** Seconds left before another code may be requested; 0 when allowed. */
  countdown: number;
  sending: boolean;
  disabled?: boolean;
  onChange(values: PhoneValues): void;
  onSendSms(): void;
}

export function PhoneLoginForm({ values, errors, countdown, sending, disabled, onChange, onSendSms }: Props) {
  const field = loginFieldProps(values, errors, disabled, onChange);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <TextField label={LOGIN_TEXT.mobile} autoComplete="tel" autoFocus inputMode="numeric" {...field('mobile')} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField label={LOGIN_TEXT.smsCode} autoComplete="one-time-code" {...field('smsCode')} />
        <Button
          variant="outlined"
          onClick={onSendSms}
          disabled={disabled || countdown > 0}
          loading={sending}
          sx={{ minWidth: 112, height: 56, flexShrink: 0 }}
        >
          {countdown > 0 ? LOGIN_TEXT.countdown(countdown) : LOGIN_TEXT.sendSms}
        </Button>
      </Box>
    </Box>
  );
}
