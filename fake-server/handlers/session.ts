/**
 * Calls the shell makes for the signed-in user: departments and the
 * department switch, own password change, tenants (contract §4.1, §4.6, §4.17).
 */
import type { HttpHandler } from 'msw';
import type { CurrentUserDeparts } from '@/api/sys/depart';
import type { CurrentUserTenant } from '@/api/sys/tenant';
import { db } from '../db/tables';
import { requireSession, revokeTokens } from '../lib/auth';
import { hashPassword } from '../lib/password';
import { c0, error, okMsg } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { effectiveTenants, tenantIdsOf, toUserInfo, updateUserDepart, userDeparts } from '../lib/users';

export const sessionHandlers: HttpHandler[] = [
  api.get('/sys/user/getCurrentUserDeparts', async ({ request }) => {
    const { user } = await requireSession(request);
    const result: CurrentUserDeparts = { list: userDeparts(user.id), orgCode: user.orgCode ?? null };
    return c0(result);
  }),

  // The backend maps only PUT; the Vue client's api table says POST, so both answer.
  ...api.methods(['put', 'post'], '/sys/selectDepart', async ({ request }) => {
    const { user: me } = await requireSession(request);
    const body = await readJson(request);
    const username = str(body.username) || me.username;
    await updateUserDepart(username, str(body.orgCode));
    const user = db.sysUser.findFirst((q) => q.where({ username, delFlag: 0 }));
    return c0({ userInfo: user ? toUserInfo(user) : null });
  }),

  ...api.methods(['put', 'post'], '/sys/user/updatePassword', async ({ request }) => {
    const { user: me, token } = await requireSession(request);
    const body = await readJson(request);
    const username = str(body.username);
    const oldpassword = str(body.oldpassword) ?? '';
    const password = str(body.password);
    const confirmpassword = str(body.confirmpassword);
    if (me.username !== username) return error('只允许修改自己的密码！');
    const user = db.sysUser.findFirst((q) => q.where({ username, delFlag: 0 }));
    if (!user) return error('用户不存在！');
    if (hashPassword(user.username, oldpassword, user.salt) !== user.password) return error('旧密码输入错误!');
    if (!password) return error('新密码不允许为空!');
    if (password !== confirmpassword) return error('两次输入密码不一致!');
    await db.sysUser.update(user, {
      data(draft) {
        draft.password = hashPassword(user.username, password, user.salt);
      },
    });
    // The JWT is signed with the password hash: the user's other sessions end, this one goes on.
    revokeTokens({ userId: user.id, keep: token });
    return okMsg('密码重置成功!');
  }),

  api.get('/sys/tenant/getCurrentUserTenant', async ({ request }) => {
    const { user } = await requireSession(request);
    const ids = tenantIdsOf(user);
    const result: CurrentUserTenant = ids.length > 0 ? { list: effectiveTenants(ids) } : {};
    return c0(result);
  }),
];
