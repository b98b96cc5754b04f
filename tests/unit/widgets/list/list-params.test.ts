import { describe, expect, it } from 'vitest';
import type { SysUser } from '@/api/sys/user';
import { queryRows, type EntityFields } from '@fake/lib/list-query';
import {
  buildListParams,
  DEFAULT_SORT,
  encodeSuperQuery,
  exportParams,
  hasQueryRole,
  idsParam,
  pageAfterRemoval,
  roleCodesOf,
  wrapQuery,
} from '@/widgets/list/list-params';
import { workbookExtension } from '@/widgets/list/export-file';

const user = (roleCode?: string): SysUser => ({ id: '1', username: 'u', realname: 'U', status: 1, delFlag: 0, ...(roleCode === undefined ? {} : { roleCode }) }) as SysUser;

describe('query form values → request params', () => {
  it('wraps by search mode: like *v*, ne !v, ge >=v, le <=v, eq as typed', () => {
    const fields = [
      { name: 'a', label: 'A', mode: 'like' as const },
      { name: 'b', label: 'B', mode: 'ne' as const },
      { name: 'c', label: 'C', mode: 'ge' as const },
      { name: 'd', label: 'D', mode: 'le' as const },
      { name: 'e', label: 'E' },
    ];
    expect(wrapQuery({ a: ' 处 ', b: 'x', c: '5', d: '9', e: 'plain' }, fields)).toEqual({ a: '*处*', b: '!x', c: '>=5', d: '<=9', e: 'plain' });
  });

  it('drops blanks, joins arrays and splits date ranges into _begin/_end', () => {
    const fields = [{ name: 'createTime', label: 'T', type: 'dateRange' as const }];
    expect(wrapQuery({ x: '', y: '  ', z: null, tags: ['1', '3'], createTime: ['2025-01-01', ''] }, fields)).toEqual({ tags: '1,3', createTime_begin: '2025-01-01' });
  });

  it('sends the advanced query first, then filters, sort and paging, without blanks', () => {
    const params = buildListParams({
      query: { name: '*处*', code: '' },
      sort: DEFAULT_SORT,
      page: 2,
      pageSize: 20,
      superQuery: { params: [{ field: 'name', rule: 'eq', val: 'a+b 处' }], matchType: 'or' },
    });
    expect(Object.keys(params)).toEqual(['superQueryParams', 'superQueryMatchType', 'name', 'column', 'order', 'pageNo', 'pageSize']);
    expect(params).toMatchObject({ superQueryMatchType: 'or', name: '*处*', column: 'createTime', order: 'desc', pageNo: 2, pageSize: 20 });
    expect(JSON.parse(decodeURIComponent(params.superQueryParams as string))).toEqual([{ field: 'name', rule: 'eq', val: 'a+b 处' }]);
  });

  it('leaves the advanced-query params out when none is applied', () => {
    const params = buildListParams({ query: {}, sort: DEFAULT_SORT, page: 1, pageSize: 10, superQuery: { params: [], matchType: 'and' } });
    expect(params).toEqual({ column: 'createTime', order: 'desc', pageNo: 1, pageSize: 10 });
  });

  it('is understood by the fake backend as sent through the query string (a + survives)', () => {
    const fields: EntityFields = { id: 'string', name: 'string', createTime: 'date' };
    const rows = [
      { id: '1', name: 'a+b', createTime: '2025-01-01 00:00:00' },
      { id: '2', name: 'a b', createTime: '2025-01-02 00:00:00' },
    ];
    const params = buildListParams({ query: {}, sort: DEFAULT_SORT, page: 1, pageSize: 10, superQuery: { params: [{ field: 'name', rule: 'eq', val: 'a+b' }], matchType: 'and' } });
    const onTheWire = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    expect(queryRows(rows, new URLSearchParams(onTheWire), fields).map((r) => r.id)).toEqual(['1']);
    expect(encodeSuperQuery([{ field: 'name', rule: 'eq', val: 'x' }])).not.toContain('"');
  });

  it('adds the selected ids to an export', () => {
    expect(exportParams({ name: '*a*' }, [])).toEqual({ name: '*a*' });
    expect(exportParams({ name: '*a*' }, ['1', '2'])).toEqual({ name: '*a*', selections: '1,2' });
  });

  it('sends batch-delete ids each followed by a comma', () => {
    expect(idsParam(['a', 'b'])).toBe('a,b,');
    expect(idsParam([])).toBe('');
  });
});

describe('page after a delete', () => {
  it('stays when the page still has rows', () => {
    expect(pageAfterRemoval(25, 1, 10, 2)).toBe(2);
  });
  it('steps back when the last page empties', () => {
    expect(pageAfterRemoval(21, 1, 10, 3)).toBe(2);
    expect(pageAfterRemoval(30, 10, 10, 3)).toBe(2);
  });
  it('never goes below page 1', () => {
    expect(pageAfterRemoval(1, 1, 10, 1)).toBe(1);
    expect(pageAfterRemoval(0, 5, 10, 1)).toBe(1);
  });
});

describe('role gate for query features', () => {
  it('shows them to province_admin and admin only', () => {
    expect(hasQueryRole(user('admin'))).toBe(true);
    expect(hasQueryRole(user('province_admin'))).toBe(true);
    expect(hasQueryRole(user('content_editor'))).toBe(false);
  });
  it('keeps them when the user info carries no roleCode at all (a backend that does not send it)', () => {
    expect(hasQueryRole(user())).toBe(true);
    expect(hasQueryRole(null)).toBe(true);
  });
  it('reads several comma-separated role codes', () => {
    expect(roleCodesOf(user('hr, admin'))).toEqual(['hr', 'admin']);
    expect(hasQueryRole(user('hr,admin'))).toBe(true);
  });
  it('can be turned off or given other roles', () => {
    expect(hasQueryRole(user('hr'), null)).toBe(true);
    expect(hasQueryRole(user('hr'), ['hr'])).toBe(true);
  });
});

describe('export file type', () => {
  it('names a zip container .xlsx and anything else .xls', async () => {
    expect(await workbookExtension(new Blob([new Uint8Array([0x50, 0x4b, 3, 4])]))).toBe('xlsx');
    expect(await workbookExtension(new Blob([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])]))).toBe('xls');
  });
});
