import { useEffect, useState, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PASSWORD_PATTERN, USER_TEXT as T } from './user-config';
import { userServices, type UserServices } from './user-services';
import { sendAndReport } from '@/widgets/feedback';
import { FormDialogActions } from '@/widgets/form';

export interface PasswordDialogProps {
  /** The user whose password the administrator resets; null closes the dialog. */
  username: string | null;
  onClose: () => void;
  services?: UserServices;
}

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  placeholder: string;
}

/** A required, hidden password entry with its rule message kept in place below it. */
function PasswordField({ label, value, onChange, error, placeholder }: PasswordFieldProps) {
  return <TextField label={label} type="password" required value={value} onChange={(e) => onChange(e.target.value)} error={Boolean(error)} helperText={error ?? ' '} placeholder={placeholder} size="small" />;
}

/** 重新设置密码 (PasswordModal.vue): an administrator sets a new password through /sys/user/changePassword. */
export function PasswordDialog({ username, onClose, services = userServices }: PasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setPassword('');
    setConfirm('');
    setErrors({});
  }, [username]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username || saving) return;
    const found: typeof errors = {};
    if (!PASSWORD_PATTERN.test(password)) found.password = T.passwordRule;
    if (!confirm) found.confirm = T.passwordConfirmRequired;
    else if (confirm !== password) found.confirm = T.passwordMismatch;
    setErrors(found);
    if (found.password || found.confirm) return;
    setSaving(true);
    await sendAndReport(() => services.changePassword(username, password), () => onClose());
    setSaving(false);
  };

  return (
    <Dialog open={username !== null} onClose={onClose} aria-labelledby="user-password-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="user-password-title">{T.passwordTitle}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField label={T.username} value={username ?? ''} disabled size="small" />
            <PasswordField label={T.newPassword} value={password} onChange={setPassword} error={errors.password} placeholder="请输入登录密码" />
            <PasswordField label={T.confirmpassword} value={confirm} onChange={setConfirm} error={errors.confirm} placeholder="请重新输入登录密码" />
          </Stack>
        </DialogContent>
        <FormDialogActions onClose={onClose} saving={saving} cancelLabel={T.cancel} submitLabel={T.submit} />
      </form>
    </Dialog>
  );
}
