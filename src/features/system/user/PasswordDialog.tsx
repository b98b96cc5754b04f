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
            <TextField
              label={T.newPassword}
              type="password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password ?? ' '}
              placeholder="请输入登录密码"
              size="small"
            />
            <TextField
              label={T.confirmpassword}
              type="password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={Boolean(errors.confirm)}
              helperText={errors.confirm ?? ' '}
              placeholder="请重新输入登录密码"
              size="small"
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onClose={onClose} saving={saving} cancelLabel={T.cancel} submitLabel={T.submit} />
      </form>
    </Dialog>
  );
}
