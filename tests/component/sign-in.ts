/**
 * Signs a demo account into the client session against the fake backend, with its button grants,
 * as the login page does (login → saveLogin → getUserPermissionByToken → saveButtonAuth → setUserInfo).
 */
import type { LoginResult } from '@/api/sys/auth';
import type { PermissionResult } from '@/api/sys/permission';
import type { SysUser } from '@/api/sys/user';
import { saveButtonAuth, saveLogin, setUserInfo } from '@/session';
import { call, login } from '../unit/fake-server/fake-client';

/** What a sign-in left behind, for tests that call the backend themselves or check the grants. */
export interface SignedIn {
  /** The user info as the login answered it (without the role code the session is given). */
  user: SysUser;
  token: string;
  perms: PermissionResult;
}

export async function signInWithGrants(username: string, roleCode = username): Promise<SignedIn> {
  const res = (await login(username)).body.result as LoginResult;
  saveLogin(res);
  const perms = (await call<PermissionResult>('/sys/permission/getUserPermissionByToken', { token: res.token })).body.result;
  saveButtonAuth(perms.auth, perms.allAuth);
  setUserInfo({ ...res.userInfo, roleCode } as SysUser);
  return { user: res.userInfo, token: res.token, perms };
}

export async function signInAs(username: string, roleCode = username): Promise<SysUser> {
  return (await signInWithGrants(username, roleCode)).user;
}
