/**
 * Account and identity form rules (console.md §5, widgets.md §5 "Form rules
 * and messages"). Messages are copied exactly from the spec, including the
 * username length message that says 6 while the check allows 4-18.
 */
import { MOBILE_PATTERN } from '@/lib/mobile-number';
import { isEmpty, type PatternRule, type PredicateRule, type Rule } from './types';

const codePoints = (v: unknown) => Array.from(String(v ?? '')).length;

export { MOBILE_PATTERN };
/** A landline: area code, a dash, then the number (0571-88886666). */
export const LANDLINE_PATTERN = /^\d{3,4}-\d{7,8}$/;

/** A contact telephone: a mobile number or a landline. */
export function isMobileOrLandline(value: string): boolean {
  return MOBILE_PATTERN.test(value) || LANDLINE_PATTERN.test(value);
}

export function requiredRule(message: string, name = 'required'): PredicateRule {
  return { name, validate: (v) => !isEmpty(v), message, checksEmpty: true };
}

export const RULES = {
  mobileRequired: requiredRule('请输入手机号', 'mobileRequired'),
  mobile: { name: 'mobile', pattern: MOBILE_PATTERN, message: '请输入正确手机号' },
  usernameRequired: requiredRule('请输入用户名', 'usernameRequired'),
  usernameChars: { name: 'usernameChars', pattern: /^\w+$/, message: '只允许字母、数字、下划线' },
  usernameLength: {
    name: 'usernameLength',
    validate: (v) => codePoints(v) >= 4 && codePoints(v) <= 18,
    message: '长度6到18个字符',
  },
  email: {
    name: 'email',
    pattern: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
    message: '邮箱格式不正确',
  },
  naturalNumber: { name: 'naturalNumber', pattern: /^\d+$/, message: '请输入自然数' },
  english: { name: 'english', pattern: /^[A-Za-z]+$/, message: '请输入英文字符' },
  landline: { name: 'landline', pattern: LANDLINE_PATTERN, message: '请输入正确的座机号' },
  bankCard: { name: 'bankCard', pattern: /^[1-9]\d{9,19}$/, message: '请输入正确的银行卡号码' },
  idNumber: { name: 'idNumber', pattern: /^[A-Za-z0-9]{1,50}$/, message: '请输入正确的证件号码' },
  nationalId: {
    name: 'nationalId',
    // 18 digits: area, yyyy (18xx-20xx), mm, dd, sequence, check digit or X; 15 digits: area, yymmdd, sequence.
    pattern: /^(?:[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]|[1-9]\d{7}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3})$/,
    message: '请输入正确的身份证号码',
  },
  qq: { name: 'qq', pattern: /^[1-9]\d{4,11}$/, message: '请输入正确的QQ号码' },
  url: {
    name: 'url',
    pattern: /^https?:\/\/[\w-]+(?:\.[\w-]+)+(?:[\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/,
    message: '请输入以http和https开头的网址',
  },
  enNum20: { name: 'enNum20', pattern: /^[A-Za-z0-9]{1,20}$/, message: '请输入20位以内的英文字符和数字' },
  cnEnSpace: { name: 'cnEnSpace', pattern: /^[A-Za-z\u4E00-\u9FA5\s]{2,100}$/, message: '请输入2到100位的中英文字符和空格' },
  digitsNewlines: { name: 'digitsNewlines', pattern: /^[0-9\r\n]+$/, message: '请输入数字和换行符' },
  max255: { name: 'max255', validate: (v) => codePoints(v) <= 255, message: '请输入255位以内的字符' },
  /** The preset "number" pattern (widgets.md §5); the spec gives it no message, this one is ours. */
  number: { name: 'number', pattern: /^-?\d+(?:\.\d+)?$/, message: '请输入数字' },
} satisfies Record<string, Rule>;

export const mobileRules: readonly Rule[] = [RULES.mobileRequired, RULES.mobile];
export const usernameRules: readonly Rule[] = [RULES.usernameRequired, RULES.usernameChars, RULES.usernameLength];
export const emailRules: readonly Rule[] = [RULES.email];

/** Required (with the caller's message) plus optional min/max length: 最小长度N位字符 / 最大长度N位字符. */
export function lengthRules(opts: { required?: string; min?: number; max?: number }): Rule[] {
  const rules: Rule[] = [];
  if (opts.required !== undefined) rules.push(requiredRule(opts.required));
  if (opts.min !== undefined) {
    const min = opts.min;
    rules.push({ name: 'minLength', validate: (v) => codePoints(v) >= min, message: `最小长度${min}位字符` });
  }
  if (opts.max !== undefined) {
    const max = opts.max;
    rules.push({ name: 'maxLength', validate: (v) => codePoints(v) <= max, message: `最大长度${max}位字符` });
  }
  return rules;
}

/** The backend column's length as a rule: 最大长度N位字符 (counted in characters, as MySQL's varchar does). */
export function maxLengthRule(max: number): PredicateRule {
  return { name: 'maxLength', validate: (v) => codePoints(v) <= max, message: `最大长度${max}位字符` };
}

/** Checked count of a checkbox group value: an array, or a comma-joined string. */
function checkedCount(v: unknown): number {
  if (Array.isArray(v)) return v.length;
  if (typeof v === 'string') return v.split(',').filter((s) => s !== '').length;
  return 0;
}

/** Checkbox group bounds: 最少选择N项 / 最多选择N项. A minimum also applies to an empty group. */
export function checkboxRules(opts: { min?: number; max?: number }): Rule[] {
  const rules: Rule[] = [];
  if (opts.min !== undefined) {
    const min = opts.min;
    rules.push({ name: 'minChecked', validate: (v) => checkedCount(v) >= min, message: `最少选择${min}项`, checksEmpty: min > 0 });
  }
  if (opts.max !== undefined) {
    const max = opts.max;
    rules.push({ name: 'maxChecked', validate: (v) => checkedCount(v) <= max, message: `最多选择${max}项` });
  }
  return rules;
}

export type { PatternRule, PredicateRule, Rule };
