/**
 * Self-service account calls of the login layout (contract §2.3): register by mobile, verify the
 * phone for a forgotten password, set the new password. All anonymous.
 */
import type { HttpHandler } from 'msw';
import { db } from '../db/tables';
import { kv } from '../db/kv';
import { formatDateTime } from '../lib/dates';
import { newId, randomHexId } from '../lib/ids';
import { hashPassword, makeSalt } from '../lib/password';
import { error, okMsg, okData } from '../lib/result';
import { api, readJson, str } from '../lib/route';

/** The seeded `test` role (临时角色) every self-registered user gets, as the backend does. */
const TEST_ROLE_ID = 'ee8626f80f7c2619917b6236f3a7f02b';

function smsMatches(phone: string, code: string | null): boolean {
  return code !== null && kv.get(`sms:${phone}`) === code;
}

export const registerHandlers: HttpHandler[] = [
  api.post('/sys/user/register', async ({ request }) => {
    const body = await readJson(request);
    const phone = str(body.phone) ?? '';
    const smscode = str(body.smscode);
    const username = str(body.username) || phone;
    if (!phone) return error('手机号不允许为空！');
    if (db.sysUser.findFirst((q) => q.where({ phone }))) return error('该手机号已注册');
    if (!smsMatches(phone, smscode)) return error('手机验证码错误');
    if (db.sysUser.findFirst((q) => q.where({ username }))) return error('用户名已存在');
    const salt = makeSalt();
    const password = str(body.password) || randomHexId().slice(0, 8);
    const id = newId();
    await db.sysUser.create({
      id,
      username,
      realname: username,
      password: hashPassword(username, password, salt),
      salt,
      phone,
      email: str(body.email),
      status: 1,
      delFlag: 0,
      activitiSync: 1,
      userIdentity: 1,
      createBy: username,
      createTime: formatDateTime(Date.now()),
    });
    await db.sysUserRole.create({ id: newId(), userId: id, roleId: TEST_ROLE_ID });
    kv.del(`sms:${phone}`);
    return okMsg('注册成功');
  }),

  api.post('/sys/user/phoneVerification', async ({ request }) => {
    const body = await readJson(request);
    const phone = str(body.phone) ?? '';
    const smscode = str(body.smscode);
    if (!smsMatches(phone, smscode)) return error('手机验证码错误');
    const user = db.sysUser.findFirst((q) => q.where({ phone, delFlag: 0 }));
    if (!user) return error('该用户不存在或未绑定手机号');
    return okData({ smscode: smscode ?? '', username: user.username });
  }),

  // A GET with the password in the query: the backend's shape, kept so the same client works.
  api.get('/sys/user/passwordChange', async ({ query }) => {
    const username = query.get('username') ?? '';
    const password = query.get('password') ?? '';
    const phone = query.get('phone') ?? '';
    const smscode = query.get('smscode');
    if (!smsMatches(phone, smscode)) return error('短信验证码不匹配！');
    const user = db.sysUser.findFirst((q) => q.where({ username, phone, delFlag: 0 }));
    if (!user) return error('未找到用户！');
    if (!password) return error('密码不能为空！');
    await db.sysUser.update(user, {
      data(draft) {
        draft.password = hashPassword(user.username, password, user.salt);
      },
    });
    kv.del(`sms:${phone}`);
    return okMsg('密码重置成功!');
  }),
];
