/** Texts of 个人中心 / 个人设置 (menu titles from the seeded menu; the rest after the Vue console's pages). */
export const ACCOUNT_TEXT = {
  center: '个人中心',
  settings: '个人设置',
  menu: {
    base: '基本设置',
    security: '安全设置',
    custom: '个性化设置',
    binding: '账户绑定',
    notification: '新消息通知',
  },
  realname: '真实姓名',
  realnameRequired: '请输入用户名称!',
  email: '邮箱',
  phone: '手机号',
  birthday: '生日',
  sex: '性别',
  description: '个人简介',
  descriptionPlaceholder: '个人简介',
  avatar: '头像',
  changeAvatar: '更换头像',
  save: '更新基本信息',
  saving: '保存中…',
  switchDepart: '部门切换',
  multiDepartHint: '您隶属于多部门，可切换当前所在部门',
  loadFailed: '加载失败',
  retry: '重试',
  notSupported: '演示环境不支持',
} as const;

export type SettingsKey = keyof typeof ACCOUNT_TEXT.menu;

export const SETTINGS_PATHS: Record<SettingsKey, string> = {
  base: '/account/settings/base',
  security: '/account/settings/security',
  custom: '/account/settings/custom',
  binding: '/account/settings/binding',
  notification: '/account/settings/notification',
};

/** 138****8293 */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** ad***@example.com */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
