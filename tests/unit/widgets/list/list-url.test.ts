import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampPageSize, listSearch, ownedParams, parseListSearch, type ListUrlOptions } from '@/widgets/list/list-url';
import { tryBadInput } from '../../../reliability/tally';

const OPTIONS: ListUrlOptions = {
  fields: [
    { name: 'title', label: '标题', mode: 'like' },
    { name: 'auditStatus', label: '审核状态', type: 'select', options: [{ value: '1', text: '待审核' }, { value: '2', text: '已通过' }] },
    { name: 'publishTime', label: '发布时间', type: 'dateRange' },
  ],
  defaultSort: { column: 'createTime', order: 'desc' },
  defaultPageSize: 10,
  pageSizes: [10, 20, 30],
};

describe('parseListSearch', () => {
  it('reads page, page size, sort and the query fields', () => {
    expect(parseListSearch('page=2&pageSize=20&sort=title,asc&title=%E5%85%B3%E4%BA%8E&auditStatus=1&publishTime_begin=2026-01-01', OPTIONS)).toEqual({
      page: 2,
      pageSize: 20,
      sort: { column: 'title', order: 'asc' },
      query: { title: '关于', auditStatus: '1', publishTime: ['2026-01-01', ''] },
    });
  });

  it('gives the defaults for an empty address, merged over the initial query', () => {
    expect(parseListSearch('', { ...OPTIONS, initialQuery: { logType: '2' } })).toEqual({
      page: 1,
      pageSize: 10,
      sort: { column: 'createTime', order: 'desc' },
      query: { logType: '2' },
    });
  });

  it('ignores invalid and unknown params and clamps the page size to the offered sizes', async () => {
    await tryBadInput('list address with invalid params', 'wrong', () => {
      const state = parseListSearch('page=-1&pageSize=9999&sort=title;drop,asc&unknown=x&auditStatus=9&title=', OPTIONS);
      expect(state).toEqual({ page: 1, pageSize: 30, sort: OPTIONS.defaultSort, query: {} });
      expect(parseListSearch('page=abc&pageSize=3&sort=title,sideways', OPTIONS)).toMatchObject({ page: 1, pageSize: 10, sort: OPTIONS.defaultSort });
      expect(parseListSearch('page=1.5&sort=title,asc,extra', OPTIONS)).toMatchObject({ page: 1, sort: OPTIONS.defaultSort });
      expect(parseListSearch(`title=${'x'.repeat(500)}`, OPTIONS).query).toEqual({});
    });
  });

  it('never throws and always yields a valid state for any address', async () => {
    await tryBadInput('list address fuzz', 'crash', () => {
      fc.assert(
        fc.property(fc.string(), (search) => {
          const s = parseListSearch(search, OPTIONS);
          expect(s.page).toBeGreaterThanOrEqual(1);
          expect(OPTIONS.pageSizes).toContain(s.pageSize);
          expect(['asc', 'desc']).toContain(s.sort.order);
        }),
        { numRuns: 300 },
      );
    });
  });
});

describe('listSearch', () => {
  it('writes only what differs from the defaults', () => {
    expect(listSearch({ page: 1, pageSize: 10, sort: OPTIONS.defaultSort, query: { title: '', auditStatus: undefined } }, OPTIONS)).toBe('');
    const search = listSearch({ page: 2, pageSize: 20, sort: { column: 'createTime', order: 'asc' }, query: { title: '关于', publishTime: ['2026-01-01', '2026-02-01'] } }, OPTIONS);
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      title: '关于',
      publishTime_begin: '2026-01-01',
      publishTime_end: '2026-02-01',
      sort: 'createTime,asc',
      pageSize: '20',
      page: '2',
    });
  });

  it('keeps params the list does not own and replaces the ones it does', () => {
    const search = listSearch({ page: 3, pageSize: 10, sort: OPTIONS.defaultSort, query: {} }, OPTIONS, 'tab=2&page=9&title=old');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ tab: '2', page: '3' });
    expect(ownedParams(OPTIONS.fields)).toEqual(['page', 'pageSize', 'sort', 'title', 'auditStatus', 'publishTime_begin', 'publishTime_end']);
  });

  it('leaves the initial query out while it is unchanged', () => {
    const options = { ...OPTIONS, initialQuery: { auditStatus: '1' } };
    expect(listSearch({ page: 1, pageSize: 10, sort: OPTIONS.defaultSort, query: { auditStatus: '1' } }, options)).toBe('');
    expect(listSearch({ page: 1, pageSize: 10, sort: OPTIONS.defaultSort, query: { auditStatus: '2' } }, options)).toBe('auditStatus=2');
  });

  it('round-trips through the address', () => {
    const state = { page: 4, pageSize: 30, sort: { column: 'title', order: 'asc' as const }, query: { title: '关于 & 通知', auditStatus: '2' } };
    expect(parseListSearch(listSearch(state, OPTIONS), OPTIONS)).toEqual(state);
  });
});

describe('clampPageSize', () => {
  it('takes the largest offered size not above the value, else the smallest', () => {
    expect(clampPageSize(25, [10, 20, 30])).toBe(20);
    expect(clampPageSize(1, [10, 20, 30])).toBe(10);
    expect(clampPageSize(30, [30, 10, 20])).toBe(30);
  });
});
