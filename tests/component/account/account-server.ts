/**
 * The fake backend for the account tests, plus a helper that signs a seeded user in the way the
 * login page does (token, user info, button lists).
 */
import type { LoginResult } from '@/api/sys/auth';
import type { SysUser } from '@/api/sys/user';
import { saveLogin } from '@/session';
import { server } from '@fake/node';
import { login } from '../../unit/fake-server/fake-client';

export const accountServer = server;

export { resetFakeDb } from '@fake/node';

/** Logs `username` in against the fake backend and stores the session; resolves with the user info and token. */
export async function signIn(username: string, password = '123456'): Promise<{ user: SysUser; token: string }> {
  const res = await login(username, password);
  const result = res.body.result as LoginResult;
  if (!result?.token) throw new Error(`login of ${username} failed: ${res.body.message}`);
  saveLogin(result);
  return { user: result.userInfo, token: result.token };
}
