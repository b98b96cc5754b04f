import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatTags, splitValue, toFieldOptions, unwrapFor } from '@/widgets/form';
import { wrapSearchValue, type SearchMode } from '@/lib/search';

describe('formatTags', () => {
  it.each([
    ['', ''],
    ['a', 'a'],
    ['ab', 'ab'],
    ['abc', 'ab,c'],
    ['ab,', 'ab'],
    ['a,b,c,d,e', 'ab,cd,e'],
    ['ab，cd', 'ab,cd'],
    ['中文标签', '中文,标签'],
    ['😀😀😀', '😀😀,😀'],
  ])('%j → %j', (raw, formatted) => {
    expect(formatTags(raw)).toBe(formatted);
  });

  it('uses another separator, escaping it in the pattern', () => {
    expect(formatTags('ab.cd.e', '.')).toBe('ab.cd.e');
    expect(formatTags('abcde', '|')).toBe('ab|cd|e');
  });

  it('is idempotent and never leaves a separator at either end', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = formatTags(s);
        expect(formatTags(once)).toBe(once);
        expect(once.startsWith(',') || once.endsWith(',')).toBe(false);
      }),
    );
  });
});

describe('unwrapFor', () => {
  const modes: SearchMode[] = ['like', 'ne', 'ge', 'le', 'eq'];
  it('undoes wrapSearchValue for every mode and text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...modes), fc.string(), (mode, text) => {
        expect(unwrapFor(mode, wrapSearchValue(text, mode))).toBe(text);
      }),
    );
  });

  it('shows a value not wrapped for the mode as it is', () => {
    expect(unwrapFor('like', 'abc')).toBe('abc');
    expect(unwrapFor('eq', '!abc')).toBe('!abc');
  });
});

describe('splitValue / toFieldOptions', () => {
  it('splits comma strings, numbers and arrays, dropping empty parts', () => {
    expect(splitValue('a,,b')).toEqual(['a', 'b']);
    expect(splitValue(3)).toEqual(['3']);
    expect(splitValue(['1', '2'])).toEqual(['1', '2']);
    expect(splitValue(null)).toEqual([]);
    expect(splitValue('a|b', '|')).toEqual(['a', 'b']);
  });

  it('turns dictionary items into options with string values', () => {
    expect(toFieldOptions([{ value: '1', text: '男', title: '男', label: '男' }])).toEqual([{ value: '1', text: '男' }]);
  });
});
