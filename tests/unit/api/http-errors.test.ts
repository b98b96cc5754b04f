import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { downloadFile, getAction, getJson, postAction } from '@/api/http';
import { ApiError } from '@/api/errors';
import { apiEvents, type ApiEvent } from '@/api/events';
import { ok, server, setupMswServer } from './msw-server';

setupMswServer();

let events: ApiEvent[] = [];
let unsubscribe: () => void = () => {};
beforeEach(() => {
  events = [];
  unsubscribe = apiEvents.subscribe((e) => events.push(e));
});
afterEach(() => unsubscribe());

function answer(resolver: () => Response | Promise<Response>) {
  server.use(http.all('*/zw-lgb2/sys/x', resolver));
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe('successful envelopes', () => {
  it('resolves a 200 envelope even when success is false and publishes nothing', async () => {
    answer(() => HttpResponse.json({ success: false, message: '用户名或密码错误', code: 500, result: null, timestamp: 1 }));
    const res = await postAction('/sys/x', {});
    expect(res).toMatchObject({ success: false, message: '用户名或密码错误' });
    expect(events).toEqual([]);
  });
});

describe('error catalogue', () => {
  const table: Array<[string, () => Response, ApiError['kind'], string, ApiEvent]> = [
    [
      '401',
      () => HttpResponse.json({ success: false, message: 'Token失效，请重新登录!', code: 401, result: null }, { status: 401 }),
      'unauthorized',
      '很抱歉，登录已过期，请重新登录',
      { type: 'sessionExpired', message: '很抱歉，登录已过期，请重新登录' },
    ],
    [
      '500 Token失效 (2.4.x backend)',
      () => HttpResponse.json({ status: 500, error: 'Internal Server Error', message: 'Token失效，请重新登录' }, { status: 500 }),
      'tokenInvalid',
      '登录已过期',
      { type: 'tokenInvalid', message: '登录已过期' },
    ],
    [
      '403',
      () => new HttpResponse('nope', { status: 403 }),
      'forbidden',
      '拒绝访问',
      { type: 'notify', level: 'error', title: '系统提示', message: '拒绝访问' },
    ],
    [
      '404',
      () => HttpResponse.json({ message: 'whatever' }, { status: 404 }),
      'notFound',
      '很抱歉，资源未找到!',
      { type: 'notify', level: 'error', title: '系统提示', message: '很抱歉，资源未找到!' },
    ],
    [
      '504',
      () => new HttpResponse('', { status: 504 }),
      'timeout',
      '网络超时',
      { type: 'notify', level: 'error', title: '系统提示', message: '网络超时' },
    ],
    [
      '500 with another message',
      () => HttpResponse.json({ message: '操作失败，空指针' }, { status: 500 }),
      'server',
      '操作失败，空指针',
      { type: 'notify', level: 'error', title: '系统提示', message: '操作失败，空指针' },
    ],
    [
      '502 without a JSON body',
      () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }),
      'server',
      '请求失败（HTTP 502）',
      { type: 'notify', level: 'error', title: '系统提示', message: '请求失败（HTTP 502）' },
    ],
    [
      '200 HTML error page',
      () => new HttpResponse('<!doctype html><title>proxy error</title>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      'malformed',
      '服务器返回了无法识别的数据',
      { type: 'notify', level: 'error', title: '系统提示', message: '服务器返回了无法识别的数据' },
    ],
    [
      '200 null',
      () => new HttpResponse('null', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      'malformed',
      '服务器返回了无法识别的数据',
      { type: 'notify', level: 'error', title: '系统提示', message: '服务器返回了无法识别的数据' },
    ],
    [
      '200 truncated JSON',
      () => new HttpResponse('{"success":true,"result":[1,2', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      'malformed',
      '服务器返回了无法识别的数据',
      { type: 'notify', level: 'error', title: '系统提示', message: '服务器返回了无法识别的数据' },
    ],
    [
      '200 JSON without success',
      () => HttpResponse.json([{ id: 1 }]),
      'malformed',
      '服务器返回了无法识别的数据',
      { type: 'notify', level: 'error', title: '系统提示', message: '服务器返回了无法识别的数据' },
    ],
  ];

  it.each(table)('%s', async (_name, respond, kind, message, event) => {
    answer(respond);
    const e = await failure(getAction('/sys/x'));
    expect(e.kind).toBe(kind);
    expect(e.message).toBe(message);
    expect(events).toEqual([event]);
  });

  it('keeps the status and parsed body on the error', async () => {
    answer(() => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    const e = await failure(getAction('/sys/x'));
    expect(e.status).toBe(500);
    expect(e.response).toEqual({ message: 'boom' });
  });

  it('maps a network failure to a clear Chinese message', async () => {
    answer(() => HttpResponse.error());
    const e = await failure(getAction('/sys/x'));
    expect(e.kind).toBe('network');
    expect(e.message).toBe('网络连接失败，请检查网络');
    expect(events).toHaveLength(1);
  });

  it('times out with 网络超时 when the answer is slower than the timeout option', async () => {
    answer(async () => {
      await delay(300);
      return HttpResponse.json(ok(1));
    });
    const e = await failure(getAction('/sys/x', undefined, { timeout: 40 }));
    expect(e.kind).toBe('timeout');
    expect(e.message).toBe('网络超时');
    expect(events).toEqual([{ type: 'notify', level: 'error', title: '系统提示', message: '网络超时' }]);
  });

  it('publishes nothing for a silent call but still rejects', async () => {
    answer(() => new HttpResponse(null, { status: 401 }));
    const e = await failure(getAction('/sys/x', undefined, { silent: true }));
    expect(e.kind).toBe('unauthorized');
    expect(events).toEqual([]);
  });

  it('rethrows the caller abort without publishing', async () => {
    answer(async () => {
      await delay(300);
      return HttpResponse.json(ok(1));
    });
    const controller = new AbortController();
    const p = getAction('/sys/x', undefined, { signal: controller.signal });
    controller.abort();
    await expect(p).rejects.not.toBeInstanceOf(ApiError);
    expect(events).toEqual([]);
  });
});

describe('getJson', () => {
  it('accepts a bare array without envelope', async () => {
    answer(() => HttpResponse.json([{ id: 'u1' }]));
    await expect(getJson('/sys/x')).resolves.toEqual([{ id: 'u1' }]);
  });
});

describe('downloadFile', () => {
  it('resolves the blob of a file', async () => {
    answer(() => new HttpResponse('a,b', { headers: { 'Content-Type': 'application/vnd.ms-excel' } }));
    const blob = await downloadFile('/sys/x', { selections: 'a' });
    expect(await blob.text()).toBe('a,b');
  });

  it('reads a 500 blob as JSON for its message', async () => {
    answer(() => HttpResponse.json({ success: false, message: '导出失败啦' }, { status: 500 }));
    const e = await failure(downloadFile('/sys/x'));
    expect(e.kind).toBe('server');
    expect(e.message).toBe('导出失败啦');
  });

  it('turns a 200 JSON envelope with success false into a business error', async () => {
    answer(() => HttpResponse.json({ success: false, message: '没有数据', code: 500, result: null }));
    const e = await failure(downloadFile('/sys/x'));
    expect(e.kind).toBe('business');
    expect(e.message).toBe('没有数据');
  });

  it('returns an empty blob as is', async () => {
    answer(() => new HttpResponse(null, { headers: { 'Content-Type': 'application/octet-stream' } }));
    const blob = await downloadFile('/sys/x');
    expect(blob.size).toBe(0);
  });
});
