/**
 * The fake backend with the account endpoints, whether or not they are registered in
 * fake-server/handlers/index.ts yet, plus a helper that signs a seeded user in the way the
 * login page does (token, user info, button lists).
 */
import { setupServer } from 'msw/node';
import type { LoginResult, SysUser } from '@/api/types';
import { saveLogin } from '@/session';
import { accountHandlers } from '@fake/handlers/account';
import { handlers, server } from '@fake/node';
import { login } from '../../unit/fake-server/fake-client';

const registered = handlers.includes(accountHandlers[0]);

export const accountServer = registered ? server : setupServer(...handlers.slice(0, -1), ...accountHandlers, handlers[handlers.length - 1]);

export { resetFakeDb } from '@fake/node';

/** Logs `username` in against the fake backend and stores the session; resolves with the user info and token. */
export async function signIn(username: string, password = '123456'): Promise<{ user: SysUser; token: string }> {
  const res = await login(username, password);
  const result = res.body.result as LoginResult;
  if (!result?.token) throw new Error(`login of ${username} failed: ${res.body.message}`);
  saveLogin(result);
  return { user: result.userInfo, token: result.token };
}
