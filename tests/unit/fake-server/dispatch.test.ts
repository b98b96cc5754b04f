/**
 * The demo's single msw handler in front of the fake endpoints: it tries only the endpoints whose
 * fixed path start fits, in their order, with their fall-through, and answers as the endpoints
 * registered one by one would.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpHandler, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { dispatcher, fixedPathStart } from '@fake/lib/dispatch';
import { handlers, resetFakeDb } from '@fake/node';
import { call, login } from './fake-client';

describe('fixedPathStart', () => {
  it('keeps the path up to its first parameter or wildcard, in lower case', () => {
    expect(fixedPathStart('*/zw-lgb2/sys/user/list')).toBe('/zw-lgb2/sys/user/list');
    expect(fixedPathStart('*/zw-lgb2/sys/dict/getDictItems/:code')).toBe('/zw-lgb2/sys/dict/getdictitems/');
    expect(fixedPathStart('*/zw-lgb2/*')).toBe('/zw-lgb2/');
    expect(fixedPathStart('/zw-lgb2/sys/common/static/file*')).toBe('/zw-lgb2/sys/common/static/file');
  });

  it('tries a handler always when its path is not a plain path', () => {
    expect(fixedPathStart(/user/)).toBeNull();
    expect(fixedPathStart('https://example.com/x')).toBeNull();
    expect(fixedPathStart(() => true)).toBeNull();
  });
});

describe('dispatcher order and fall-through', () => {
  const tried: string[] = [];
  const server = setupServer(
    dispatcher([
      http.all('*/api/*', () => {
        tried.push('gate');
        return undefined;
      }),
      http.get('*/api/a', () => {
        tried.push('a');
        return HttpResponse.text('A');
      }),
      http.get('*/api/:name', ({ params }) => {
        tried.push('param');
        return HttpResponse.text(`param ${String(params.name)}`);
      }),
      http.get('*/elsewhere', () => {
        tried.push('elsewhere');
        return HttpResponse.text('elsewhere');
      }),
    ]),
    http.get('*', () => HttpResponse.text('after the dispatcher')),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    tried.length = 0;
  });

  const text = async (url: string) => (await fetch(url)).text();

  it('answers with the first handler that answers, after those that fall through', async () => {
    expect(await text('http://localhost/api/a')).toBe('A');
    expect(tried).toEqual(['gate', 'a']);
  });

  it('matches parameters and ignores case as msw does, and never tries a handler whose path cannot fit', async () => {
    expect(await text('http://localhost/api/b')).toBe('param b');
    expect(await text('http://localhost/API/A')).toBe('A');
    expect(tried).not.toContain('elsewhere');
  });

  it('passes a request nobody answers on to the handlers after it', async () => {
    expect(await text('http://localhost/nothing')).toBe('after the dispatcher');
    expect(tried).toEqual([]);
  });
});

describe('dispatcher over the fake backend', () => {
  const httpHandlers = handlers.filter((h): h is HttpHandler => h instanceof HttpHandler);
  const server = setupServer(dispatcher(httpHandlers), ...handlers.filter((h) => !(h instanceof HttpHandler)));
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterAll(() => server.close());
  beforeEach(() => resetFakeDb());

  it('signs in, answers a list with the token, refuses it without, and answers 404 for an unknown path', async () => {
    const signedIn = await login('admin');
    expect(signedIn.body.success).toBe(true);
    const token = signedIn.body.result.token;
    const list = await call<{ total: number }>('/sys/user/list?pageNo=1&pageSize=10', { token });
    expect(list.body.result.total).toBeGreaterThan(10);
    expect((await call('/sys/user/list')).status).toBe(401);
    expect((await call('/sys/no-such-endpoint', { token })).body.message).toBe('路径不存在，请检查路径是否正确');
  });
});
