/** Pure helpers of the pickers: stored values, popup configuration and mapping, sort specs, conditions. */
import { describe, expect, it } from 'vitest';
import { isValidCondition, joinValue, mapPopupRows, parseSorter, popupConfigError, reportParams, splitValue } from '@/widgets/pickers';

describe('stored values', () => {
  it.each([
    ['a,b', ['a', 'b']],
    ['a,b,', ['a', 'b']],
    [' a , b ', ['a', 'b']],
    ['', []],
    [null, []],
    [undefined, []],
  ])('splits %j into %j', (input, expected) => {
    expect(splitValue(input)).toEqual(expected);
  });

  it('joins with commas', () => {
    expect(joinValue(['x', 'y'])).toBe('x,y');
  });
});

describe('popup configuration (widgets.md §5)', () => {
  it.each([
    [{ code: '', orgFields: 'a', destFields: 'b' }, 'popup参数未正确配置!'],
    [{ code: 'r', orgFields: '', destFields: 'b' }, 'popup参数未正确配置!'],
    [{ code: 'r', orgFields: 'a', destFields: null }, 'popup参数未正确配置!'],
    [{ code: 'r', orgFields: 'a,b', destFields: 'x' }, 'popup参数未正确配置,原始值和目标值数量不一致!'],
    [{ code: 'r', orgFields: 'a,b', destFields: 'x,y' }, null],
  ])('%j → %j', (config, message) => {
    expect(popupConfigError(config)).toBe(message);
  });

  it('copies each origin field of every row into its target field, comma-joined, missing as empty', () => {
    const rows = [{ username: 'a', realname: '甲' }, { username: 'b', realname: null }];
    expect(mapPopupRows(rows, 'username,realname', 'user,name', 'name')).toEqual({ values: { user: 'a,b', name: '甲,' }, text: '甲,' });
  });

  it('gives no text when no field is shown and an empty one when the field is not a target', () => {
    expect(mapPopupRows([{ a: 1 }], 'a', 'x').text).toBeNull();
    expect(mapPopupRows([{ a: 1 }], 'a', 'x', 'other').text).toBe('');
  });

  it('builds report params: self_ dynamic params, non-empty conditions, sort and page', () => {
    expect(reportParams({ param: { org: "'A01'" }, query: { name: 'x', code: '' }, sort: { column: 'code', order: 'desc' }, pageNo: 2, pageSize: 10 })).toEqual({
      self_org: "'A01'",
      name: 'x',
      column: 'code',
      order: 'desc',
      pageNo: 2,
      pageSize: 10,
    });
  });
});

describe('popup sort spec column=asc|desc', () => {
  it.each([
    ['code=asc', { column: 'code', order: 'asc' }],
    ['code=DESC', { column: 'code', order: 'desc' }],
    ['code', null],
    ['code=up', null],
    ['=asc', null],
    ['', null],
  ])('%j → %j', (spec, expected) => {
    expect(parseSorter(spec)).toEqual(expected);
  });
});

describe('tree select condition (组件JTreeSelect-condition)', () => {
  it.each([
    ['', true],
    ['{"status":"1"}', true],
    ['[1]', true],
    ['status=1', false],
    ['"text"', false],
    ['1', false],
    ['null', false],
  ])('%j valid: %s', (condition, valid) => {
    expect(isValidCondition(condition)).toBe(valid);
  });
});
