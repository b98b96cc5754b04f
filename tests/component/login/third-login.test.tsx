/**
 * 第三方登录 on the login page against the fake backend: a build without a
 * provider says 未配置第三方登录 and stays; with one, the page leaves for it;
 * back with the provider's token, the page signs in through getLoginUser,
 * and a token the backend does not know leaves the user signed out.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, resetFakeDb } from '@fake/node';
import { LoginPage } from '@/features/login';
import { readThirdLoginReturn, thirdLoginReturnUrl, thirdLoginTarget } from '@/features/login/third-login';
import { clearSession, getToken, getUserInfo } from '@/session/session';
import { call } from '../../unit/fake-server/fake-client';
import { tryBadInput } from '../../reliability/tally';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetFakeDb();
  clearSession();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('third-login addresses', () => {
  it('builds the provider address and reads its answer', () => {
    expect(thirdLoginTarget(undefined, 'github', null)).toBeNull();
    expect(thirdLoginTarget('  ', 'github', null)).toBeNull();
    expect(thirdLoginTarget('/user/third-login-provider', 'github', '/isystem/user')).toBe('/user/third-login-provider?thirdType=github&redirect=%2Fisystem%2Fuser');
    expect(thirdLoginTarget('https://sso.example/auth?app=1', 'github', null)).toBe('https://sso.example/auth?app=1&thirdType=github');
    const back = thirdLoginReturnUrl('/user/login', { token: 'a.b.c', thirdType: 'github' }, '/x');
    expect(readThirdLoginReturn(back.slice(back.indexOf('?')))).toEqual({ token: 'a.b.c', thirdType: 'github' });
    expect(readThirdLoginReturn('?thirdType=github')).toBeNull();
  });
});

describe('第三方登录', () => {
  it('says 未配置第三方登录 without a provider and stays on the page', async () => {
    const notify = vi.fn();
    const goTo = vi.fn();
    render(<LoginPage demo onLoggedIn={vi.fn()} notify={notify} thirdLoginUrl="" goTo={goTo} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '第三方登录' }));
    expect(notify).toHaveBeenCalledWith({ level: 'warning', message: '未配置第三方登录' });
    expect(goTo).not.toHaveBeenCalled();
  });

  it('leaves for the configured provider with the redirect', async () => {
    const goTo = vi.fn();
    render(<LoginPage demo redirect="/isystem/user" onLoggedIn={vi.fn()} notify={vi.fn()} thirdLoginUrl="/user/third-login-provider" goTo={goTo} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '第三方登录' }));
    expect(goTo).toHaveBeenCalledWith('/user/third-login-provider?thirdType=github&redirect=%2Fisystem%2Fuser');
  });

  it('signs in with the token the provider handed back', async () => {
    const token = (await call<{ token: string }>('/__demo/third-login', { method: 'POST', json: { thirdType: 'github' } })).body.result.token;
    const onLoggedIn = vi.fn();
    render(<LoginPage demo redirect="/isystem/user" onLoggedIn={onLoggedIn} notify={vi.fn()} thirdLogin={{ token, thirdType: 'github' }} />);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('/isystem/user'));
    expect(getToken()).toBe(token);
    expect(getUserInfo()?.username).toBe('admin');
  });

  it('stays signed out with a token the backend does not know', async () => {
    await tryBadInput('third-party login with a forged token', 'wrong', async () => {
      const onLoggedIn = vi.fn();
      const notify = vi.fn();
      render(<LoginPage demo onLoggedIn={onLoggedIn} notify={notify} thirdLogin={{ token: 'forged', thirdType: 'github' }} />);
      await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ level: 'error', title: '登录失败' })));
      expect(onLoggedIn).not.toHaveBeenCalled();
      expect(getToken()).toBeFalsy();
      await waitFor(() => expect(screen.getByRole('button', { name: '第三方登录' })).toBeEnabled());
    });
  });
});
