/** Reading and writing the stored session (vue-ls layout, 7-day expiry). */
import type { DictMap } from '@/api/envelope';
import type { LoginResult } from '@/api/sys/auth';
import type { AllAuthItem, AuthItem } from '@/api/sys/permission';
import type { SysUser } from '@/api/sys/user';
import { ls, sessionItems } from '@/lib/storage';
import {
  ACCESS_TOKEN,
  SESSION_TTL_MS,
  SYS_BUTTON_AUTH,
  TENANT_ID,
  UI_CACHE_DB_DICT_DATA,
  USER_AUTH,
  USER_INFO,
  USER_NAME,
} from './keys';
import { configureHttp } from '@/api/http';
import { sessionStore } from './store';
import { getToken } from './token';

export { getToken } from './token';

export function setToken(token: string): void {
  ls.set(ACCESS_TOKEN, token, SESSION_TTL_MS);
  sessionStore.refresh();
}

export function getUserName(): string | null {
  return ls.get<string>(USER_NAME);
}

export function getUserInfo(): SysUser | null {
  return ls.get<SysUser>(USER_INFO);
}

export function setUserInfo(user: SysUser): void {
  ls.set(USER_INFO, user, SESSION_TTL_MS);
  sessionStore.refresh();
}

export function getTenantId(): string | number | null {
  const id = ls.get<string | number>(TENANT_ID);
  return id === '' ? null : id;
}

export function setTenantId(id: string | number | null): void {
  if (id === null || id === '') ls.remove(TENANT_ID);
  else ls.set(TENANT_ID, id, SESSION_TTL_MS);
}

export function getDictCache(): DictMap | null {
  return ls.get<DictMap>(UI_CACHE_DB_DICT_DATA);
}

export function setDictCache(dicts: DictMap): void {
  ls.set(UI_CACHE_DB_DICT_DATA, dicts, SESSION_TTL_MS);
}

/** Stores what a successful login returns: token, username, user info and dictionaries, 7 days each. */
export function saveLogin(result: LoginResult): void {
  ls.set(ACCESS_TOKEN, result.token, SESSION_TTL_MS);
  ls.set(USER_NAME, result.userInfo.username, SESSION_TTL_MS);
  ls.set(USER_INFO, result.userInfo, SESSION_TTL_MS);
  ls.set(UI_CACHE_DB_DICT_DATA, result.sysAllDictItems ?? {}, SESSION_TTL_MS);
  sessionStore.refresh();
}

export interface ButtonAuth {
  auth: AuthItem[];
  allAuth: AllAuthItem[];
}

// Raw sessionStorage JSON (not vue-ls), as the Vue console's permission helpers read it.
function readList<T>(key: string): T[] {
  try {
    const parsed: unknown = JSON.parse(sessionItems.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

export function saveButtonAuth(auth: AuthItem[], allAuth: AllAuthItem[]): void {
  sessionItems.setItem(USER_AUTH, JSON.stringify(auth ?? []));
  sessionItems.setItem(SYS_BUTTON_AUTH, JSON.stringify(allAuth ?? []));
  sessionStore.refresh();
}

export function getButtonAuth(): ButtonAuth {
  return { auth: readList<AuthItem>(USER_AUTH), allAuth: readList<AllAuthItem>(SYS_BUTTON_AUTH) };
}

/** Removes token, permission list, user info, dictionary items, tenant and the button auth lists. */
export function clearSession(): void {
  ls.remove(ACCESS_TOKEN);
  ls.remove(USER_INFO);
  ls.remove(UI_CACHE_DB_DICT_DATA);
  ls.remove(TENANT_ID);
  sessionItems.removeItem(USER_AUTH);
  sessionItems.removeItem(SYS_BUTTON_AUTH);
  sessionStore.reset();
}

// The HTTP client and the dictionary lookups sit below the session: it hands them its token, tenant
// and dictionary cache as soon as anything that signs in is loaded.
configureHttp({ getToken, getTenantId, dictCache: { read: getDictCache, write: setDictCache } });
