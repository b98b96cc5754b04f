import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildExpression,
  dayModeNumber,
  defaultFields,
  LIMITS,
  parseExpression,
  type CronFields,
  type DayField,
  type FieldName,
  type NumberLimit,
  type SimpleField,
  type SimpleFieldName,
  type WeekField,
} from '@/lib/cron/cron-model';
import { validate } from '@/lib/cron/quartz';

const int = (l: NumberLimit) => fc.integer({ min: l.min, max: l.max });
const list = (l: NumberLimit) => fc.uniqueArray(int(l), { minLength: 1, maxLength: 8 }).map((xs) => xs.sort((a, b) => a - b));

/** Any state a tab can produce for a second/minute/hour/month/year field, all numbers within the input limits. */
function simpleField(name: SimpleFieldName): fc.Arbitrary<SimpleField> {
  const l = LIMITS[name];
  return fc.record({
    mode: fc.constantFrom('every', 'incremental', 'list', 'range') as fc.Arbitrary<SimpleField['mode']>,
    start: int(l.value),
    step: int(l.step),
    list: list(l.value),
    from: int(l.value),
    to: int(l.value),
    raw: fc.constant(''),
  });
}

const dayField: fc.Arbitrary<DayField> = fc.record({
  mode: fc.constantFrom('notSet', 'every', 'range', 'incremental', 'list', 'last', 'lastWorkday', 'lastOffset', 'nearestWorkday') as fc.Arbitrary<DayField['mode']>,
  start: int(LIMITS.day.value),
  step: int(LIMITS.day.step),
  list: list(LIMITS.day.value),
  from: int(LIMITS.day.value),
  to: int(LIMITS.day.value),
  raw: fc.constant(''),
  offset: int(LIMITS.day.offset),
  workday: int(LIMITS.day.value),
});

const weekField: fc.Arbitrary<WeekField> = fc.record({
  mode: fc.constantFrom('notSet', 'every', 'range', 'incremental', 'list', 'last', 'nth') as fc.Arbitrary<WeekField['mode']>,
  start: int(LIMITS.week.value),
  step: int(LIMITS.week.step),
  list: list(LIMITS.week.value),
  from: int(LIMITS.week.value),
  to: int(LIMITS.week.value),
  raw: fc.constant(''),
  lastDay: int(LIMITS.week.value),
  nthDay: int(LIMITS.week.value),
  nth: int(LIMITS.week.nth),
});

const editorState: fc.Arbitrary<CronFields> = fc.record({
  second: simpleField('second'),
  minute: simpleField('minute'),
  hour: simpleField('hour'),
  day: dayField,
  month: simpleField('month'),
  week: weekField,
  year: simpleField('year'),
});

/** What the expression actually says: each field's mode plus the numbers that mode uses. */
function activeParts(fields: CronFields): Record<FieldName, unknown> {
  const uses: Record<string, string[]> = {
    every: [],
    notSet: [],
    last: [],
    lastWorkday: [],
    incremental: ['start', 'step'],
    list: ['list'],
    range: ['from', 'to'],
    lastOffset: ['offset'],
    nearestWorkday: ['workday'],
    nth: ['nthDay', 'nth'],
  };
  const out = {} as Record<FieldName, unknown>;
  for (const [name, field] of Object.entries(fields) as [FieldName, Record<string, unknown>][]) {
    const keys = name === 'week' && field.mode === 'last' ? ['lastDay'] : (uses[field.mode as string] ?? []);
    out[name] = { mode: field.mode, ...Object.fromEntries(keys.map((k) => [k, field[k]])) };
  }
  return out;
}

