import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  HOME_PATH,
  routeGuardMachine,
  safeRedirect,
  type NavigationInput,
} from '@machines/routeGuard.machine';
import { deferred } from '../test-support/deferred';

function startGuard(opts: { load?: () => Promise<unknown>; logout?: () => Promise<unknown> } = {}) {
  const load = vi.fn(opts.load ?? (() => Promise.resolve()));
  const logout = vi.fn(opts.logout ?? (() => Promise.resolve()));
  const actor = createActor(
    routeGuardMachine.provide({
      actors: { loadPermissions: fromPromise(() => load()), logout: fromPromise(() => logout()) },
    }),
  ).start();
  const go = (nav: Partial<NavigationInput> & { path: string }) =>
    actor.send({ type: 'route.changed', search: '', hasToken: false, permissionsLoaded: false, ...nav });
  return { actor, go, load, logout };
}

const settled = (actor: ReturnType<typeof startGuard>['actor']) =>
  waitFor(actor, (s) => s.matches('allowed') || s.matches('redirecting'));

describe('routeGuardMachine without a token', () => {
  it.each(['/user/login', '/user/register', '/user/register-result', '/user/alteration', '/oauth2-app/login'])(
    'lets %s through',
    (path) => {
      const { actor, go } = startGuard();
      go({ path });
      expect(actor.getSnapshot().value).toBe('allowed');
      expect(actor.getSnapshot().context.decision).toEqual({ type: 'allow' });
    },
  );

  it('sends any other page to login with the full wanted path (query included) as redirect', () => {
    const { actor, go } = startGuard();
    go({ path: '/isystem/user', search: 'page=2&q=a b' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().context.decision).toEqual({
      type: 'redirect',
      to: `/user/login?redirect=${encodeURIComponent('/isystem/user?page=2&q=a b')}`,
    });
  });

  it('accepts the search with a leading question mark', () => {
    const { actor, go } = startGuard();
    go({ path: '/a', search: '?x=1' });
    expect(actor.getSnapshot().context.decision).toEqual({ type: 'redirect', to: `/user/login?redirect=${encodeURIComponent('/a?x=1')}` });
  });

  it('uses the OAuth2 login page inside a WeChat-work/DingTalk browser', () => {
    const { actor, go } = startGuard();
    go({ path: '/user/login', oauth2App: true });
    expect(actor.getSnapshot().context.decision).toEqual({ type: 'redirect', to: '/oauth2-app/login' });
    go({ path: '/content/notice', oauth2App: true });
    expect(actor.getSnapshot().context.decision).toEqual({
      type: 'redirect',
      to: `/oauth2-app/login?redirect=${encodeURIComponent('/content/notice')}`,
    });
  });

  it('never loads permissions', () => {
    const { go, load } = startGuard();
    go({ path: '/dashboard/analysis' });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('routeGuardMachine with a token', () => {
  it.each(['/user/login', '/oauth2-app/login'])('sends %s to the home page', (path) => {
    const { actor, go } = startGuard();
    go({ path, hasToken: true, permissionsLoaded: true });
    expect(actor.getSnapshot().context.decision).toEqual({ type: 'redirect', to: HOME_PATH });
  });

  it('allows pages straight away once permissions are loaded', () => {
    const { actor, go, load } = startGuard();
    go({ path: '/isystem/user', hasToken: true, permissionsLoaded: true });
    expect(actor.getSnapshot().value).toBe('allowed');
    expect(load).not.toHaveBeenCalled();
  });

  it('waits in loading while the permission list is fetched, then allows the requested page', async () => {
    const d = deferred();
    const { actor, go, load } = startGuard({ load: () => d.promise });
    go({ path: '/isystem/user', hasToken: true });
    expect(actor.getSnapshot().value).toBe('loadingPermissions');
    d.resolve();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('allowed');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('goes to the redirect query target after loading', async () => {
    const { actor, go } = startGuard();
    go({ path: '/dashboard/analysis', search: `redirect=${encodeURIComponent('/isystem/role?x=1')}`, hasToken: true });
    await settled(actor);
    expect(actor.getSnapshot().context.decision).toEqual({ type: 'redirect', to: '/isystem/role?x=1' });
  });

  it('ignores an off-site redirect query target and lands on home', async () => {
    const { actor, go } = startGuard();
    go({ path: '/isystem/user', search: 'redirect=%2F%2Fevil.example', hasToken: true });
    await settled(actor);
    expect(actor.getSnapshot().context.decision).toEqual({ type: 'redirect', to: HOME_PATH });
  });

  it('does not fetch twice after a successful load even if the caller still reports none loaded', async () => {
    const { actor, go, load } = startGuard();
    go({ path: '/a', hasToken: true });
    await settled(actor);
    go({ path: '/b', hasToken: true, permissionsLoaded: false });
    expect(actor.getSnapshot().value).toBe('allowed');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a single request when the user navigates again while loading, and lands on the latest page', async () => {
    const d = deferred();
    const { actor, go, load } = startGuard({ load: () => d.promise });
    go({ path: '/a', hasToken: true });
    go({ path: '/b', search: 'k=1', hasToken: true });
    expect(actor.getSnapshot().value).toBe('loadingPermissions');
    d.resolve();
    await settled(actor);
    expect(load).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('allowed');
    expect(actor.getSnapshot().context.nav?.path).toBe('/b');
  });

  it('decides anew when the token disappears while loading', () => {
    const { actor, go } = startGuard({ load: () => new Promise(() => {}) });
    go({ path: '/a', hasToken: true });
    go({ path: '/a', hasToken: false });
    expect(actor.getSnapshot().context.decision).toEqual({ type: 'redirect', to: `/user/login?redirect=${encodeURIComponent('/a')}` });
  });

  it('sends a login-page visit during loading to home instead of waiting', () => {
    const { actor, go } = startGuard({ load: () => new Promise(() => {}) });
    go({ path: '/a', hasToken: true });
    go({ path: '/user/login', hasToken: true });
    expect(actor.getSnapshot().context.decision).toEqual({ type: 'redirect', to: HOME_PATH });
  });

  it('loads again for the next session after a logout', async () => {
    const { actor, go, load } = startGuard();
    go({ path: '/a', hasToken: true });
    await settled(actor);
    go({ path: '/user/login' });
    go({ path: '/a', hasToken: true });
    await settled(actor);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('logs out and sends to login with the redirect when the permission fetch fails', async () => {
    const { actor, go, logout } = startGuard({ load: () => Promise.reject(new Error('getPermissionList: permissions must be a non-null array !')) });
    go({ path: '/isystem/user', search: 'a=1', hasToken: true });
    await settled(actor);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.error).toBe('getPermissionList: permissions must be a non-null array !');
    expect(actor.getSnapshot().context.decision).toEqual({
      type: 'redirect',
      to: `/user/login?redirect=${encodeURIComponent('/isystem/user?a=1')}`,
    });
  });

  it('still reaches login when the logout call itself fails', async () => {
    const { actor, go } = startGuard({ load: () => Promise.reject(new Error('x')), logout: () => Promise.reject(new Error('退出登录失败！')) });
    go({ path: '/a', hasToken: true });
    await settled(actor);
    expect(actor.getSnapshot().context.decision).toEqual({ type: 'redirect', to: `/user/login?redirect=${encodeURIComponent('/a')}` });
  });
});

describe('safeRedirect', () => {
  it.each(['/dashboard/analysis', '/isystem/user?x=1#top', '/a/b//c', '/'])('keeps the same-origin path %s', (p) => {
    expect(safeRedirect(p)).toBe(p);
  });

  it.each([
    null,
    undefined,
    '',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'dashboard',
    ' /dashboard',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('rejects %j', (p) => {
    expect(safeRedirect(p)).toBe(HOME_PATH);
  });
});
