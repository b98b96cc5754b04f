import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listPage, parseParamValue, queryRows, SORT_COLUMN_MISSING, type EntityFields } from '@fake/lib/list-query';
import { BizError } from '@fake/lib/route';

interface Person {
  id: string;
  name: string | null;
  code: string | null;
  age: number | null;
  score: number | null;
  tags: string | null;
  createTime: string | null;
  active: boolean | null;
}

const FIELDS: EntityFields = {
  id: 'string',
  name: 'string',
  code: 'string',
  age: 'int',
  score: 'number',
  tags: 'string',
  createTime: 'date',
  active: 'boolean',
};

const p = (id: string, name: string | null, code: string | null, age: number | null, score: number | null, tags: string | null, createTime: string | null, active: boolean | null = true): Person => ({
  id, name, code, age, score, tags, createTime, active,
});

const ROWS: Person[] = [
  p('1', '张三', '9', 3, 1.5, '1,2', '2025-01-05 23:59:59'),
  p('2', '李四', '10', 5, 2.25, '3', '2025-01-06 00:00:00'),
  p('3', 'Alice', 'a_b', 7, null, '2,3', '2025-01-06 23:59:59', false),
  p('4', 'alice smith', 'axb', 10, 9, null, '2025-01-07 00:00:00'),
  p('5', null, '100%', null, 4, '1', null, null),
];

const run = (params: Record<string, string> | string, rows: Person[] = ROWS) => queryRows(rows, new URLSearchParams(params), FIELDS).map((r) => r.id);
const sq = (conditions: unknown[], matchType?: string) => {
  const params: Record<string, string> = { superQueryParams: encodeURIComponent(JSON.stringify(conditions)) };
  if (matchType) params.superQueryMatchType = matchType;
  return params;
};

describe('plain query params (value form decides the rule)', () => {
  it('a bare value is equality, case-insensitive like the MySQL collation', () => {
    expect(run({ name: '张三' })).toEqual(['1']);
    expect(run({ name: 'ALICE' })).toEqual(['3']);
  });

  it('*v* is LIKE, *v ends-with, v* starts-with', () => {
    expect(run({ name: '*alice*' })).toEqual(['3', '4']);
    expect(run({ name: '*smith' })).toEqual(['4']);
    expect(run({ name: 'ali*' })).toEqual(['3', '4']);
    expect(run({ name: 'smith*' })).toEqual([]);
  });

  it('a lone * means equals, not match-all', () => {
    expect(run({ name: '*' })).toEqual([]);
  });

  it('searches _ and % literally in plain LIKEs', () => {
    expect(run({ code: '*a_b*' })).toEqual(['3']);
    expect(run({ code: '*0%' })).toEqual(['5']);
  });

  it('a comma list is IN', () => {
    expect(run({ code: '9,10' })).toEqual(['1', '2']);
    expect(run({ age: '3,7' })).toEqual(['1', '3']);
  });

  it('!v is not-equal and never matches NULL', () => {
    expect(run({ name: '!张三' })).toEqual(['2', '3', '4']);
  });

  it('comparisons need the operator followed by a space', () => {
    expect(run({ age: '>= 5' })).toEqual(['2', '3', '4']);
    expect(run({ age: '> 5' })).toEqual(['3', '4']);
    expect(run({ age: '<= 5' })).toEqual(['1', '2']);
    expect(run({ age: '< 5' })).toEqual(['1']);
    expect(run({ age: '!= 5' })).toEqual(['1', '3', '4']);
    expect(run({ score: '> 2' })).toEqual(['2', '4', '5']);
  });

  it('>=v without the space is an equality on the literal text (the JInput ge/le quirk)', () => {
    expect(parseParamValue('>=5')).toEqual({ rule: 'eq', value: '>=5' });
    expect(run({ age: '>=5' })).toEqual([]);
    expect(run({ name: '>=a' })).toEqual([]);
  });

  it('a leading and trailing comma is an OR of LIKEs (multi-select fields)', () => {
    expect(run({ tags: ',1,3,' })).toEqual(['1', '2', '3', '5']);
    expect(run({ tags: ',2,' })).toEqual(['1', '3']);
  });

  it('a++b searches for the value a,b', () => {
    const rows = [p('x', 'a,b', null, null, null, null, null), p('y', 'a', null, null, null, null, null)];
    expect(run({ name: 'a++b' }, rows)).toEqual(['x']);
  });

  it('ignores empty values, non-entity params and the paging/sorting params', () => {
    expect(run({ name: '', code: '   ', pageNo: '1', pageSize: '10', _t: '123', foo: 'bar', field: 'id,,name' })).toHaveLength(5);
  });

  it('a numeric field given text matches nothing instead of failing', () => {
    expect(run({ age: 'abc' })).toEqual([]);
  });

  it('combines several params with AND', () => {
    expect(run({ name: '*alice*', age: '> 7' })).toEqual(['4']);
  });
});

