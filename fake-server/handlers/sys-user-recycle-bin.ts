/** The user recycle bin (contract §4.6): deleted users listed, restored, or removed for good with their links. */
import type { HttpHandler } from 'msw';
import { db } from '../db/tables';
import { requireSession } from '../lib/auth';
import { okData, okMsg } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { toUserInfos } from '../lib/users';
import { deleted, departNames, idList, now } from './sys-user-records';

export const userRecycleBinHandlers: HttpHandler[] = [
  api.get('/sys/user/recycleBin', () => {
    const users = toUserInfos(deleted());
    const names = departNames(users.map((u) => u.id));
    // The controller overwrites orgCode with the department names.
    return okData(users.map((u) => ({ ...u, orgCode: names.get(u.id) ?? null })));
  }),

  api.put('/sys/user/putRecycleBin', async ({ request }) => {
    const { user } = await requireSession(request);
    const ids = new Set(idList(str((await readJson(request)).userIds)));
    await db.sysUser.updateMany((q) => q.where({ id: (v: string) => ids.has(v), delFlag: 1 }), {
      data: (d) => void Object.assign(d, { delFlag: 0, updateBy: user.username, updateTime: now() }),
    });
    return okMsg('还原成功');
  }),

  api.delete('/sys/user/deleteRecycleBin', ({ query }) => {
    const ids = new Set(idList(query.get('userIds')));
    db.sysUser.deleteMany((q) => q.where({ id: (v: string) => ids.has(v), delFlag: 1 }));
    db.sysUserRole.deleteMany((q) => q.where({ userId: (v: string) => ids.has(v) }));
    db.sysUserDepart.deleteMany((q) => q.where({ userId: (v: string) => ids.has(v) }));
    return okMsg('删除成功');
  }),
];
