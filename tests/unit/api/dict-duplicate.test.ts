import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDictMemoryCache, getDictItems, refreshDictCache } from '@/api/sys/dict';
import { checkDuplicate, checkRule } from '@/api/sys/duplicate';
import { getDictCache, setDictCache } from '@/session/session';
import { signParams } from '@/api/sign';
import { ok, server, setupMswServer } from './msw-server';

setupMswServer();
beforeEach(() => clearDictMemoryCache());

describe('getDictItems', () => {
  it('prefers the dictionaries stored at login', async () => {
    setDictCache({ sex: [{ value: '1', text: '男' }] });
    await expect(getDictItems('sex')).resolves.toEqual([{ value: '1', text: '男' }]);
  });

  it('fetches signed, without _t, and shares one request for 30 s', async () => {
    const seen: Request[] = [];
    server.use(
      http.get('*/zw-lgb2/sys/dict/getDictItems/:code', ({ request }) => {
        seen.push(request);
        return HttpResponse.json(ok([{ value: 'a', text: 'A' }]));
      }),
    );
    const [a, b] = await Promise.all([getDictItems('sys_user,realname,id'), getDictItems('sys_user,realname,id')]);
    expect(a).toEqual([{ value: 'a', text: 'A' }]);
    expect(b).toBe(a);
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0].url);
    expect(url.pathname).toBe('/zw-lgb2/sys/dict/getDictItems/sys_user,realname,id');
    expect(url.searchParams.has('_t')).toBe(false);
    expect(seen[0].headers.get('X-Sign')).toBe('77C52056EF6109F4874CBD8532C8F530');
  });

  it('does not keep a failed fetch in the memory cache', async () => {
    let calls = 0;
    server.use(
      http.get('*/zw-lgb2/sys/dict/getDictItems/:code', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: '字典Code格式不正确！', code: 500, result: null })
          : HttpResponse.json(ok([{ value: 'x', text: 'X' }]));
      }),
    );
    await expect(getDictItems('bad')).rejects.toThrow('字典Code格式不正确！');
    await expect(getDictItems('bad')).resolves.toEqual([{ value: 'x', text: 'X' }]);
  });

  it('rejects an empty code with 字典Code不能为空!', async () => {
    await expect(getDictItems('')).rejects.toThrow('字典Code不能为空!');
  });
});

describe('refreshDictCache', () => {
  it('clears the server cache, then stores all dictionaries', async () => {
    const order: string[] = [];
    server.use(
      http.get('*/zw-lgb2/sys/dict/refleshCache', () => {
        order.push('reflesh');
        return HttpResponse.json(ok(null));
      }),
      http.get('*/zw-lgb2/sys/dict/queryAllDictItems', () => {
        order.push('all');
        return HttpResponse.json(ok({ sex: [{ value: '2', text: '女' }] }, { code: 200 }));
      }),
    );
    await refreshDictCache();
    expect(order).toEqual(['reflesh', 'all']);
    expect(getDictCache()).toEqual({ sex: [{ value: '2', text: '女' }] });
  });

  it('fails without touching the stored cache when the server refuses', async () => {
    setDictCache({ keep: [] });
    server.use(http.get('*/zw-lgb2/sys/dict/refleshCache', () => HttpResponse.json({ success: false, message: 'no', code: 500, result: null })));
    await expect(refreshDictCache()).rejects.toThrow('no');
    expect(getDictCache()).toEqual({ keep: [] });
  });
});

describe('checkDuplicate / checkRule', () => {
  it('skips the duplicate check for an empty value', async () => {
    await expect(checkDuplicate({ tableName: 'sys_user', fieldName: 'username', fieldVal: '' })).resolves.toBeUndefined();
  });

  it('returns the server message when the value is taken', async () => {
    let seen: URL | undefined;
    server.use(
      http.get('*/zw-lgb2/sys/duplicate/check', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ success: false, message: '该值不可用，系统中已存在！', code: 500, result: null });
      }),
    );
    await expect(checkDuplicate({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin', dataId: 'u1' })).resolves.toBe(
      '该值不可用，系统中已存在！',
    );
    expect(seen?.searchParams.get('fieldVal')).toBe('admin');
    expect(seen?.searchParams.get('dataId')).toBe('u1');
  });

  it('passes a free value', async () => {
    server.use(http.get('*/zw-lgb2/sys/duplicate/check', () => HttpResponse.json(ok('该值可用！', { code: 200 }))));
    await expect(checkDuplicate({ tableName: 't', fieldName: 'f', fieldVal: 'v' })).resolves.toBeUndefined();
  });

  it('skips the rule check when code or value is empty', async () => {
    await expect(checkRule('', 'x')).resolves.toBeUndefined();
    await expect(checkRule('code', '')).resolves.toBeUndefined();
  });

  it('URL-encodes the value before sending it', async () => {
    let raw = '';
    server.use(
      http.get('*/zw-lgb2/sys/checkRule/checkByCode', ({ request }) => {
        raw = new URL(request.url).searchParams.get('value') ?? '';
        return HttpResponse.json({ success: false, message: '只能是数字', code: 500, result: null });
      }),
    );
    await expect(checkRule('num', 'a b&中')).resolves.toBe('只能是数字');
    expect(raw).toBe(encodeURIComponent('a b&中'));
  });

  it('signs GET calls per the vector for table dictionaries with a query', () => {
    expect(signParams('/sys/dict/loadDict/sys_user,realname,username?keyword=ad&pageSize=10')).toBe('0D925D43AFDF1C7008E76183C7E69BFA');
  });
});
