/**
 * 第三方登录 round trip: the login page sends the browser to the provider's
 * sign-in page (VITE_THIRD_LOGIN_URL), which comes back to /user/login with
 * `thirdLoginToken` and `thirdType`; the page then asks getLoginUser for the
 * session. A build without a provider says so instead of leaving.
 */
export const THIRD_LOGIN_TYPE = 'github';
export const THIRD_LOGIN_NOT_CONFIGURED = '未配置第三方登录';
/** The demo build shows its emulated provider on the login address with this query parameter. */
export const EMULATED_PROVIDER_PARAM = 'thirdLoginProvider';

export interface ThirdLoginReturn {
  token: string;
  thirdType: string;
}

/** Where 第三方登录 goes, or null when no provider is configured. */
export function thirdLoginTarget(providerUrl: string | undefined, thirdType: string, redirect: string | null): string | null {
  const base = providerUrl?.trim();
  if (!base) return null;
  const params = new URLSearchParams({ thirdType });
  if (redirect) params.set('redirect', redirect);
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** The provider's answer in the login page's query, or null when there is none. */
export function readThirdLoginReturn(search: string): ThirdLoginReturn | null {
  const params = new URLSearchParams(search);
  const token = params.get('thirdLoginToken')?.trim();
  const thirdType = params.get('thirdType')?.trim();
  return token && thirdType ? { token, thirdType } : null;
}

/** The login page's address carrying the provider's answer back. */
export function thirdLoginReturnUrl(loginPath: string, answer: ThirdLoginReturn, redirect: string | null): string {
  const params = new URLSearchParams({ thirdLoginToken: answer.token, thirdType: answer.thirdType });
  if (redirect) params.set('redirect', redirect);
  return `${loginPath}?${params.toString()}`;
}
