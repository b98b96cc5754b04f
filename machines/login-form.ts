/**
 * The login form's side of the login flow: the exact Chinese messages, the mobile pattern, the
 * form's field types, the checks of both tabs, and how a failed login reads (without importing
 * the HTTP client). Pure: the login chart and the login page share it.
 */
import { MOBILE_PATTERN } from '@/lib/mobile-number';

export const LOGIN_MESSAGES = {
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  captchaRequired: '请输入验证码',
  mobileRequired: '请输入手机号',
  mobileInvalid: '请输入正确手机号',
  noDepart: '您尚未归属部门,请确认账号信息',
  loginFailed: '登录失败',
} as const;

export { MOBILE_PATTERN };
export const SMS_COUNTDOWN_SECONDS = 60;

export type LoginTab = 'account' | 'phone';
export type LoginField = 'username' | 'password' | 'captcha' | 'mobile' | 'smsCode';
export type FieldErrors = Partial<Record<LoginField, string>>;

export interface AccountCredentials {
  username: string;
  password: string;
  captcha: string;
}

export interface LoginInput {
  /** The `redirect` query of the login page (unchecked; `safeRedirect` filters it). */
  redirect?: string | null;
  /** Source of captcha check keys; Date.now in production. */
  now?: () => number;
  tab?: LoginTab;
}

/**
 * True for an ApiError the HTTP client announced itself (every kind but a business answer, which
 * it leaves to the caller); read by shape so the machine does not import the client.
 */
export function isAnnouncedFailure(error: unknown): boolean {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return error instanceof Error && typeof kind === 'string' && kind !== 'business';
}

/** Reads the server message and `code` from an ApiError (or anything thrown) without importing the client. */
export function describeLoginError(error: unknown): { message: string; code: number | null } {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const response = (error as { response?: { code?: unknown } } | null)?.response;
  const raw = response && typeof response === 'object' ? Number(response.code) : NaN;
  return { message: message || LOGIN_MESSAGES.loginFailed, code: Number.isFinite(raw) ? raw : null };
}

export function validateMobile(mobile: string): string | undefined {
  if (!mobile) return LOGIN_MESSAGES.mobileRequired;
  return MOBILE_PATTERN.test(mobile) ? undefined : LOGIN_MESSAGES.mobileInvalid;
}

export function validateAccount(c: AccountCredentials): FieldErrors {
  const errors: FieldErrors = {};
  if (!c.username.trim()) errors.username = LOGIN_MESSAGES.usernameRequired;
  if (!c.password) errors.password = LOGIN_MESSAGES.passwordRequired;
  if (!c.captcha.trim()) errors.captcha = LOGIN_MESSAGES.captchaRequired;
  return errors;
}

export function validatePhone(mobile: string, captcha: string): FieldErrors {
  const errors: FieldErrors = {};
  const mobileError = validateMobile(mobile);
  if (mobileError) errors.mobile = mobileError;
  if (!captcha.trim()) errors.smsCode = LOGIN_MESSAGES.captchaRequired;
  return errors;
}
