/**
 * The department screen's member endpoints, served by SysUserController (contract §4.6):
 * department users (departUserList), adding and removing members, and the address list.
 */
import type { HttpHandler } from 'msw';
import type { SysUser } from '@/api/sys/user';
import { db } from '../db/tables';
import { requireSession } from '../lib/auth';
import { withDictText } from '../lib/dict';
import { newId } from '../lib/ids';
import { readPageParams, toPage } from '../lib/page';
import { c0, error, okData, okMsgData } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { toUserInfo } from '../lib/users';
import { idList, liveDeparts, withDescendants } from './sys-depart-lookup';

/** Members of the departments (and their sub-departments); `orgCode` becomes the member's department names. */
function departMembers(depIds: Set<string>): SysUser[] {
  const names = new Map(db.sysDepart.all().map((d) => [d.id, d.departName]));
  const links = db.sysUserDepart.all();
  const members = new Set(links.filter((l) => depIds.has(l.depId)).map((l) => l.userId));
  return db.sysUser
    .all()
    .filter((u) => u.delFlag === 0 && members.has(u.id))
    .map((u) => {
      const departNames = links.filter((l) => l.userId === u.id).map((l) => names.get(l.depId)).filter(Boolean);
      return { ...toUserInfo(u), orgCode: departNames.join(',') || null };
    });
}

const USER_LIST_DICTS = { sex: 'sex', status: 'user_status' } as const;

export const departUserHandlers: HttpHandler[] = [
  api.get('/sys/user/departUserList', async ({ request, query }) => {
    const { user } = await requireSession(request);
    const depId = query.get('depId');
    let depIds: Set<string>;
    if (depId) depIds = withDescendants([depId]);
    else {
      const row = db.sysUser.findFirst((q) => q.where({ id: user.id }));
      if (!row || row.userIdentity !== 2 || !row.departIds) return c0(null);
      depIds = withDescendants(idList(row.departIds));
    }
    const username = query.get('username');
    const users = departMembers(depIds).filter((u) => !username || u.username.includes(username));
    const page = toPage(users, readPageParams(query));
    return c0({ ...page, records: withDictText(page.records, USER_LIST_DICTS) });
  }),

  api.post('/sys/user/editSysDepartWithUser', async ({ request }) => {
    const body = await readJson(request);
    const depId = str(body.depId) ?? '';
    const userIds = Array.isArray(body.userIdList) ? body.userIdList.map(String) : [];
    for (const userId of userIds) {
      if (!db.sysUserDepart.findFirst((q) => q.where({ depId, userId }))) await db.sysUserDepart.create({ id: newId(), depId, userId });
    }
    // A bare `new Result<String>()` + `success(...)`: code 0.
    return c0(null, '添加成功!');
  }),

  api.delete('/sys/user/deleteUserInDepart', ({ query }) => {
    const depId = query.get('depId') ?? '';
    const userId = query.get('userId') ?? '';
    const removed = db.sysUserDepart.deleteMany((q) => q.where({ depId, userId }));
    return removed && removed.length > 0 ? okMsgData('删除成功!', null) : error('当前选中部门与用户无关联关系!');
  }),

  api.delete('/sys/user/deleteUserInDepartBatch', ({ query }) => {
    const depId = query.get('depId') ?? '';
    const ids = new Set(idList(query.get('userIds')));
    db.sysUserDepart.deleteMany((q) => q.where({ depId, userId: (v: string) => ids.has(v) }));
    return okMsgData('删除成功!', null);
  }),

  api.get('/sys/user/queryByOrgCodeForAddressList', ({ query }) => {
    const orgCode = query.get('orgCode') ?? '';
    const realname = query.get('realname');
    const workNo = query.get('workNo');
    const departs = liveDeparts().filter((d) => d.orgCode.startsWith(orgCode));
    const byId = new Map(departs.map((d) => [d.id, d]));
    const users = new Map(db.sysUser.all().filter((u) => u.delFlag === 0).map((u) => [u.id, u]));
    const rows = db.sysUserDepart
      .all()
      .filter((l) => byId.has(l.depId) && users.has(l.userId))
      .map((l) => {
        const u = users.get(l.userId)!;
        const d = byId.get(l.depId)!;
        return { userId: u.id, realname: u.realname, workNo: u.workNo ?? null, post: u.post ?? null, telephone: u.telephone ?? null, email: u.email ?? null, phone: u.phone ?? null, departId: d.id, departName: d.departName, avatar: u.avatar ?? null, orgCode: d.orgCode };
      })
      .filter((r) => (!realname || r.realname.includes(realname)) && (!workNo || (r.workNo ?? '').includes(workNo)))
      .sort((a, b) => a.orgCode.localeCompare(b.orgCode))
      .map(({ orgCode: _orgCode, ...row }) => row);
    return okData(toPage(rows, readPageParams(query)));
  }),
];
