/**
 * The user and role reads behind the user-by-department picker and the role
 * pick list (contract §4.6, §4.8): `queryUserComponentData` (ok Page),
 * `getMultiUser` (a bare array, no envelope) and `/sys/role/list` (c0 Page).
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { SysDepart } from '@/api/sys/depart';
import type { SysUser } from '@/api/sys/user';
import { db } from '../db/tables';
import { plain } from '../db/table';
import { withDictText } from '../lib/dict';
import { listFilter, listPage, sortRows, type EntityFields } from '../lib/list-query';
import { readPageParams, toPage } from '../lib/page';
import { c0, okData } from '../lib/result';
import { api } from '../lib/route';
import { toUserInfos } from '../lib/users';

/** SysUser's properties: the params QueryGenerator turns into conditions, and the sortable columns. */
export const USER_FIELDS: EntityFields = {
  id: 'string', username: 'string', realname: 'string', avatar: 'string', birthday: 'date', sex: 'int', email: 'string', phone: 'string',
  orgCode: 'string', status: 'int', delFlag: 'int', workNo: 'string', post: 'string', telephone: 'string', activitiSync: 'int',
  userIdentity: 'int', departIds: 'string', relTenantIds: 'string', clientId: 'string', createBy: 'string', createTime: 'date',
  updateBy: 'string', updateTime: 'date',
};

const ROLE_FIELDS: EntityFields = {
  id: 'string', roleName: 'string', roleCode: 'string', description: 'string', createBy: 'string', createTime: 'date', updateBy: 'string', updateTime: 'date',
};

/** Department names per user id, comma-joined (what `getDepNamesByUserIds` fills into orgCodeTxt). */
function departNamesByUser(): Map<string, string> {
  const names = new Map(db.sysDepart.all().map((d) => [d.id, d.departName]));
  const out = new Map<string, string[]>();
  for (const link of db.sysUserDepart.all()) {
    const name = names.get(link.depId);
    if (!name) continue;
    out.set(link.userId, [...(out.get(link.userId) ?? []), name]);
  }
  return new Map([...out].map(([k, v]) => [k, v.join(',')]));
}

/** Ids of users in the department or any department below it (org_code prefix, like the mapper's LIKE). */
function usersUnder(depart: SysDepart): Set<string> {
  const departIds = new Set(db.sysDepart.all().filter((d) => d.delFlag === '0' && d.orgCode.startsWith(depart.orgCode)).map((d) => d.id));
  return new Set(db.sysUserDepart.all().filter((l) => departIds.has(l.depId)).map((l) => l.userId));
}

const like = (value: string | null) => (value ? `*${value}*` : null);

export const userPickerHandlers: HttpHandler[] = [
  /**
   * `queryDepartUserPageList`: without departId every non-deleted user,
   * with it the members of that department and its sub-departments;
   * username (comma list = IN) and realname match by LIKE, id by IN.
   */
  api.get('/sys/user/queryUserComponentData', ({ query }) => {
    let users: SysUser[] = toUserInfos(db.sysUser.findMany((q) => q.where({ delFlag: 0 })));
    const departId = query.get('departId');
    if (departId) {
      const depart = db.sysDepart.findFirst((q) => q.where({ id: departId }));
      const members = depart ? usersUnder(depart) : new Set<string>();
      users = users.filter((u) => members.has(u.id));
    }
    // The service builds its own wrapper: LIKE on username/realname, IN on a comma list and on id.
    const username = query.get('username');
    const conditions = new URLSearchParams();
    if (username) conditions.set('username', username.includes(',') ? username : (like(username) ?? ''));
    if (query.get('realname')) conditions.set('realname', like(query.get('realname')) ?? '');
    if (query.get('id')) conditions.set('id', `${query.get('id')},`);
    const keep = listFilter(conditions, USER_FIELDS);
    users = users.filter((u) => keep(u as unknown as Record<string, unknown>));
    const sort = new URLSearchParams({ column: query.get('column') || 'createTime', order: query.get('order') || 'desc' });
    users = sortRows(users, sort, USER_FIELDS);
    const page = toPage(users, readPageParams(query));
    const names = departNamesByUser();
    const records = page.records.map((u) => ({ ...u, orgCodeTxt: names.get(u.id) ?? null }));
    return okData({ ...page, records: withDictText(records, { sex: 'sex', status: 'user_status' }) });
  }),

  /** Every SysUser param is a QueryGenerator condition (`a,b,` = IN); status 1 only; no envelope. */
  api.get('/sys/user/getMultiUser', ({ query }) => {
    const keep = listFilter(query, USER_FIELDS);
    const users = toUserInfos(db.sysUser.findMany((q) => q.where({ delFlag: 0, status: 1 }))).filter((u) => keep(u as unknown as Record<string, unknown>));
    return HttpResponse.json(users);
  }),

  api.get('/sys/role/list', ({ query }) => {
    return c0(listPage(db.sysRole.all().map((r) => plain(r)), query, ROLE_FIELDS));
  }),
];
