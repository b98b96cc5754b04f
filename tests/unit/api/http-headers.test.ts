import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { configureHttp, deleteAction, getAction, httpAction, postAction, putAction, apiUrl } from '@/api/http';
import { signParams } from '@/api/sign';
import { saveLogin, setTenantId } from '@/session/session';
import type { LoginResult } from '@/api/sys/auth';
import { ok, server, setupMswServer } from './msw-server';

setupMswServer();

interface Seen {
  url: URL;
  headers: Headers;
  body: string;
  method: string;
}

function capture(path: string): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(`*/zw-lgb2${path}`, async ({ request }) => {
      seen.push({ url: new URL(request.url), headers: request.headers, body: await request.text(), method: request.method });
      return HttpResponse.json(ok('fine'));
    }),
  );
  return seen;
}

const loginResult: LoginResult = {
  token: 'tok-123',
  userInfo: { id: 'u1', username: 'admin', realname: '管理员', status: 1, delFlag: 0 },
  departs: [],
  multi_depart: 1,
  sysAllDictItems: {},
};

afterEach(() => {
  configureHttp({ getLowAppId: () => null });
});

describe('request headers', () => {
  it('sends tenant-id 0 and no token when nobody is logged in', async () => {
    const seen = capture('/sys/thing');
    await getAction('/sys/thing');
    expect(seen[0].headers.get('tenant-id')).toBe('0');
    expect(seen[0].headers.has('X-Access-Token')).toBe(false);
    expect(seen[0].headers.has('X-Low-App-ID')).toBe(false);
  });

  it('sends the stored token and chosen tenant once logged in', async () => {
    saveLogin(loginResult);
    setTenantId(3);
    const seen = capture('/sys/thing');
    await postAction('/sys/thing', { a: 1 });
    expect(seen[0].headers.get('X-Access-Token')).toBe('tok-123');
    expect(seen[0].headers.get('tenant-id')).toBe('3');
  });

  it('sends X-Low-App-ID when the configured getter returns an app id', async () => {
    configureHttp({ getLowAppId: () => 'app-7' });
    const seen = capture('/sys/thing');
    await getAction('/sys/thing');
    expect(seen[0].headers.get('X-Low-App-ID')).toBe('app-7');
  });

  it('uses configured token and tenant getters over the stored session', async () => {
    configureHttp({ getToken: () => 'other', getTenantId: () => '9' });
    try {
      const seen = capture('/sys/thing');
      await getAction('/sys/thing');
      expect(seen[0].headers.get('X-Access-Token')).toBe('other');
      expect(seen[0].headers.get('tenant-id')).toBe('9');
    } finally {
      const session = await import('@/session/session');
      configureHttp({ getToken: session.getToken, getTenantId: session.getTenantId });
    }
  });

  it('lets per-call headers override the defaults', async () => {
    const seen = capture('/sys/thing');
    await getAction('/sys/thing', undefined, { headers: { 'tenant-id': '5', 'X-Extra': 'y' } });
    expect(seen[0].headers.get('tenant-id')).toBe('5');
    expect(seen[0].headers.get('X-Extra')).toBe('y');
  });
});

describe('URLs and params', () => {
  it('prefixes relative paths with the API base, with or without a leading slash', () => {
    expect(apiUrl('/sys/login')).toBe('/zw-lgb2/sys/login');
    expect(apiUrl('sys/login')).toBe('/zw-lgb2/sys/login');
    expect(apiUrl('/zw-lgb2/sys/login')).toBe('/zw-lgb2/sys/login');
    expect(apiUrl('https://cdn.example.com/x')).toBe('https://cdn.example.com/x');
  });

  it('adds _t in seconds to GETs and drops empty params', async () => {
    const seen = capture('/sys/user/list');
    const before = Math.floor(Date.now() / 1000);
    await getAction('sys/user/list', { a: 'x', b: '', c: null, d: undefined, e: 0, f: false });
    const q = seen[0].url.searchParams;
    const t = Number(q.get('_t'));
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(Array.from(q.keys())).toEqual(['_t', 'a', 'e', 'f']);
    expect(q.get('e')).toBe('0');
    expect(q.get('f')).toBe('false');
  });

  it('does not add _t to dictionary item GETs', async () => {
    const seen = capture('/sys/dict/getDictItems/sex');
    await getAction('/sys/dict/getDictItems/sex');
    expect(seen[0].url.searchParams.has('_t')).toBe(false);
  });

  it('does not add _t to DELETE, which carries its params in the query', async () => {
    const seen = capture('/sys/user/delete');
    await deleteAction('/sys/user/delete', { id: 'u1' });
    expect(seen[0].method).toBe('DELETE');
    expect(seen[0].url.searchParams.get('id')).toBe('u1');
    expect(seen[0].url.searchParams.has('_t')).toBe(false);
  });

  it('sends POST and PUT data as a JSON body', async () => {
    const seen = capture('/sys/user/edit');
    await putAction('/sys/user/edit', { id: 'u1', n: 2 });
    expect(seen[0].method).toBe('PUT');
    expect(seen[0].headers.get('Content-Type')).toContain('application/json');
    expect(JSON.parse(seen[0].body)).toEqual({ id: 'u1', n: 2 });
  });
});

describe('signing', () => {
  it('signs GET params (without _t) with X-Sign and a millisecond X-TIMESTAMP', async () => {
    const seen = capture('/sys/dict/loadDict/sys_user,realname,username');
    const before = Date.now();
    await getAction('/sys/dict/loadDict/sys_user,realname,username', { keyword: 'ad', pageSize: 10 });
    expect(seen[0].headers.get('X-Sign')).toBe('0D925D43AFDF1C7008E76183C7E69BFA');
    const ts = Number(seen[0].headers.get('X-TIMESTAMP'));
    expect(ts).toBeGreaterThanOrEqual(before);
    expect(ts).toBeLessThanOrEqual(Date.now());
  });

  it('signs the POST body merged over the URL query', async () => {
    const seen = capture('/sys/thing');
    await postAction('/sys/thing?x=1', { b: 2, a: 'z' });
    expect(seen[0].headers.get('X-Sign')).toBe(signParams('/sys/thing?x=1', { b: 2, a: 'z' }));
  });

  it('signs boolean query params as the strings the server receives', async () => {
    const seen = capture('/sys/dict/loadDictItem/sys_user,realname,username');
    await getAction('/sys/dict/loadDictItem/sys_user,realname,username', { key: 'admin', delNotExist: true });
    expect(seen[0].url.searchParams.get('delNotExist')).toBe('true');
    expect(seen[0].headers.get('X-Sign')).toBe(
      signParams('/sys/dict/loadDictItem/sys_user,realname,username', { key: 'admin', delNotExist: 'true' }),
    );
  });

  it('does not sign PUT or DELETE by default', async () => {
    const seen = capture('/sys/thing');
    await putAction('/sys/thing', { a: 1 });
    await deleteAction('/sys/thing', { id: 1 });
    expect(seen.map((s) => s.headers.has('X-Sign'))).toEqual([false, false]);
    expect(seen.map((s) => s.headers.has('X-TIMESTAMP'))).toEqual([false, false]);
  });

  it('signs httpAction and honours signed:false', async () => {
    const seen = capture('/sys/thing');
    await httpAction('/sys/thing', { a: 1 }, 'put');
    await postAction('/sys/thing', { a: 1 }, { signed: false });
    expect(seen.map((s) => s.headers.has('X-Sign'))).toEqual([true, false]);
    expect(seen[0].method).toBe('PUT');
  });
});
