/** LoginController (contract §2.1-2.4, §4.1): captcha, password/SMS login, logout. */
import type { HttpHandler } from 'msw';
import type { Result } from '@/api/envelope';
import type { LoginResult } from '@/api/sys/auth';
import { DEMO_SMS_CODE, SMS_TTL_MS } from '../config';
import { db } from '../db/tables';
import { kv } from '../db/kv';
import type { SysUserAccountRow } from '../db/rows';
import { findActiveUser, issueToken, usernameOf } from '../lib/auth';
import { captchaDataUrl, captchaMatches, consumeCaptcha, randomCaptchaCode, storeCaptcha } from '../lib/captcha';
import { allDictItems } from '../lib/dict';
import { hashPassword } from '../lib/password';
import { c0, error, fail0, ok, okMsg, okMsgData } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { addLoginLog, effectiveTenants, tenantIdsOf, toUserInfo, updateUserDepart, userDeparts } from '../lib/users';

/** `sysUserService.checkUserIsEffective`: null when the user may log in. */
export async function checkUserIsEffective(user: SysUserAccountRow | undefined): Promise<Result<null> | null> {
  const log = (content: string) => addLoginLog(null, content);
  if (!user) {
    await log('用户登录失败，用户不存在！');
    return error('该用户不存在，请注册');
  }
  if (user.delFlag === 1) {
    await log(`用户登录失败，用户名:${user.username}已注销！`);
    return error('该用户已注销');
  }
  if (user.status === 2) {
    await log(`用户登录失败，用户名:${user.username}已冻结！`);
    return error('该用户已冻结');
  }
  return null;
}

/** `getUserByPhone`: only non-deleted users. */
function userByPhone(phone: string | null): SysUserAccountRow | undefined {
  return phone ? db.sysUser.findFirst((q) => q.where({ phone, delFlag: 0 })) : undefined;
}

/** `LoginController.userInfo`: token, tenants, user, departments, dictionaries. */
async function userInfo(user: SysUserAccountRow): Promise<Result<LoginResult | null>> {
  const token = await issueToken(user);
  const obj: Partial<LoginResult> = { token };
  const tenantIds = tenantIdsOf(user);
  if (tenantIds.length > 0) {
    const tenantList = effectiveTenants(tenantIds);
    if (tenantList.length === 0) return error('与该用户关联的租户均已被冻结，无法登录！');
    obj.tenantList = tenantList;
  }
  // Loaded before the department update below, so orgCode can be stale (as on the real backend).
  obj.userInfo = toUserInfo(user);
  const departs = userDeparts(user.id);
  obj.departs = departs;
  if (departs.length === 0) {
    obj.multi_depart = 0;
  } else if (departs.length === 1) {
    await updateUserDepart(user.username, departs[0].orgCode);
    obj.multi_depart = 1;
  } else {
    if (!user.orgCode) await updateUserDepart(user.username, departs[0].orgCode);
    obj.multi_depart = 2;
  }
  obj.sysAllDictItems = allDictItems();
  return okMsgData('登录成功', obj as LoginResult);
}

export const loginHandlers: HttpHandler[] = [
  api.get('/sys/randomImage/:key', ({ params }) => {
    const code = randomCaptchaCode();
    storeCaptcha(code, String(params.key));
    return c0(captchaDataUrl(code));
  }),

  api.post('/sys/checkCaptcha', async ({ request }) => {
    const body = await readJson(request);
    const captcha = str(body.captcha);
    if (captcha === null) return error('验证码无效');
    return captchaMatches(captcha, str(body.checkKey)) ? ok() : error('验证码错误');
  }),

  api.get('/sys/getEncryptedString', () => c0({ key: '1234567890adbcde', iv: '1234567890hjlkew' })),

  api.post('/sys/login', async ({ request }) => {
    const body = await readJson(request);
    const username = str(body.username);
    const captcha = str(body.captcha);
    const checkKey = str(body.checkKey);
    if (captcha === null) return error('验证码无效');
    if (!captchaMatches(captcha, checkKey)) return error('验证码错误', 412);
    // The contract's failure table includes 该用户已注销, so deleted users are looked up too.
    const user = username === null ? undefined : db.sysUser.findFirst((q) => q.where({ username }));
    const invalid = await checkUserIsEffective(user);
    if (invalid) return invalid;
    if (hashPassword(user!.username, str(body.password) ?? '', user!.salt) !== user!.password) return error('用户名或密码错误');
    const result = await userInfo(user!);
    if (!result.success) return result;
    consumeCaptcha(captcha, checkKey);
    await addLoginLog(user!, `用户名: ${username},登录成功！`);
    return result;
  }),

  api.post('/sys/sms', async ({ request }) => {
    const body = await readJson(request);
    // jsonObject.get("mobile").toString() throws a message-less NPE when absent.
    if (body.mobile == null || body.smsmode == null) return error('操作失败，null');
    const mobile = str(body.mobile) ?? '';
    const smsmode = str(body.smsmode);
    if (!mobile) return fail0('手机号不允许为空！');
    if (kv.get(`sms:${mobile}`) !== null) return fail0('验证码10分钟内，仍然有效！');
    if (smsmode === '1') {
      if (userByPhone(mobile)) return error(' 手机号已经注册，请直接登录！');
    } else {
      const invalid = await checkUserIsEffective(userByPhone(mobile));
      if (invalid) return invalid.message === '该用户不存在，请注册' ? error('该用户不存在或未绑定手机号') : invalid;
      if (smsmode !== '0' && smsmode !== '2') return fail0('短信验证码发送失败,请稍后重试');
    }
    kv.set(`sms:${mobile}`, DEMO_SMS_CODE, SMS_TTL_MS);
    return c0(null);
  }),

  api.post('/sys/phoneLogin', async ({ request }) => {
    const body = await readJson(request);
    const mobile = str(body.mobile);
    const user = userByPhone(mobile);
    const invalid = await checkUserIsEffective(user);
    if (invalid) return invalid;
    const smscode = str(body.captcha);
    if (smscode === null) return error('操作失败，null');
    // The quirk: a wrong code is success:true, code 0 — only `code != 200` catches it.
    if (smscode !== kv.get(`sms:${mobile}`)) return c0(null, '手机验证码错误');
    const result = await userInfo(user!);
    if (result.success) await addLoginLog(user!, `用户名: ${user!.username},登录成功！`);
    return result;
  }),

  api.all('/sys/logout', async ({ request }) => {
    const token = request.headers.get('X-Access-Token');
    if (!token) return error('退出登录失败！');
    const username = usernameOf(token);
    const user = username ? findActiveUser(username) : undefined;
    if (!user) return error('Token无效!');
    await addLoginLog(user, `用户名: ${user.realname},退出成功！`);
    const row = db.sysToken.findFirst((q) => q.where({ token }));
    if (row) db.sysToken.delete(row);
    return okMsg('退出登录成功！');
  }),
];
