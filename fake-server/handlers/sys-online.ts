/**
 * SysUserOnlineController (contract §4.22): the live rows of the token table
 * (the Redis `prefix_user_token_*` keys) as SysUserOnlineVO, and force logout,
 * which deletes the token so that session's next call gets the filter's 401.
 */
import type { HttpHandler } from 'msw';
import type { SysUserOnline } from '@/api/sys/online-user';
import { db } from '../db/tables';
import { addLoginLog } from '../lib/users';
import { findActiveUser, usernameOf } from '../lib/auth';
import { readPageParams, toPage } from '../lib/page';
import { c0, error, okMsg } from '../lib/result';
import { api, readJson, str } from '../lib/route';

function onlineUsers(filter: string): SysUserOnline[] {
  const now = Date.now();
  return db.sysToken
    .all()
    .filter((t) => t.expiresAt > now)
    .sort((a, b) => b.createdAt - a.createdAt)
    .flatMap((t) => {
      const user = findActiveUser(t.username);
      if (!user || (filter && !user.username.includes(filter))) return [];
      return [{ id: user.id, token: t.token, username: user.username, realname: user.realname, avatar: user.avatar ?? null, birthday: user.birthday ?? null, sex: user.sex ?? null, phone: user.phone ?? null }];
    });
}

export const onlineHandlers: HttpHandler[] = [
  api.get('/sys/online/list', ({ query }) => {
    const page = toPage(onlineUsers(query.get('username')?.trim() ?? ''), readPageParams(query));
    // The controller computes `pages` with a hard-coded 10 per page.
    return c0({ ...page, pages: Math.ceil(page.total / 10) });
  }),

  api.post('/sys/online/forceLogout', async ({ request }) => {
    const token = str((await readJson(request)).token);
    if (!token) return error('退出登录失败！');
    const username = usernameOf(token);
    const user = username ? findActiveUser(username) : undefined;
    if (!user) return error('Token无效!');
    await addLoginLog(user, `强制: ${user.realname}退出成功！`);
    db.sysToken.deleteMany((q) => q.where({ token }));
    return okMsg('退出登录成功！');
  }),
];
