/** Change-password dialog rules (console.md §5). */
export interface ChangePasswordValues {
  oldpassword?: string;
  password?: string;
  confirmpassword?: string;
}

export type ChangePasswordField = 'oldpassword' | 'password' | 'confirmpassword';

export const PASSWORD_MESSAGES = {
  oldRequired: '请输入旧密码!',
  newRequired: '请输入新密码!',
  confirmRequired: '请确认新密码!',
  mismatch: '两次输入的密码不一样！',
} as const;

export function validateChangePassword(values: ChangePasswordValues): Partial<Record<ChangePasswordField, string>> {
  const errors: Partial<Record<ChangePasswordField, string>> = {};
  if (!values.oldpassword) errors.oldpassword = PASSWORD_MESSAGES.oldRequired;
  if (!values.password) errors.password = PASSWORD_MESSAGES.newRequired;
  if (!values.confirmpassword) errors.confirmpassword = PASSWORD_MESSAGES.confirmRequired;
  else if (values.confirmpassword !== values.password) errors.confirmpassword = PASSWORD_MESSAGES.mismatch;
  return errors;
}
