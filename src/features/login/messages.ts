/**
 * Text of the login screen. Messages from the spec/contract are re-exported from the
 * statechart; the field labels and buttons are this console's own wording.
 */
export { LOGIN_MESSAGES } from '@machines/login.machine';

export const LOGIN_TEXT = {
  siteTitle: '省局网站管理后台',
  accountTab: '账号密码登录',
  phoneTab: '手机号登录',
  username: '用户名',
  password: '密码',
  captcha: '验证码',
  mobile: '手机号',
  smsCode: '验证码',
  sendSms: '获取验证码',
  countdown: (seconds: number) => `${seconds} s`,
  submit: '登录',
  thirdLogin: '第三方登录',
  thirdLoginBusy: '正在通过第三方账号登录…',
  loginFailed: '登录失败',
  welcomeBack: (greeting: string) => `${greeting}，欢迎回来`,
  chooserBoth: '请选择租户和部门',
  chooserDepart: '请选择部门',
  chooserTenant: '请选择租户',
  depart: '部门',
  tenant: '租户',
  confirm: '确认',
  cancel: '取消',
} as const;
