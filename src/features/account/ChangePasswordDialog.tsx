/**
 * 修改密码 for the signed-in user (header drop-down 密码修改). The caller checks
 * `canOpenPasswordDialog(username)` first and shows its warning instead of opening.
 * A refusal from the server stays in the dialog as a warning; on success the dialog reports the
 * server message through `onSuccess` and closes.
 */
import { useState } from 'react';
import { updatePassword } from '@/api/sys/auth';
import type { UpdatePasswordParams } from '@/api/sys/auth';
import { ChangePasswordDialogView } from './ChangePasswordDialogView';
import {
  EMPTY_PASSWORD_FORM,
  validatePasswordForm,
  type PasswordFormErrors,
  type PasswordFormValues,
} from './change-password-rules';

export { canOpenPasswordDialog } from './change-password-rules';

export interface ChangePasswordDialogProps {
  open: boolean;
  /** The current user's username (sent with the request). */
  username: string;
  onClose: () => void;
  /** Called with the server's message after a successful change (show it as a success message). */
  onSuccess?: (message: string) => void;
  /** Sends the change; resolves with the server message, rejects with an Error carrying the message to show. */
  submit?: (values: UpdatePasswordParams) => Promise<string>;
}

const FALLBACK_FAILURE = '操作失败';

export function ChangePasswordDialog({ open, username, onClose, onSuccess, submit = updatePassword }: ChangePasswordDialogProps) {
  const [values, setValues] = useState<PasswordFormValues>({ ...EMPTY_PASSWORD_FORM });
  const [touched, setTouched] = useState<Partial<Record<keyof PasswordFormValues, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const allErrors = validatePasswordForm(values);
  // Errors appear for a field once it was left, and for every field after a submit attempt.
  const errors: PasswordFormErrors = {};
  (Object.keys(allErrors) as (keyof PasswordFormValues)[]).forEach((k) => {
    if (submitted || touched[k]) errors[k] = allErrors[k];
  });

  const reset = () => {
    setValues({ ...EMPTY_PASSWORD_FORM });
    setTouched({});
    setSubmitted(false);
    setSubmitting(false);
    setServerMessage(null);
  };

  const close = () => {
    reset();
    onClose();
  };

  const handleSubmit = async () => {
    setSubmitted(true);
    if (Object.keys(allErrors).length > 0) return;
    setSubmitting(true);
    setServerMessage(null);
    try {
      const message = await submit({ username, ...values });
      reset();
      onSuccess?.(message);
      onClose();
    } catch (e) {
      setSubmitting(false);
      setServerMessage(e instanceof Error && e.message ? e.message : FALLBACK_FAILURE);
    }
  };

  return (
    <ChangePasswordDialogView
      open={open}
      values={values}
      errors={errors}
      submitting={submitting}
      serverMessage={serverMessage}
      onFieldChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      onFieldBlur={(field) => setTouched((t) => (t[field] ? t : { ...t, [field]: true }))}
      onSubmit={() => void handleSubmit()}
      onClose={close}
    />
  );
}

export default ChangePasswordDialog;
