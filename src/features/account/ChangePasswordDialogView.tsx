/**
 * The change-password dialog's look, stateless: every state (empty, invalid, server warning,
 * submitting) is a set of props, so stories can show each one.
 */
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PASSWORD_TEXT, type PasswordFormErrors, type PasswordFormValues } from './change-password-rules';

export interface ChangePasswordDialogViewProps {
  open: boolean;
  values: PasswordFormValues;
  errors: PasswordFormErrors;
  submitting: boolean;
  /** Server refusal, shown as a warning. */
  serverMessage?: string | null;
  onFieldChange: (field: keyof PasswordFormValues, value: string) => void;
  onFieldBlur?: (field: keyof PasswordFormValues) => void;
  onSubmit: () => void;
  onClose: () => void;
}

const FIELDS: { name: keyof PasswordFormValues; label: string; autoComplete: string; placeholder: string }[] = [
  { name: 'oldpassword', label: PASSWORD_TEXT.oldpassword, autoComplete: 'current-password', placeholder: '请输入旧密码' },
  { name: 'password', label: PASSWORD_TEXT.password, autoComplete: 'new-password', placeholder: '请输入新密码' },
  { name: 'confirmpassword', label: PASSWORD_TEXT.confirmpassword, autoComplete: 'new-password', placeholder: '请确认新密码' },
];

export function ChangePasswordDialogView(props: ChangePasswordDialogViewProps) {
  const { open, values, errors, submitting, serverMessage, onFieldChange, onFieldBlur, onSubmit, onClose } = props;

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!submitting) onClose();
      }}
      maxWidth={false}
      aria-labelledby="change-password-title"
      slotProps={{ paper: { sx: { width: 800, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="change-password-title">{PASSWORD_TEXT.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {serverMessage && (
              <Alert severity="warning" role="alert">
                {serverMessage}
              </Alert>
            )}
            {FIELDS.map((f, i) => (
              <TextField
                key={f.name}
                name={f.name}
                type="password"
                label={f.label}
                placeholder={f.placeholder}
                required
                fullWidth
                autoFocus={i === 0}
                autoComplete={f.autoComplete}
                disabled={submitting}
                value={values[f.name]}
                error={Boolean(errors[f.name])}
                helperText={errors[f.name] ?? ' '}
                onChange={(e) => onFieldChange(f.name, e.target.value)}
                onBlur={() => onFieldBlur?.(f.name)}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={submitting}>
            {PASSWORD_TEXT.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {PASSWORD_TEXT.ok}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default ChangePasswordDialogView;