describe('editor state ↔ expression', () => {
  it('any editor state builds an expression that parses back to the same state', () => {
    fc.assert(
      fc.property(editorState, (state) => {
        expect(parseExpression(buildExpression(state), state)).toEqual(state);
      }),
      { numRuns: 400 },
    );
  });

  it('reads the same modes and numbers from the expression alone, whatever the tabs held before', () => {
    fc.assert(
      fc.property(editorState, (state) => {
        const parsed = parseExpression(buildExpression(state), defaultFields());
        expect(parsed && activeParts(parsed)).toEqual(activeParts(state));
      }),
      { numRuns: 400 },
    );
  });

  it('builds only expressions Quartz accepts once exactly one of day and week is not set', () => {
    fc.assert(
      fc.property(editorState, (state) => {
        fc.pre((state.day.mode === 'notSet') !== (state.week.mode === 'notSet'));
        fc.pre(state.year.mode !== 'range' || state.year.from <= state.year.to);
        expect(validate(buildExpression(state))).toBeNull();
      }),
      { numRuns: 400 },
    );
  });

  it.each([
    ['every', '* * * * * ? *', { second: { mode: 'every' } }],
    ['incremental', '0/15 3/20 */6 * 1/3 ? 2026/2', { second: { mode: 'incremental', start: 0, step: 15 }, hour: { mode: 'incremental', start: 0, step: 6 }, year: { mode: 'incremental', start: 2026, step: 2 } }],
    ['list', '0,30 5 9,18 * JAN,dec ? 2027,2026', { second: { mode: 'list', list: [0, 30] }, month: { mode: 'list', list: [1, 12] }, year: { mode: 'list', list: [2026, 2027] } }],
    ['range', '10-20 0 22-2 * NOV-FEB ? 2026-2030', { second: { mode: 'range', from: 10, to: 20 }, hour: { mode: 'range', from: 22, to: 2 }, month: { mode: 'range', from: 11, to: 2 } }],
    ['day every N days', '0 0 0 5/3 * ?', { day: { mode: 'incremental', start: 5, step: 3 } }],
    ['day list', '0 0 0 1,15 * ?', { day: { mode: 'list', list: [1, 15] } }],
    ['day range', '0 0 0 28-2 * ?', { day: { mode: 'range', from: 28, to: 2 } }],
    ['last day', '0 0 0 L * ?', { day: { mode: 'last' } }],
    ['last weekday', '0 30 9 LW * ?', { day: { mode: 'lastWorkday' } }],
    ['days before month end', '0 0 0 L-3 * ?', { day: { mode: 'lastOffset', offset: 3 } }],
    ['nearest weekday', '0 0 0 15W * ?', { day: { mode: 'nearestWorkday', workday: 15 } }],
    ['week every', '0 0 0 ? * *', { week: { mode: 'every' }, day: { mode: 'notSet' } }],
    ['week every N days', '0 0 0 ? * 2/2', { week: { mode: 'incremental', start: 2, step: 2 } }],
    ['weekday list', '0 0 0 ? * MON,wed,6', { week: { mode: 'list', list: [2, 4, 6] } }],
    ['weekday range', '0 0 0 ? * FRI-MON', { week: { mode: 'range', from: 6, to: 2 } }],
    ['last given weekday', '0 0 0 ? * 6L', { week: { mode: 'last', lastDay: 6 } }],
    ['nth weekday', '0 0 0 ? * FRI#3', { week: { mode: 'nth', nthDay: 6, nth: 3 } }],
    ['custom part', '0 0 1-5,10 * * ?', { hour: { mode: 'custom', raw: '1-5,10' } }],
  ])('reads %s (%s)', (_name, expr, expected) => {
    const fields = parseExpression(expr, defaultFields());
    expect(fields).toMatchObject(expected);
    // and builds back to an expression with the same meaning
    expect(parseExpression(buildExpression(fields!), defaultFields())).toMatchObject(expected);
  });

  it('treats a missing year as every year and needs at least six parts', () => {
    expect(parseExpression('0 0 12 * * ?', defaultFields())?.year.mode).toBe('every');
    expect(parseExpression('0 0 12 * *', defaultFields())).toBeNull();
  });

  it('numbers the eleven day modes like the spec', () => {
    const modes = ['* ?', '? 2/2', '5/3 ?', '? 2,4', '1,15 ?', 'L ?', 'LW ?', '? 6L', 'L-3 ?', '15W ?', '? 6#3'].map((dw) => {
      const [day, week] = dw.split(' ');
      return dayModeNumber(parseExpression(`0 0 0 ${day} * ${week}`, defaultFields())!);
    });
    expect(modes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(dayModeNumber(parseExpression('0 0 0 1-5 * ?', defaultFields())!)).toBeNull();
  });
});
