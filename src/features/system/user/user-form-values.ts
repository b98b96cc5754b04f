/** The user form's values from a stored user, and the input 提交 sends from them (UserModal.vue's model). */
import type { UserRow } from './user-config';
import type { UserInput } from './user-services';
import { BLANK_USER, type UserFormValues } from './user-validation';

export const split = (text?: string | null) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);

export function fromRecord(r: UserRow): UserFormValues {
  return {
    ...BLANK_USER,
    username: r.username ?? '',
    realname: r.realname ?? '',
    workNo: r.workNo ?? '',
    tenants: split(r.relTenantIds),
    userIdentity: r.userIdentity === 2 ? '2' : '1',
    departIds: split(r.departIds),
    avatar: r.avatar ?? '',
    birthday: r.birthday ?? '',
    sex: r.sex === null || r.sex === undefined ? '' : String(r.sex),
    email: r.email ?? '',
    phone: r.phone ?? '',
    telephone: r.telephone ?? '',
    post: r.post ?? '',
  };
}

/** 提交's input: trimmed texts, 负责部门 only for a 上级, the passwords only when adding. */
export function toUserInput(values: UserFormValues, adding: boolean): UserInput {
  const superior = values.userIdentity === '2';
  return {
    username: values.username.trim(),
    realname: values.realname.trim(),
    workNo: values.workNo.trim(),
    avatar: values.avatar || null,
    birthday: values.birthday,
    sex: values.sex ? Number(values.sex) : null,
    email: values.email.trim(),
    phone: values.phone.trim(),
    telephone: values.telephone.trim(),
    post: values.post || null,
    userIdentity: superior ? 2 : 1,
    departIds: superior ? values.departIds.join(',') : '',
    relTenantIds: values.tenants.join(','),
    selectedroles: values.roles.join(','),
    selecteddeparts: values.departs,
    ...(adding ? { password: values.password, confirmpassword: values.confirmpassword } : {}),
  };
}
