import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { greeting } from '@/lib/greeting';
import { uuid } from '@/lib/uuid';
import { formatThousands } from '@/lib/numbers';
import { formatDate, formatDateTime, formatTime, toDate } from '@/lib/dates';
import { isOAuth2AppEnv } from '@/lib/env';
import { ellipsis } from '@/lib/text';
import { unwrapSearchValue, wrapSearchValue } from '@/lib/search';

const at = (h: number, m = 0) => new Date(2024, 0, 1, h, m);

describe('greeting', () => {
  it.each([
    [0, '早上好'],
    [8, '早上好'],
    [9, '上午好'],
    [11, '上午好'],
    [12, '中午好'],
    [13, '中午好'],
    [14, '下午好'],
    [19, '下午好'],
    [20, '晚上好'],
    [23, '晚上好'],
  ])('at %i:30 says %s', (hour, text) => {
    expect(greeting(at(hour, 30))).toBe(text);
  });
});

describe('uuid', () => {
  it('is 32 hex characters and unique', () => {
    const a = uuid();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(uuid()).not.toBe(a);
  });
});

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234567.891, '-1,234,567.891'],
    ['12345.6789', '12,345.6789'],
    [null, '0'],
    ['', '0'],
    ['abc', 'abc'],
  ])('%s → %s', (input, out) => {
    expect(formatThousands(input)).toBe(out);
  });

  it('only inserts commas: removing them gives back the digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (n) => {
        expect(formatThousands(n.toString()).replace(/,/g, '')).toBe(n.toString());
      }),
    );
  });
});

describe('dates', () => {
  it('formats dates, datetimes and times', () => {
    const d = new Date(2024, 1, 3, 4, 5, 6);
    expect(formatDate(d)).toBe('2024-02-03');
    expect(formatDateTime(d)).toBe('2024-02-03 04:05:06');
    expect(formatTime(d)).toBe('04:05:06');
  });

  it('parses backend strings', () => {
    expect(formatDateTime('2024-02-03 04:05:06')).toBe('2024-02-03 04:05:06');
    expect(formatDate('2024-02-03')).toBe('2024-02-03');
    expect(toDate('2024-02-03')?.getDate()).toBe(3);
  });

  it('gives an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('isOAuth2AppEnv', () => {
  it('recognises WeChat Work and DingTalk', () => {
    expect(isOAuth2AppEnv('Mozilla/5.0 wxwork/4.0')).toBe(true);
    expect(isOAuth2AppEnv('Mozilla/5.0 DingTalk/7.0')).toBe(true);
    expect(isOAuth2AppEnv('Mozilla/5.0 Chrome/120')).toBe(false);
  });
});

describe('ellipsis', () => {
  it('cuts long text at 25 characters by default', () => {
    expect(ellipsis('一'.repeat(30))).toBe(`${'一'.repeat(25)}...`);
    expect(ellipsis('short')).toBe('short');
    expect(ellipsis(null)).toBe('');
    expect(ellipsis('abcdef', 3)).toBe('abc...');
  });
});

describe('wrapSearchValue', () => {
  it.each([
    ['like', '*ad*'],
    ['ne', '!ad'],
    ['ge', '>=ad'],
    ['le', '<=ad'],
    ['eq', 'ad'],
  ] as const)('%s wraps to %s and unwraps back', (mode, wrapped) => {
    expect(wrapSearchValue('ad', mode)).toBe(wrapped);
    expect(unwrapSearchValue(wrapped)).toEqual({ value: 'ad', mode });
  });

  it('leaves an empty value empty', () => {
    expect(wrapSearchValue('', 'like')).toBe('');
  });
});
