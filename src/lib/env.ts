/** WeChat Work and DingTalk embedded browsers log in through OAuth2 (/oauth2-app/login). */
export function isOAuth2AppEnv(ua: string = globalThis.navigator?.userAgent ?? ''): boolean {
  const lower = ua.toLowerCase();
  return lower.includes('wxwork') || lower.includes('dingtalk');
}

export const OAUTH2_LOGIN_PATH = '/oauth2-app/login';