describe('_begin / _end / _MultiString', () => {
  it('a 10-character date bound covers the whole day', () => {
    expect(run({ createTime_begin: '2025-01-06', createTime_end: '2025-01-06' })).toEqual(['2', '3']);
  });

  it('a full datetime bound is used as is', () => {
    expect(run({ createTime_begin: '2025-01-06 00:00:01' })).toEqual(['3', '4']);
    expect(run({ createTime_end: '2025-01-06 00:00:00' })).toEqual(['1', '2']);
  });

  it('an unparseable date skips that property only (the backend logs and goes on)', () => {
    expect(run({ createTime_begin: '06/01/2025', name: '*alice*' })).toEqual(['3', '4']);
  });

  it('numeric bounds parse to numbers', () => {
    expect(run({ age_begin: '5', age_end: '9' })).toEqual(['2', '3']);
    expect(run({ age_begin: '5.5' })).toHaveLength(5);
  });

  it('string bounds compare as text', () => {
    expect(run({ code_begin: 'a', code_end: 'az' })).toEqual(['3', '4']);
  });

  it('_MultiString is IN on the field', () => {
    expect(run({ code_MultiString: 'axb,9' })).toEqual(['1', '4']);
  });
});

describe('column / order', () => {
  it('sorts by one column in either direction, NULLs first ascending and last descending', () => {
    expect(run({ column: 'age', order: 'asc' })).toEqual(['5', '1', '2', '3', '4']);
    expect(run({ column: 'age', order: 'desc' })).toEqual(['4', '3', '2', '1', '5']);
    expect(run({ column: 'createTime', order: 'desc' })).toEqual(['4', '3', '2', '1', '5']);
  });

  it('treats any order containing "asc" as ascending and anything else as descending', () => {
    expect(run({ column: 'age', order: 'ASCEND' })[1]).toBe('1');
    expect(run({ column: 'age', order: 'whatever' })[0]).toBe('4');
  });

  it('sorts by several comma-joined columns in the same direction', () => {
    const rows = [p('a', 'x', '2', 1, null, null, null), p('b', 'x', '1', 1, null, null, null), p('c', 'w', '9', 1, null, null, null)];
    expect(run({ column: 'name,code', order: 'asc' }, rows)).toEqual(['c', 'b', 'a']);
  });

  it('strips a trailing _dictText so dictionary columns sort by their value', () => {
    expect(run({ column: 'age_dictText', order: 'asc' })[1]).toBe('1');
  });

  it('rejects a column the entity does not have with the backend message', () => {
    const attempt = () => queryRows(ROWS, new URLSearchParams({ column: 'nope', order: 'asc' }), FIELDS);
    expect(attempt).toThrow(BizError);
    expect(attempt).toThrow('请注意，将要排序的列字段不存在：nope');
    expect(() => queryRows(ROWS, new URLSearchParams({ column: 'name,nope_dictText', order: 'asc' }), FIELDS)).toThrow(`${SORT_COLUMN_MISSING}name,nope`);
  });

  it('does not sort without both column and order (insertion order stays)', () => {
    expect(run({ column: 'age' })).toEqual(['1', '2', '3', '4', '5']);
    expect(run({ column: 'nope' })).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('superQueryParams / superQueryMatchType', () => {
  const cases: Array<[string, string, string, string[]]> = [
    ['eq', 'name', 'alice', ['3']],
    ['ne', 'name', 'alice', ['1', '2', '4']],
    ['gt', 'age', '5', ['3', '4']],
    ['ge', 'age', '5', ['2', '3', '4']],
    ['lt', 'age', '5', ['1']],
    ['le', 'age', '5', ['1', '2']],
    ['in', 'code', 'axb,9', ['1', '4']],
    ['like', 'name', 'lic', ['3', '4']],
    ['left_like', 'name', 'smith', ['4']],
    ['right_like', 'name', 'ali', ['3', '4']],
  ];
  for (const [rule, field, val, expected] of cases) {
    it(`rule ${rule}`, () => {
      expect(run(sq([{ field, rule, val }]))).toEqual(expected);
    });
  }

  it('joins conditions with AND by default and OR when asked (any case)', () => {
    const conditions = [
      { field: 'name', rule: 'eq', val: '张三' },
      { field: 'age', rule: 'ge', val: '10' },
    ];
    expect(run(sq(conditions))).toEqual([]);
    expect(run(sq(conditions, 'and'))).toEqual([]);
    expect(run(sq(conditions, 'or'))).toEqual(['1', '4']);
    expect(run(sq(conditions, 'OR'))).toEqual(['1', '4']);
  });

  it('is one group ANDed with the plain params', () => {
    const params = { ...sq([{ field: 'name', rule: 'eq', val: '张三' }, { field: 'age', rule: 'ge', val: '7' }], 'or'), code: '!axb' };
    expect(run(params)).toEqual(['1', '3']);
  });

  it('type date parses the day (lenient, trailing text ignored) and compares as a date', () => {
    expect(run(sq([{ field: 'createTime', rule: 'ge', val: '2025-01-06', type: 'date' }]))).toEqual(['2', '3', '4']);
    expect(run(sq([{ field: 'createTime', rule: 'eq', val: '2025-01-06 12:00:00', type: 'date' }]))).toEqual(['2']);
  });

  it('type datetime needs the time; a bare day drops that condition', () => {
    expect(run(sq([{ field: 'createTime', rule: 'gt', val: '2025-01-06 00:00:00', type: 'datetime' }]))).toEqual(['3', '4']);
    expect(run(sq([{ field: 'createTime', rule: 'gt', val: '2025-01-06', type: 'datetime' }]))).toHaveLength(5);
  });

  it('dbType casts the value: a string column compared as numbers', () => {
    expect(run(sq([{ field: 'code', rule: 'gt', val: '9' }]))).toEqual(['3', '4']);
    expect(run(sq([{ field: 'code', rule: 'gt', val: '9', dbType: 'int' }]))).toEqual(['2', '5']);
    expect(run(sq([{ field: 'score', rule: 'lt', val: '2', dbType: 'double' }]))).toEqual(['1']);
    expect(run(sq([{ field: 'active', rule: 'eq', val: 'false', dbType: 'boolean' }]))).toEqual(['3']);
  });

  it('leaves the value a string when the cast fails', () => {
    expect(run(sq([{ field: 'code', rule: 'eq', val: 'axb', dbType: 'int' }]))).toEqual(['4']);
  });

  it('LIKE in the advanced query keeps the SQL wildcards', () => {
    expect(run(sq([{ field: 'code', rule: 'like', val: 'a_b' }]))).toEqual(['3', '4']);
  });

  it('skips conditions with an empty field, rule or value (and the text "null")', () => {
    const conditions = [{ field: 'name', rule: 'eq', val: '' }, { field: '', rule: 'eq', val: 'x' }, { rule: 'eq', val: 'x' }, { field: 'name', rule: 'eq', val: 'null' }];
    expect(run(sq(conditions))).toHaveLength(5);
    expect(run(sq([...conditions, { field: 'name', rule: 'eq', val: 'alice' }], 'or'))).toEqual(['3']);
  });

  it('skips a condition with an unknown rule', () => {
    expect(run(sq([{ field: 'name', rule: 'between', val: 'a' }, { field: 'age', rule: 'eq', val: '3' }]))).toEqual(['1']);
  });

  it('drops the whole group when a field is not an entity property (the backend throws and logs)', () => {
    expect(run(sq([{ field: 'age', rule: 'eq', val: '3' }, { field: 'nope', rule: 'eq', val: 'x' }]))).toHaveLength(5);
  });

  it('ignores bad JSON, a non-array and a broken escape', () => {
    expect(run({ superQueryParams: '%7Bnot json' })).toHaveLength(5);
    expect(run({ superQueryParams: encodeURIComponent('{"field":"name"}') })).toHaveLength(5);
    expect(run({ superQueryParams: '%E4%ZZ' })).toHaveLength(5);
  });

  it('decodes like URLDecoder: "+" becomes a space, %2B a plus', () => {
    expect(run({ superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'name', rule: 'eq', val: 'alice smith' }])).replace(/%20/g, '+') })).toEqual(['4']);
    const rows = [p('x', 'a+b', null, null, null, null, null)];
    expect(run(sq([{ field: 'name', rule: 'eq', val: 'a+b' }]), rows)).toEqual(['x']);
  });

  it('accepts numeric val and the Vue console encodeURI form', () => {
    expect(run(sq([{ field: 'age', rule: 'eq', val: 7 }]))).toEqual(['3']);
    expect(run({ superQueryParams: encodeURI(JSON.stringify([{ field: 'name', rule: 'eq', val: '张三' }])) })).toEqual(['1']);
  });
});

