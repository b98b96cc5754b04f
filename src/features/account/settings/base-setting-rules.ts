/**
 * 基本设置 rules: spec §5 phone and email rules, the 255-character limit on the description, and
 * the duplicate checks over /sys/duplicate/check for phone and email (the edited user may keep
 * their own values). Each field resolves with its first failure's message.
 */
import type { SysUser } from '@/api/sys/user';
import { emailRules, mobileRules, RULES, requiredRule, validateValue, validateValueAsync, duplicateRule, type AnyRule, type Rule } from '@/validation';
import { ACCOUNT_TEXT } from '../account-text';

export interface BaseSettingValues {
  realname: string;
  email: string;
  phone: string;
  birthday: string;
  sex: string;
  description: string;
  avatar: string;
}

export type BaseSettingErrors = Partial<Record<keyof BaseSettingValues, string>>;

export function valuesFromUser(user: SysUser | null, description = ''): BaseSettingValues {
  return {
    realname: user?.realname ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    birthday: user?.birthday ?? '',
    sex: user?.sex === null || user?.sex === undefined ? '' : String(user.sex),
    description,
    avatar: user?.avatar ?? '',
  };
}

/** What the save sends for the typed values: empty optional fields as null, 性别 as its number. */
export function profilePatch(values: BaseSettingValues) {
  return {
    realname: values.realname.trim(),
    email: values.email || null,
    phone: values.phone,
    birthday: values.birthday || null,
    sex: values.sex === '' ? null : Number(values.sex),
    avatar: values.avatar || null,
  };
}

const SYNC_RULES: Partial<Record<keyof BaseSettingValues, readonly Rule[]>> = {
  realname: [requiredRule(ACCOUNT_TEXT.realnameRequired)],
  email: emailRules,
  phone: mobileRules,
  description: [RULES.max255],
};

export function syncErrors(v: BaseSettingValues): BaseSettingErrors {
  const errors: BaseSettingErrors = {};
  for (const [field, rules] of Object.entries(SYNC_RULES) as [keyof BaseSettingValues, readonly Rule[]][]) {
    const message = validateValue(v[field], rules);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Sync rules then the server's duplicate check, for the two unique columns. */
export function fieldRules(field: 'email' | 'phone', userId: string): AnyRule[] {
  return [...(SYNC_RULES[field] ?? []), duplicateRule({ tableName: 'sys_user', fieldName: field, dataId: userId })];
}

export async function allErrors(v: BaseSettingValues, userId: string): Promise<BaseSettingErrors> {
  const errors = syncErrors(v);
  const [email, phone] = await Promise.all([
    errors.email ? errors.email : validateValueAsync(v.email, fieldRules('email', userId)),
    errors.phone ? errors.phone : validateValueAsync(v.phone, fieldRules('phone', userId)),
  ]);
  if (email) errors.email = email;
  if (phone) errors.phone = phone;
  return errors;
}
