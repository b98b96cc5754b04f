/**
 * Change-password form texts (console.md §5, §8). The rules themselves live in the shared
 * validation catalogue; field names are the backend's (`oldpassword`, `password`, `confirmpassword`).
 */
import { PASSWORD_MESSAGES, validateChangePassword } from '@/validation/password';

export interface PasswordFormValues {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export type PasswordFormErrors = Partial<Record<keyof PasswordFormValues, string>>;

export const PASSWORD_TEXT = {
  title: '修改密码',
  oldpassword: '旧密码',
  password: '新密码',
  confirmpassword: '确认新密码',
  ...PASSWORD_MESSAGES,
  noUser: '当前系统无登录用户!',
  ok: '确定',
  cancel: '取消',
} as const;

export const EMPTY_PASSWORD_FORM: Readonly<PasswordFormValues> = Object.freeze({ oldpassword: '', password: '', confirmpassword: '' });

export function validatePasswordForm(v: PasswordFormValues): PasswordFormErrors {
  return validateChangePassword(v);
}

/** The warning to show instead of opening the dialog, or null when it may open. */
export function canOpenPasswordDialog(username: string | null | undefined): string | null {
  return username && username.trim() ? null : PASSWORD_TEXT.noUser;
}
