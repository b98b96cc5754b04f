/** Signs a demo account into the client session, with its button grants, for workflow screen tests. */
import type { LoginResult, PermissionResult, SysUser } from '@/api/types';
import { saveButtonAuth, saveLogin, setUserInfo } from '@/session';
import { call, login } from '../../unit/fake-server/fake-client';

export async function signIn(username: string, roleCode: string): Promise<SysUser> {
  const res = (await login(username)).body.result as LoginResult;
  saveLogin(res);
  const perms = (await call<PermissionResult>('/sys/permission/getUserPermissionByToken', { token: res.token })).body.result;
  saveButtonAuth(perms.auth, perms.allAuth);
  setUserInfo({ ...res.userInfo, roleCode } as SysUser);
  return res.userInfo;
}
