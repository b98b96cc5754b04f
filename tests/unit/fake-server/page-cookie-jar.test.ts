/** The demo build's cookie jar for msw: what msw stores, reads back, saves and restores. */
import { describe, expect, it } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from '@fake/lib/page-cookie-jar';

const URL_A = 'http://training.bureau.internal/zw-lgb2/sys/login';

describe('page cookie jar', () => {
  it('gives back a cookie set for the host, as msw appends it to a request', async () => {
    const jar = new CookieJar(new MemoryCookieStore());
    await jar.setCookie('JSESSIONID=abc123; Path=/; HttpOnly', URL_A);
    const cookies = jar.getCookiesSync('http://training.bureau.internal/zw-lgb2/sys/user/list');
    expect(cookies.map((c) => [c.key, c.value, c.toString()])).toEqual([['JSESSIONID', 'abc123', 'JSESSIONID=abc123']]);
    expect(jar.getCookiesSync('http://other.host/zw-lgb2/')).toEqual([]);
  });

  it('replaces a cookie of the same name and removes one that expired', async () => {
    const jar = new CookieJar(new MemoryCookieStore());
    await jar.setCookie('a=1', URL_A);
    await jar.setCookie('a=2', URL_A);
    expect(jar.getCookiesSync(URL_A).map(String)).toEqual(['a=2']);
    await jar.setCookie('a=; Max-Age=0', URL_A);
    expect(jar.getCookiesSync(URL_A)).toEqual([]);
    await jar.setCookie('b=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT', URL_A);
    expect(jar.getCookiesSync(URL_A)).toEqual([]);
  });

  it('ignores a header without a name', async () => {
    const jar = new CookieJar(new MemoryCookieStore());
    expect(await jar.setCookie('=oops; Path=/', URL_A)).toBeUndefined();
    expect(await jar.setCookie('', URL_A)).toBeUndefined();
    expect(jar.getCookiesSync(URL_A)).toEqual([]);
  });

  it('survives the save and restore msw does through localStorage', async () => {
    const store = new MemoryCookieStore();
    await new CookieJar(store).setCookie('lang=zh-CN; Max-Age=3600', URL_A);
    const saved = JSON.stringify(Object.values(store.idx).flatMap((byPath) => Object.values(byPath).flatMap((byName) => Object.values(byName).map((c) => c.toJSON()))));
    const restored = new MemoryCookieStore();
    for (const raw of JSON.parse(saved) as unknown[]) {
      const cookie = Cookie.fromJSON(raw)!;
      ((restored.idx[cookie.domain] ??= {})[cookie.path] ??= {})[cookie.key] = cookie;
    }
    expect(new CookieJar(restored).getCookiesSync(URL_A).map(String)).toEqual(['lang=zh-CN']);
    expect(Cookie.fromJSON({ key: 1 })).toBeNull();
    expect(Cookie.fromJSON('not json')).toBeNull();
  });
});
