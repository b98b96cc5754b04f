import { describe, expect, it } from 'vitest';
import { normalizeNumberText, NUMBER_TEXT } from '@/lib/numbers';
import { overLongField, USER_COLUMN_LIMITS } from '@/lib/column-limits';
import { maxLengthRule, RULES, usernameRules, validateValue } from '@/validation';
import { localProblem } from '@/widgets/form';
import { syncErrors, BLANK_USER } from '@/features/system/user/user-validation';

describe('normalizeNumberText', () => {
  it('turns full-width digits, minus and point into ASCII', () => {
    expect(normalizeNumberText('１０')).toBe('10');
    expect(normalizeNumberText('－５')).toBe('-5');
    expect(normalizeNumberText('３．５')).toBe('3.5');
    expect(normalizeNumberText('3。5')).toBe('3.5');
    expect(normalizeNumberText('−2')).toBe('-2');
  });

  it('leaves what is not a number for the rule to refuse', () => {
    expect(normalizeNumberText('十')).toBe('十');
    expect(NUMBER_TEXT.test(normalizeNumberText('十'))).toBe(false);
    expect(NUMBER_TEXT.test(normalizeNumberText('１０'))).toBe(true);
    expect(validateValue('abc', [RULES.number])).toBe('请输入数字');
  });
});

describe('username rule', () => {
  it('refuses markup and other characters with 只允许字母、数字、下划线', () => {
    expect(validateValue('<img src=x onerror=alert(1)>', usernameRules)).toBe('只允许字母、数字、下划线');
    expect(validateValue('张三abc', usernameRules)).toBe('只允许字母、数字、下划线');
  });

  it('keeps 4–18 letters, digits and _ with the spec message for the length', () => {
    expect(validateValue('abc', usernameRules)).toBe('长度6到18个字符');
    expect(validateValue('a'.repeat(19), usernameRules)).toBe('长度6到18个字符');
    expect(validateValue('zhang_san01', usernameRules)).toBeUndefined();
  });

  it('is applied by the user form on add only', () => {
    const values = { ...BLANK_USER, username: '<img src=x>', password: 'Abc12345!', confirmpassword: 'Abc12345!', realname: '张三', workNo: 'W1' };
    expect(syncErrors(values, true).username).toBe('只允许字母、数字、下划线');
    expect(syncErrors(values, false).username).toBeUndefined();
  });
});

describe('max-length rules', () => {
  it('says the limit, counting characters not bytes', () => {
    expect(validateValue('字'.repeat(100), [maxLengthRule(100)])).toBeUndefined();
    expect(validateValue('字'.repeat(101), [maxLengthRule(100)])).toBe('最大长度100位字符');
  });

  it('refuses a 10,000-character 用户姓名 in the user form', () => {
    const values = { ...BLANK_USER, username: 'zhangsan', realname: '张'.repeat(10_000), workNo: 'W1' };
    expect(syncErrors(values, false).realname).toBe('最大长度100位字符');
  });

  it('names the first over-long field for the fake backend', () => {
    expect(overLongField({ realname: 'x'.repeat(101), email: 'a@b.cn' }, USER_COLUMN_LIMITS)).toBe('realname');
    expect(overLongField({ realname: 'x'.repeat(100) }, USER_COLUMN_LIMITS)).toBeUndefined();
  });

  it('is checked by record forms, with number fields refusing what is not a number', () => {
    expect(localProblem({ name: 'roleName', label: '名称', maxLength: 5 }, { roleName: '123456' })).toBe('最大长度5位字符');
    expect(localProblem({ name: 'sortOrder', label: '排序值', kind: 'number' }, { sortOrder: 'abc' })).toBe('请输入数字');
    expect(localProblem({ name: 'sortOrder', label: '排序值', kind: 'number' }, { sortOrder: '10' })).toBeUndefined();
  });
});
