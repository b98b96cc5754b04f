import { describe, expect, it } from 'vitest';
import { SIGN_SECRET, signParams, signPayload, urlSignParams } from '@/api/sign';

describe('signParams', () => {
  it('uses the open-source secret', () => {
    expect(SIGN_SECRET).toBe('dd05f1c54d63749eda95f9fa6d49v442a');
  });

  it('matches the contract vector for no params', () => {
    expect(signParams('/sys/dict/queryAllDictItems', {})).toBe('E19D6243CB1945AB4F7202A1B00F77D5');
  });

  it('matches the contract vector for a table dictionary path variable', () => {
    expect(signParams('/sys/dict/getDictItems/sys_user,realname,id')).toBe('77C52056EF6109F4874CBD8532C8F530');
  });

  it('matches the contract vector for a path variable plus params, numbers as strings', () => {
    expect(signParams('/sys/dict/loadDict/sys_user,realname,username', { keyword: 'ad', pageSize: 10 })).toBe(
      '0D925D43AFDF1C7008E76183C7E69BFA',
    );
  });

  it('decodes an encoded path variable and ignores the query part of the segment', () => {
    expect(urlSignParams('/a/sys_user%2Crealname,id?x=1')).toEqual({ 'x-path-variable': 'sys_user,realname,id', x: '1' });
  });

  it('adds no path variable when the last segment has no comma', () => {
    expect(urlSignParams('/sys/dict/getDictItems/sex')).toEqual({});
  });

  it('sorts keys, stringifies numbers and keeps booleans', () => {
    expect(signPayload('/x?b=2', { c: 3, a: true })).toBe('{"a":true,"b":"2","c":"3"}');
  });

  it('lets request params override URL query params', () => {
    expect(signPayload('/x?a=1', { a: 'z' })).toBe('{"a":"z"}');
  });

  it('is independent of param insertion order', () => {
    expect(signParams('/x', { a: 1, b: 2 })).toBe(signParams('/x', { b: 2, a: 1 }));
  });
});

describe('fileAccessUrl', () => {
  it('prefixes relative paths with the static route and keeps absolute URLs', async () => {
    const { fileAccessUrl, fileAccessUrls } = await import('@/api/files');
    expect(fileAccessUrl('temp/a_1.png')).toBe('/zw-lgb2/sys/common/static/temp/a_1.png');
    expect(fileAccessUrl('https://cdn.x/a.png')).toBe('https://cdn.x/a.png');
    expect(fileAccessUrl('')).toBe('');
    expect(fileAccessUrls('a.png,b.png')).toEqual(['/zw-lgb2/sys/common/static/a.png', '/zw-lgb2/sys/common/static/b.png']);
  });
});
