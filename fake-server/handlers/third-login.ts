/**
 * Third-party and CAS sign-in (contract §2.3, anonymous): getLoginUser turns
 * the token a provider's callback handed the console into the login answer.
 * The demo has no provider: its emulated provider page asks /__demo/third-login
 * for the token the callback would have issued for the bound account. Nor has
 * it a CAS server, so no ticket validates.
 */
import type { HttpHandler } from 'msw';
import { db } from '../db/tables';
import { issueToken, usernameOf } from '../lib/auth';
import { allDictItems } from '../lib/dict';
import { error, okData, okMsgData } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { addLoginLog, toUserInfo } from '../lib/users';
import { checkUserIsEffective } from './login';

/** The console account each emulated provider's demo user is bound to. */
export const THIRD_LOGIN_BINDINGS: Readonly<Record<string, string>> = { github: 'admin', wechat_enterprise: 'admin', dingtalk: 'admin' };

export const thirdLoginHandlers: HttpHandler[] = [
  api.get('/sys/thirdLogin/getLoginUser/:token/:thirdType', async ({ params }) => {
    const token = String(params.token);
    const username = usernameOf(token);
    const user = username ? db.sysUser.findFirst((q) => q.where({ username })) : undefined;
    const invalid = await checkUserIsEffective(user);
    if (invalid) return invalid;
    // Only a token the callback stored signs in; a forged one would fail at the next call anyway.
    if (!db.sysToken.findFirst((q) => q.where({ token }))) return error('token已失效，请重新登录');
    await addLoginLog(user!, `用户名: ${user!.username},登录成功[第三方用户]！`);
    return okMsgData('', { userInfo: toUserInfo(user!), sysAllDictItems: allDictItems(), token });
  }),

  api.get('/sys/cas/client/validateLogin', () => error('CAS票据验证失败')),

  api.post('/__demo/third-login', async ({ request }) => {
    const thirdType = str((await readJson(request)).thirdType) ?? '';
    const username = THIRD_LOGIN_BINDINGS[thirdType];
    if (!username) return error(`不支持的第三方登录类型：${thirdType}`);
    const user = db.sysUser.findFirst((q) => q.where({ username }));
    if (!user) return error('第三方账号未绑定系统用户');
    return okData({ token: await issueToken(user), thirdType });
  }),
];
