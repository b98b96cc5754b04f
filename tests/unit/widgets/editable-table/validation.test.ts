import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptsNumberInput, normaliseNumber, validateCell, isRequired } from '@/widgets/editable-table/validation';
import type { CellRule, EditableColumn, RowValues } from '@/widgets/editable-table';

const col = (rules: CellRule[], extra: Partial<EditableColumn> = {}): EditableColumn => ({ key: 'v', title: '值', type: 'input', validateRules: rules, ...extra });
const check = (c: EditableColumn, value: unknown, rows: RowValues[] = []) => validateCell(c, value, { row: { v: value }, rows });

describe('editable-table cell rules', () => {
  it('required fails on empty values with the templated message', () => {
    const c = col([{ required: true, message: '${title}不能为空' }]);
    expect(check(c, '')).toBe('值不能为空');
    expect(check(c, '  ')).toBe('值不能为空');
    expect(check(c, null)).toBe('值不能为空');
    expect(check(c, 'x')).toBeUndefined();
    expect(isRequired(c)).toBe(true);
  });

  it('treats an unchecked checkbox as empty for required', () => {
    const c = col([{ required: true }], { type: 'checkbox', customValue: ['Y', 'N'] });
    expect(check(c, 'N')).toBe('值不能为空');
    expect(check(c, 'Y')).toBeUndefined();
  });

  it('unique and pattern "only" fail when the value occurs twice among rows', () => {
    for (const rule of [{ unique: true } as const, { pattern: 'only' } as const]) {
      const c = col([{ ...rule, message: '${title}不能重复' }]);
      expect(check(c, 'a', [{ v: 'a' }, { v: 'a' }, { v: 'b' }])).toBe('值不能重复');
      expect(check(c, 'b', [{ v: 'a' }, { v: 'a' }, { v: 'b' }])).toBeUndefined();
      // Empty cells are never duplicates of each other.
      expect(check(c, '', [{ v: '' }, { v: '' }])).toBeUndefined();
    }
  });

  const named: Array<[string, string[], string[]]> = [
    ['n6-16', ['123456', '1234567890123456'], ['12345', '12345678901234567', '12a456']],
    ['*6-16', ['abc 12', '六个字符啊啊'], ['abcde', 'a'.repeat(17)]],
    ['s6-18', ['abcdef', 'ABCDEFghijklmnopqr'], ['abcde', 'abc123', 'a'.repeat(19)]],
    ['url', ['http://a.cn', 'https://www.gov.cn/x?y=1'], ['www.a.cn', 'http//a']],
    ['e', ['a@b.cn', 'x.y+z@mail.gov.cn'], ['a@b', 'ab.cn']],
    ['m', ['13800138000', '18912345678'], ['12345678901', '1380013800', '23800138000', '19912345678']],
    ['p', ['100000', '518000'], ['012345', '10000']],
    ['s', ['abc', 'ABC'], ['ab1', '中文']],
    ['n', ['1', '-2.5', '0'], ['1.', 'a', '1e3']],
    ['z', ['1', '-20'], ['1.5', 'x']],
    ['money', ['0', '12.5', '100.25'], ['-1', '1.234', '01']],
  ];
  for (const [name, good, bad] of named) {
    it(`named pattern ${name} accepts ${good.join(' / ')} and refuses ${bad.join(' / ')}`, () => {
      const c = col([{ pattern: name, message: 'bad' }]);
      for (const v of good) expect(check(c, v), v).toBeUndefined();
      for (const v of bad) expect(check(c, v), v).toBe('bad');
    });
  }

  it('pattern "*" means non-empty', () => {
    const c = col([{ pattern: '*', message: '必填' }]);
    expect(check(c, '')).toBe('必填');
    expect(check(c, 'x')).toBeUndefined();
  });

  it('accepts a custom RegExp or regex source; non-required rules skip empty values', () => {
    expect(check(col([{ pattern: /^A\d$/, message: 'x' }]), 'A1')).toBeUndefined();
    expect(check(col([{ pattern: /^A\d$/, message: 'x' }]), 'B1')).toBe('x');
    expect(check(col([{ pattern: '^[a-c]+$', message: 'y' }]), 'abd')).toBe('y');
    expect(check(col([{ pattern: /^A\d$/, message: 'x' }]), '')).toBeUndefined();
  });

  it('runs a handler: true passes, false uses the rule message, a string is the message', () => {
    expect(check(col([{ handler: () => true }]), 'x')).toBeUndefined();
    expect(check(col([{ handler: () => false, message: '${title}不对' }]), 'x')).toBe('值不对');
    expect(check(col([{ handler: ({ value }) => (value === 'x' ? '不能是x' : true) }]), 'x')).toBe('不能是x');
  });

  it('awaits an async handler, then the rules after it', async () => {
    const c = col([{ handler: async ({ value }) => ({ pass: value !== 'taken', message: '已被占用' }) }, { pattern: 'z', message: '整数' }]);
    await expect(check(c, 'taken')).resolves.toBe('已被占用');
    await expect(check(c, 'free')).resolves.toBe('整数');
    await expect(check(c, '12')).resolves.toBeUndefined();
  });

  it('number cells accept only -?digits[.digits] while typing', () => {
    for (const ok of ['', '-', '1', '-1', '1.', '1.5', '-0.25']) expect(acceptsNumberInput(ok), ok).toBe(true);
    for (const no of ['a', '1a', '1.2.3', '--1', '+1', '1e3', ' 1']) expect(acceptsNumberInput(no), no).toBe(false);
  });

  it('number cells normalise on blur: valid becomes a number, invalid is cleared', () => {
    expect(normaliseNumber('12.50')).toBe(12.5);
    expect(normaliseNumber('-3')).toBe(-3);
    expect(normaliseNumber('1.')).toBeNull();
    expect(normaliseNumber('-')).toBeNull();
    expect(normaliseNumber('')).toBeNull();
    expect(normaliseNumber(7)).toBe(7);
  });

  it('every accepted complete number survives normalisation unchanged in value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.nat({ max: 9999 }), (int, frac) => {
        const text = `${int}.${frac}`;
        expect(acceptsNumberInput(text)).toBe(true);
        expect(normaliseNumber(text)).toBe(Number(text));
      }),
    );
  });
});