describe('paging (MyBatis-Plus page)', () => {
  it('answers the page with records, total, size, current and pages', () => {
    const page = listPage(ROWS, new URLSearchParams({ pageNo: '2', pageSize: '2', column: 'id', order: 'asc' }), FIELDS);
    expect(page.records.map((r) => r.id)).toEqual(['3', '4']);
    expect(page).toMatchObject({ total: 5, size: 2, current: 2, pages: 3, orders: [], searchCount: true });
  });

  it('defaults to page 1 of 10 and answers an empty page beyond the last', () => {
    expect(listPage(ROWS, new URLSearchParams(), FIELDS)).toMatchObject({ size: 10, current: 1, total: 5 });
    expect(listPage(ROWS, new URLSearchParams({ pageNo: '9' }), FIELDS).records).toEqual([]);
  });

  it('counts the filtered rows in total', () => {
    expect(listPage(ROWS, new URLSearchParams({ name: '*alice*' }), FIELDS).total).toBe(2);
  });
});

describe('properties', () => {
  const plain = fc.string({ maxLength: 6 }).filter((s) => !/[*,!%_\\+ ]/.test(s) && s.trim() === s && s !== 'null');

  it('*v* keeps exactly the rows whose text contains v (case-insensitive)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 8 }), { maxLength: 12 }), plain.filter((s) => s.length > 0), (names, needle) => {
        const rows = names.map((n, i) => p(String(i), n, null, null, null, null, null));
        const expected = rows.filter((r) => r.name!.toLowerCase().includes(needle.toLowerCase())).map((r) => r.id);
        expect(run({ name: `*${needle}*` }, rows)).toEqual(expected);
      }),
      { numRuns: 80 },
    );
  });

  it('sorting returns a permutation ordered by the column', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: -50, max: 50 }), { nil: null }), { maxLength: 15 }), (ages) => {
        const rows = ages.map((a, i) => p(String(i), null, null, a, null, null, null));
        const sorted = queryRows(rows, new URLSearchParams({ column: 'age', order: 'asc' }), FIELDS);
        expect(sorted.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
        const values = sorted.map((r) => (r.age === null ? -Infinity : r.age));
        expect(values).toEqual([...values].sort((a, b) => a - b));
      }),
      { numRuns: 60 },
    );
  });
});
