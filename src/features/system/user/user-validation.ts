/**
 * UserModal.vue's rules: required fields, the password strength and
 * confirmation on add, phone/email/landline formats, then the duplicate
 * checks over /sys/duplicate/check (skipped for empty values).
 */
import { EMAIL_PATTERN, PASSWORD_PATTERN, USER_TEXT as T } from './user-config';
import type { DuplicateField, UserServices } from './user-services';
import { LANDLINE_PATTERN, MOBILE_PATTERN, maxLengthRule, RULES, validateValue } from '@/validation';
import { USER_COLUMN_LIMITS as USER_MAX_LENGTH } from '@/lib/column-limits';

export interface UserFormValues {
  username: string;
  password: string;
  confirmpassword: string;
  realname: string;
  workNo: string;
  roles: string[];
  departs: string;
  tenants: string[];
  userIdentity: '1' | '2';
  departIds: string[];
  avatar: string;
  birthday: string;
  sex: string;
  email: string;
  phone: string;
  telephone: string;
  /** 职务: sys_position codes, comma-joined. */
  post: string;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const BLANK_USER: UserFormValues = {
  username: '',
  password: '',
  confirmpassword: '',
  realname: '',
  workNo: '',
  roles: [],
  departs: '',
  tenants: [],
  userIdentity: '1',
  departIds: [],
  avatar: '',
  birthday: '',
  sex: '',
  email: '',
  phone: '',
  telephone: '',
  post: '',
};

/** The synchronous rules; `adding` adds the password pair. */
export function syncErrors(v: UserFormValues, adding: boolean): UserFormErrors {
  const e: UserFormErrors = {};
  if (!v.username.trim()) e.username = T.usernameRequired;
  // The account name is only typed on add (read-only on edit, where old accounts may predate the rule).
  else if (adding) e.username = validateValue(v.username, [RULES.usernameChars, RULES.usernameLength]);
  if (adding) {
    if (!PASSWORD_PATTERN.test(v.password)) e.password = T.passwordRule;
    if (!v.confirmpassword) e.confirmpassword = T.confirmRequired;
    else if (v.confirmpassword !== v.password) e.confirmpassword = T.passwordMismatch;
  }
  if (!v.realname.trim()) e.realname = T.realnameRequired;
  if (!v.workNo.trim()) e.workNo = T.workNoRequired;
  if (v.phone && !MOBILE_PATTERN.test(v.phone)) e.phone = T.phoneFormat;
  if (v.email && !EMAIL_PATTERN.test(v.email)) e.email = T.emailFormat;
  if (v.telephone && !LANDLINE_PATTERN.test(v.telephone)) e.telephone = T.telephoneFormat;
  for (const [key, max] of Object.entries(USER_MAX_LENGTH) as Array<[keyof typeof USER_MAX_LENGTH, number]>) {
    if (!e[key]) e[key] = validateValue(v[key], [maxLengthRule(max)]);
  }
  for (const key of Object.keys(e) as Array<keyof UserFormErrors>) if (e[key] === undefined) delete e[key];
  return e;
}

/** Form fields with a server-side uniqueness check, and the column each checks. */
export const DUPLICATE_FIELDS: ReadonlyArray<[keyof UserFormValues, DuplicateField]> = [
  ['username', 'username'],
  ['workNo', 'work_no'],
  ['phone', 'phone'],
  ['email', 'email'],
];

/** The server's message for one field, when its value is well-formed and taken by another user. */
export async function duplicateError(
  field: keyof UserFormValues,
  values: UserFormValues,
  services: Pick<UserServices, 'checkDuplicate'>,
  userId?: string,
): Promise<string | undefined> {
  const column = DUPLICATE_FIELDS.find(([f]) => f === field)?.[1];
  const value = String(values[field]).trim();
  if (!column || !value) return undefined;
  return services.checkDuplicate(column, value, userId);
}

/** Every duplicate message for fields that passed the synchronous rules. */
export async function duplicateErrors(
  values: UserFormValues,
  known: UserFormErrors,
  services: Pick<UserServices, 'checkDuplicate'>,
  userId?: string,
): Promise<UserFormErrors> {
  const found: UserFormErrors = {};
  await Promise.all(
    DUPLICATE_FIELDS.filter(([f]) => !known[f]).map(async ([f]) => {
      const message = await duplicateError(f, values, services, userId);
      if (message) found[f] = message;
    }),
  );
  return found;
}
