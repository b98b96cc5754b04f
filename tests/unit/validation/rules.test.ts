import { describe, expect, it } from 'vitest';
import {
  RULES,
  checkboxRules,
  emailRules,
  isMobileOrLandline,
  lengthRules,
  mobileRules,
  usernameRules,
  validateValue,
  validateValues,
  type Rule,
} from '@/validation';

const cases: Array<{ rule: Rule; pass: string[]; fail: string[]; message: string }> = [
  { rule: RULES.mobile, pass: ['13800138000', '15912345678', '17012345678', '18612345678', '14512345678'], fail: ['12800138000', '16912345678', '1380013800', '138001380000', '1|812345678', 'abc'], message: '请输入正确手机号' },
  { rule: RULES.usernameChars, pass: ['admin', 'user_01', 'A9'], fail: ['ad min', '张三', 'a-b'], message: '只允许字母、数字、下划线' },
  { rule: RULES.usernameLength, pass: ['abcd', 'a'.repeat(18)], fail: ['abc', 'a'.repeat(19)], message: '长度6到18个字符' },
  { rule: RULES.email, pass: ['a@b.cn', 'jeecg.boot+x@mail.example.com'], fail: ['a@b', 'a.b.cn', 'a @b.cn'], message: '邮箱格式不正确' },
  { rule: RULES.naturalNumber, pass: ['0', '7', '00120'], fail: ['-1', '1.5', 'a'], message: '请输入自然数' },
  { rule: RULES.english, pass: ['abc', 'ABCdef'], fail: ['ab1', 'a b', '中文'], message: '请输入英文字符' },
  { rule: RULES.landline, pass: ['010-87655210', '0755-1234567'], fail: ['87655210', '01-87655210', '010-123456'], message: '请输入正确的座机号' },
  { rule: RULES.bankCard, pass: ['6222021234', '62220212345678901234'], fail: ['622202123', '622202123456789012345', '0222021234'], message: '请输入正确的银行卡号码' },
  { rule: RULES.idNumber, pass: ['E12345678', 'a'.repeat(50)], fail: ['a'.repeat(51), 'E1234-5678'], message: '请输入正确的证件号码' },
  { rule: RULES.nationalId, pass: ['11010519491231002X', '110105194912310021', '110105491231002'], fail: ['11010519491331002X', '1101051949123100', '01010519491231002X'], message: '请输入正确的身份证号码' },
  { rule: RULES.qq, pass: ['10000', '123456789012'], fail: ['1234', '1234567890123', '01234'], message: '请输入正确的QQ号码' },
  { rule: RULES.url, pass: ['http://a.cn', 'https://www.example.com/path?q=1#x'], fail: ['ftp://a.cn', 'www.a.cn', 'http://localhost'], message: '请输入以http和https开头的网址' },
  { rule: RULES.enNum20, pass: ['abc123', 'a'.repeat(20)], fail: ['a'.repeat(21), 'ab_c'], message: '请输入20位以内的英文字符和数字' },
  { rule: RULES.cnEnSpace, pass: ['中文', 'Hello 世界'], fail: ['中', 'abc1', 'a'.repeat(101)], message: '请输入2到100位的中英文字符和空格' },
  { rule: RULES.digitsNewlines, pass: ['123', '1\n2\n3'], fail: ['1 2', '1,2', 'a'], message: '请输入数字和换行符' },
  { rule: RULES.max255, pass: ['x', '中'.repeat(255)], fail: ['中'.repeat(256)], message: '请输入255位以内的字符' },
];

describe.each(cases)('rule $rule.name', ({ rule, pass, fail, message }) => {
  it.each(pass)('accepts %s', (value) => {
    expect(validateValue(value, [rule])).toBeUndefined();
  });
  it.each(fail)('rejects %s', (value) => {
    expect(validateValue(value, [rule])).toBe(message);
  });
  it('leaves an empty optional value alone', () => {
    expect(validateValue('', [rule])).toBeUndefined();
  });
});

describe('rule sets', () => {
  it('mobile: required first, then the pattern', () => {
    expect(validateValue('', mobileRules)).toBe('请输入手机号');
    expect(validateValue('123', mobileRules)).toBe('请输入正确手机号');
    expect(validateValue('13800138000', mobileRules)).toBeUndefined();
  });

  it('username: required, characters, then length', () => {
    expect(validateValue(undefined, usernameRules)).toBe('请输入用户名');
    expect(validateValue('a b', usernameRules)).toBe('只允许字母、数字、下划线');
    expect(validateValue('abc', usernameRules)).toBe('长度6到18个字符');
    expect(validateValue('abcd', usernameRules)).toBeUndefined();
  });

  it('email is optional', () => {
    expect(validateValue('', emailRules)).toBeUndefined();
    expect(validateValue('x', emailRules)).toBe('邮箱格式不正确');
  });

  it('lengthRules: required message, then 最小长度 / 最大长度', () => {
    const rules = lengthRules({ required: '请输入名称', min: 2, max: 4 });
    expect(validateValue('  ', rules)).toBe('请输入名称');
    expect(validateValue('a', rules)).toBe('最小长度2位字符');
    expect(validateValue('abcde', rules)).toBe('最大长度4位字符');
    expect(validateValue('abc', rules)).toBeUndefined();
    expect(validateValue('', lengthRules({ min: 2 }))).toBeUndefined();
  });

  it('checkboxRules: 最少选择 / 最多选择 on arrays and comma strings', () => {
    const rules = checkboxRules({ min: 1, max: 2 });
    expect(validateValue([], rules)).toBe('最少选择1项');
    expect(validateValue(['a', 'b', 'c'], rules)).toBe('最多选择2项');
    expect(validateValue('a,b', rules)).toBeUndefined();
    expect(validateValue('a,b,c', rules)).toBe('最多选择2项');
  });

  it('validateValues reports only failing fields', () => {
    expect(validateValues({ phone: 'x', name: 'abcd' }, { phone: mobileRules, name: usernameRules })).toEqual({ phone: '请输入正确手机号' });
  });

  it('a contact telephone is a mobile number or a landline, nothing else', () => {
    for (const ok of ['13800138000', '0571-88886666', '010-12345678', '0871-1234567']) expect(isMobileOrLandline(ok)).toBe(true);
    for (const bad of ['1|812345678', '12800138000', '0571 88886666', '88886666', '0571-8888', 'abc', '']) expect(isMobileOrLandline(bad)).toBe(false);
  });
});
