/** Logs the admin in for a screen test: token, button permissions and the admin role (query form shown). */
import type { LoginResult } from '@/api/sys/auth';
import type { PermissionResult } from '@/api/sys/permission';
import type { SysUser } from '@/api/sys/user';
import { saveButtonAuth, saveLogin, setUserInfo } from '@/session';
import { call, login } from '../../../unit/fake-server/fake-client';

export async function loginAdmin(): Promise<void> {
  const res = (await login('admin')).body.result as LoginResult;
  saveLogin(res);
  const perms = (await call<PermissionResult>('/sys/permission/getUserPermissionByToken', { token: res.token })).body.result;
  saveButtonAuth(perms.auth, perms.allAuth);
  setUserInfo({ ...res.userInfo, roleCode: 'admin' } as SysUser);
}
