/** Login, session and current-user calls (contract §2, §4.1). */
import { currentToken, getAction, postAction, putAction } from '../http';
import { ApiError, unwrap } from '../errors';
import { MSG } from '../messages';
import type { DictMap, Result } from '../envelope';
import type { CurrentUserDeparts, SelectDepartParams, SysDepart } from './depart';
import type { LoginInfo, VisitInfo } from './log';
import type { PermissionResult } from './permission';
import type { SysTenant } from './tenant';
import type { SysUser } from './user';

/** `POST /sys/login` and `/sys/phoneLogin` success payload (contract §2.2). */
export interface LoginResult {
  token: string;
  userInfo: SysUser;
  departs: SysDepart[];
  multi_depart: 0 | 1 | 2;
  sysAllDictItems: DictMap;
  /** Present only when the user has relTenantIds. */
  tenantList?: SysTenant[];
}

export interface LoginParams {
  username: string;
  password: string;
  captcha: string;
  checkKey: string | number;
  remember_me?: boolean;
}

export interface PhoneLoginParams {
  mobile: string;
  captcha: string;
}

export interface SmsParams {
  mobile: string;
  /** "0" login, "1" register, "2" forgot password. */
  smsmode: '0' | '1' | '2';
}

export interface UpdatePasswordParams {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/**
 * The login calls succeed only on `code == 200`: a wrong SMS code answers
 * `success:true, code:0, message:"手机验证码错误"` (contract §2.3).
 */
function requireCode200(res: Result<LoginResult>): LoginResult {
  if (String(res.code) === '200') return res.result;
  const message = typeof res.message === 'string' && res.message.trim() !== '' ? res.message : MSG.businessFallback;
  throw new ApiError('business', message, { status: 200, response: res });
}

/** POST /sys/login (unsigned, like the Vue console's raw login call). Captcha failures carry `response.code === 412`. */
export async function login(p: LoginParams): Promise<LoginResult> {
  return requireCode200(await postAction<LoginResult>('/sys/login', p, { signed: false }));
}

/** GET /sys/thirdLogin/getLoginUser/{token}/{thirdType}: the login answer for the token a third-party provider handed back. */
export async function thirdLoginUser(token: string, thirdType: string): Promise<LoginResult> {
  return requireCode200(await getAction<LoginResult>(`/sys/thirdLogin/getLoginUser/${encodeURIComponent(token)}/${encodeURIComponent(thirdType)}`));
}

/** The demo's emulated provider: the token its callback would have issued for the bound account (demo backend only). */
export async function emulatedThirdLoginToken(thirdType: string): Promise<string> {
  return unwrap(await postAction<{ token: string }>('/__demo/third-login', { thirdType })).token;
}

export async function phoneLogin(p: PhoneLoginParams): Promise<LoginResult> {
  return requireCode200(await postAction<LoginResult>('/sys/phoneLogin', p, { signed: false }));
}

export async function sendSms(p: SmsParams): Promise<void> {
  unwrap(await postAction<unknown>('/sys/sms', p));
}

/** The captcha image as a data URL; `checkKey` must be sent back with the login. */
export async function getCaptcha(checkKey: string | number): Promise<string> {
  return unwrap(await getAction<string>(`/sys/randomImage/${encodeURIComponent(String(checkKey))}`));
}

/**
 * POST /sys/logout with the token. A business failure (e.g. "Token无效!") is
 * ignored because the caller clears the session anyway; a transport failure
 * rejects silently so the caller can show its own message.
 */
export async function logout(): Promise<void> {
  const token = currentToken();
  await postAction<unknown>('/sys/logout', undefined, {
    signed: false,
    silent: true,
    headers: token ? { 'X-Access-Token': token } : {},
  });
}

/** The permission answer carried no menu: the account may sign in but has nothing to open. */
export class EmptyMenuError extends Error {
  constructor() {
    super(MSG.emptyMenu);
    this.name = 'EmptyMenuError';
  }
}

export async function getUserPermissionByToken(): Promise<PermissionResult> {
  const result = unwrap(await getAction<PermissionResult>('/sys/permission/getUserPermissionByToken'));
  if (!result || !Array.isArray(result.menu) || result.menu.length === 0) throw new EmptyMenuError();
  return {
    ...result,
    auth: Array.isArray(result.auth) ? result.auth : [],
    allAuth: Array.isArray(result.allAuth) ? result.allAuth : [],
    sysSafeMode: Boolean(result.sysSafeMode),
  };
}

export async function getCurrentUserDeparts(): Promise<CurrentUserDeparts> {
  const result = unwrap(await getAction<CurrentUserDeparts | null>('/sys/user/getCurrentUserDeparts'));
  return { list: result?.list ?? [], orgCode: result?.orgCode ?? null };
}

export async function selectDepart(p: SelectDepartParams): Promise<{ userInfo: SysUser }> {
  return unwrap(await putAction<{ userInfo: SysUser }>('/sys/selectDepart', p));
}

/** Changes the current user's password; resolves with the server message (e.g. 密码重置成功!). */
export async function updatePassword(p: UpdatePasswordParams): Promise<string> {
  const res = await putAction<unknown>('sys/user/updatePassword', p);
  unwrap(res);
  return res.message;
}

export async function getLoginInfo(): Promise<LoginInfo> {
  return unwrap(await getAction<LoginInfo>('/sys/loginfo'));
}

export async function getVisitInfo(): Promise<VisitInfo[]> {
  return unwrap(await getAction<VisitInfo[] | null>('/sys/visitInfo')) ?? [];
}

/** Effective tenants of the current user (`{}` from the server when none). */
export async function getCurrentUserTenants(): Promise<SysTenant[]> {
  const result = unwrap(await getAction<{ list?: SysTenant[] } | null>('/sys/tenant/getCurrentUserTenant'));
  return result?.list ?? [];
}
