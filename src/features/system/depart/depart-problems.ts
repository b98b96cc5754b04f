import { NUMBER_TEXT } from '@/lib/numbers';
import { DEPART_COLUMN_LIMITS as DEPART_MAX_LENGTH } from '@/lib/column-limits';
import { isMobileOrLandline, maxLengthRule, RULES, validateValue } from '@/validation';
import { DEPART_TEXT as T } from './depart-config';

/** The typed fields a department is checked on, in 新增 as in 基本信息. */
export type DepartCheckedValues = Record<keyof typeof DEPART_MAX_LENGTH | 'departOrder', string>;

/** A department's rule messages by field: name required, a phone number, a whole order, column lengths. */
export function departProblems<V extends DepartCheckedValues>(values: V): Partial<Record<keyof V, string>> {
  const found: Partial<Record<keyof DepartCheckedValues, string>> = {};
  if (!values.departName.trim()) found.departName = T.departNameRequired;
  if (values.mobile && !isMobileOrLandline(values.mobile.trim())) found.mobile = T.mobileInvalid;
  if (!NUMBER_TEXT.test(values.departOrder.trim() || '0')) found.departOrder = RULES.number.message;
  for (const [key, max] of Object.entries(DEPART_MAX_LENGTH) as Array<[keyof typeof DEPART_MAX_LENGTH, number]>) {
    const tooLong = found[key] ? undefined : validateValue(values[key], [maxLengthRule(max)]);
    if (tooLong) found[key] = tooLong;
  }
  return found as Partial<Record<keyof V, string>>;
}
