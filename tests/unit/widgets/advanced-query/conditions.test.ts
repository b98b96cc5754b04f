import { describe, expect, it } from 'vitest';
import {
  isComplete,
  isEmptyQuery,
  isMultiValue,
  loadSavedQueries,
  storeSavedQueries,
  toParams,
  toSavedQuery,
  upsertSavedQuery,
  withField,
} from '@/widgets/advanced-query/conditions';
import type { ConditionRecord } from '@/widgets/advanced-query';

const rec = (r: Partial<ConditionRecord>): ConditionRecord => ({ rule: 'eq', ...r });

describe('empty and complete conditions', () => {
  it('needs field, rule and a non-blank value', () => {
    expect(isComplete(rec({ field: 'name', val: 'x' }))).toBe(true);
    expect(isComplete(rec({ field: 'name', val: '  ' }))).toBe(false);
    expect(isComplete(rec({ val: 'x' }))).toBe(false);
    expect(isComplete(rec({ field: 'name', val: [] }))).toBe(false);
    expect(isComplete(rec({ field: 'name', val: ['1'] }))).toBe(true);
  });

  it('a query is empty when no row is complete', () => {
    expect(isEmptyQuery([])).toBe(true);
    expect(isEmptyQuery([rec({}), rec({ field: 'name' })])).toBe(true);
    expect(isEmptyQuery([rec({}), rec({ field: 'name', val: 'x' })])).toBe(false);
  });
});

describe('params sent to the list', () => {
  it('keeps complete rows, trims, joins multi-values and carries type/dbType', () => {
    const params = toParams([
      rec({ field: 'name', rule: 'like', val: ' 处 ' }),
      rec({ field: 'postRank', rule: 'in', val: ['1', '3'] }),
      rec({ field: 'createTime', rule: 'ge', val: '2025-01-01 00:00:00', type: 'datetime' }),
      rec({ field: 'age', rule: 'gt', val: '5', dbType: 'int' }),
      rec({ field: 'code' }),
    ]);
    expect(params).toEqual([
      { field: 'name', rule: 'like', val: '处' },
      { field: 'postRank', rule: 'in', val: '1,3' },
      { field: 'createTime', rule: 'ge', val: '2025-01-01 00:00:00', type: 'datetime' },
      { field: 'age', rule: 'gt', val: '5', dbType: 'int' },
    ]);
  });

  it('choosing a field resets the value and takes its type and dbType', () => {
    expect(withField(rec({ rule: 'gt', field: 'name', val: 'x' }), { value: 'age', text: '年龄', type: 'int', dbType: 'int' })).toEqual({ rule: 'gt', field: 'age', type: 'int', dbType: 'int', val: undefined });
  });

  it('edits several values for IN over a dictionary and for multi fields', () => {
    const dict = { value: 'postRank', text: '职级', dictCode: 'position_rank' };
    expect(isMultiValue(dict, rec({ rule: 'in' }))).toBe(true);
    expect(isMultiValue(dict, rec({ rule: 'eq' }))).toBe(false);
    expect(isMultiValue({ value: 'tags', text: 'T', type: 'list_multi' }, rec({}))).toBe(true);
    expect(isMultiValue({ value: 'name', text: 'N' }, rec({ rule: 'in' }))).toBe(false);
  });
});

describe('saved queries', () => {
  it('are stored per page under JSuperQuerySaved_<code> in the vue-ls layout', () => {
    storeSavedQueries('/isystem/position', [toSavedQuery('A', 'or', [rec({ field: 'name', val: 'x' })])]);
    const raw = JSON.parse(localStorage.getItem('pro__JSuperQuerySaved_/isystem/position') ?? 'null');
    expect(raw).toEqual({ value: [{ title: 'A', matchType: 'or', records: [{ field: 'name', rule: 'eq', val: 'x' }] }], expire: null });
    expect(loadSavedQueries('/isystem/position')[0].title).toBe('A');
    expect(loadSavedQueries('/other')).toEqual([]);
  });

  it('save only the condition fields of complete rows', () => {
    const extra = { ...rec({ field: 'name', val: 'x' }), options: [{ value: 'a' }] } as ConditionRecord;
    expect(toSavedQuery('T', 'and', [extra, rec({})]).records).toEqual([{ field: 'name', rule: 'eq', val: 'x', type: undefined, dbType: undefined }]);
  });

  it('replace an entry of the same title in place and append others', () => {
    const a = toSavedQuery('A', 'and', []);
    const b = toSavedQuery('B', 'and', []);
    const a2 = toSavedQuery('A', 'or', []);
    expect(upsertSavedQuery([a, b], a2)).toEqual([a2, b]);
    expect(upsertSavedQuery([a], b)).toEqual([a, b]);
  });

  it('ignore a corrupted stored value', () => {
    localStorage.setItem('pro__JSuperQuerySaved_/x', JSON.stringify({ value: 'nope', expire: null }));
    expect(loadSavedQueries('/x')).toEqual([]);
    localStorage.setItem('pro__JSuperQuerySaved_/y', JSON.stringify({ value: [{ title: 1 }, { title: 'ok', records: [] }], expire: null }));
    expect(loadSavedQueries('/y').map((q) => q.title)).toEqual(['ok']);
  });
});
