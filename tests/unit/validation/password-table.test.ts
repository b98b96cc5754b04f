import { describe, expect, it } from 'vitest';
import { TABLE_PATTERNS, isTablePatternName, matchesTablePattern, validateChangePassword, type TablePatternName } from '@/validation';

describe('validateChangePassword', () => {
  it('requires every field with its own message', () => {
    expect(validateChangePassword({})).toEqual({
      oldpassword: '请输入旧密码!',
      password: '请输入新密码!',
      confirmpassword: '请确认新密码!',
    });
  });

  it('rejects a confirmation different from the new password', () => {
    expect(validateChangePassword({ oldpassword: 'a', password: 'b', confirmpassword: 'c' })).toEqual({ confirmpassword: '两次输入的密码不一样！' });
  });

  it('passes matching values', () => {
    expect(validateChangePassword({ oldpassword: 'a', password: 'b', confirmpassword: 'b' })).toEqual({});
  });
});

const patternCases: Record<TablePatternName, { pass: string[]; fail: string[] }> = {
  '*': { pass: ['a', ' x '], fail: ['', '   '] },
  'n6-16': { pass: ['123456', '1'.repeat(16)], fail: ['12345', '1'.repeat(17), '12345a'] },
  '*6-16': { pass: ['a b c!', '中'.repeat(16)], fail: ['abcde', 'a'.repeat(17)] },
  's6-18': { pass: ['abcdef', 'A'.repeat(18)], fail: ['abcde', 'abcde1', 'a|bcdef'] },
  url: { pass: ['http://a.cn', 'https://a.b.cn/x?y=1', 'ftp://files.a.cn'], fail: ['a.cn', 'http://a'] },
  e: { pass: ['a@b.cn', 'x.y@z.com.cn'], fail: ['a@', 'a@b', '@b.cn'] },
  m: { pass: ['13812345678', '14512345678', '17012345678'], fail: ['12812345678', '1381234567', '138123456789', '16612345678', '19912345678', '1|812345678'] },
  p: { pass: ['100000', '518000'], fail: ['010000', '10000', '1000000'] },
  s: { pass: ['abc', 'XyZ'], fail: ['ab1', 'a b'] },
  n: { pass: ['1', '-1.5', '0.25'], fail: ['1.', '.5', 'a', '1e3'] },
  z: { pass: ['0', '-12', '345'], fail: ['1.0', 'a'] },
  money: { pass: ['0', '0.5', '12.34', '100'], fail: ['-1', '1.234', '01', '1.'] },
};

describe.each(Object.entries(patternCases))('table pattern %s', (name, { pass, fail }) => {
  it.each(pass)('accepts %s', (v) => expect(matchesTablePattern(name as TablePatternName, v)).toBe(true));
  it.each(fail)('rejects %s', (v) => expect(matchesTablePattern(name as TablePatternName, v)).toBe(false));
});

describe('TABLE_PATTERNS', () => {
  it('lists the twelve named patterns with titles', () => {
    expect(TABLE_PATTERNS.map((p) => p.name)).toEqual(['*', 'n6-16', '*6-16', 's6-18', 'url', 'e', 'm', 'p', 's', 'n', 'z', 'money']);
    expect(TABLE_PATTERNS.every((p) => p.title.length > 0)).toBe(true);
    expect(isTablePatternName('money')).toBe(true);
    expect(isTablePatternName('only')).toBe(false);
  });
});
