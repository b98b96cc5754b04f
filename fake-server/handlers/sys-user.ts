/**
 * SysUserController (contract §4.6) for the 用户管理 screen, plus the two
 * pick lists its dialog reads (`/sys/role/queryall`, `/sys/tenant/queryList`).
 * Deletes are logical (del_flag 1, the recycle bin, sys-user-recycle-bin.ts)
 * until deleteRecycleBin; import and export are in sys-user-excel.ts;
 * the side effects users rely on come from the shared tables: a frozen user
 * is refused by the login handler, a linked role feeds the permission handler.
 */
import type { HttpHandler } from 'msw';
import type { SysUser } from '@/api/sys/user';
import { plain } from '../db/table';
import { db } from '../db/tables';
import { requireSession } from '../lib/auth';
import { withDictText } from '../lib/dict';
import { randomHexId } from '../lib/ids';
import { listPage, sortRows } from '../lib/list-query';
import { hashPassword, makeSalt } from '../lib/password';
import { c0, error, fail0, ok, okMsg, okMsgData } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { editRoute } from '../lib/edit-route';
import { toUserInfo, toUserInfos } from '../lib/users';
import { USER_FIELDS } from './pickers-user';
// Importing the position module registers the sys_position table dictionary behind `post_dictText`.
import './position';
import { userExcelHandlers } from './sys-user-excel';
import { entityFrom, idList, insertUser, intOrNull, linkDeparts, linkRoles, live, now, uniqueViolation, withDepartNames } from './sys-user-records';
import { userRecycleBinHandlers } from './sys-user-recycle-bin';
import { overLongField, USER_COLUMN_LIMITS } from '@/lib/column-limits';

const USER_DICTS = {
  sex: 'sex',
  status: 'user_status',
  post: { table: 'sys_position', text: 'name', code: 'code' },
  departIds: { table: 'sys_depart', text: 'depart_name', code: 'id' },
} as const;

const userHandlers: HttpHandler[] = [
  api.get('/sys/user/list', ({ query }) => {
    let users = toUserInfos(live()).filter((u) => u.username !== '_reserve_user_external');
    const code = query.get('code');
    if (code) {
      const ids = new Set(idList(code));
      users = users.filter((u) => ids.has(u.id));
    }
    const departId = query.get('departId');
    if (departId) {
      const members = new Set(db.sysUserDepart.findMany((q) => q.where({ depId: departId })).map((l) => l.userId));
      if (members.size === 0) return ok();
      users = users.filter((u) => members.has(u.id));
    }
    const page = listPage(users, query, USER_FIELDS);
    return c0({ ...page, records: withDictText(withDepartNames(page.records), USER_DICTS) });
  }),

  api.post('/sys/user/add', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    // The console's rule for a new account name; a real server must not trust the form either.
    const username = str(body.username) ?? '';
    if (username && !/^\w{4,18}$/.test(username)) return error(/^\w+$/.test(username) ? '长度6到18个字符' : '只允许字母、数字、下划线');
    // A value past its column fails the insert, which the controller answers with 操作失败.
    if (overLongField(body, USER_COLUMN_LIMITS)) return error('操作失败');
    try {
      await insertUser({ ...entityFrom(body), id: str(body.id) ?? undefined, password: str(body.password) }, user.username, idList(str(body.selectedroles)), idList(str(body.selecteddeparts)));
    } catch {
      return error('操作失败');
    }
    return okMsgData('添加成功！', null);
  }),

  ...editRoute('/sys/user/edit', { find: (id) => db.sysUser.findFirst((q) => q.where({ id, delFlag: 0 })), notFound: '未找到对应实体' }, async ({ user, body, existing }) => {
    const entity = entityFrom(body);
    if (uniqueViolation(entity, existing.id) || overLongField(entity, USER_COLUMN_LIMITS)) return error('操作失败');
    await db.sysUser.update(existing, {
      data(draft) {
        // updateById writes only the non-null properties; the password never changes here.
        for (const [key, value] of Object.entries(entity) as Array<[keyof SysUser, unknown]>) {
          if (value !== null && value !== undefined) (draft as unknown as Record<string, unknown>)[key] = value;
        }
        draft.updateBy = user.username;
        draft.updateTime = now();
      },
    });
    await linkRoles(existing.id, idList(str(body.selectedroles)));
    await linkDeparts(existing.id, idList(str(body.selecteddeparts) || str(body.departIds)));
    return okMsgData('修改成功!', null);
  }),

  api.delete('/sys/user/delete', async ({ query }) => {
    const id = query.get('id') ?? '';
    await db.sysUser.update((q) => q.where({ id }), { data: (d) => void (d.delFlag = 1) });
    return okMsg('删除用户成功');
  }),

  api.delete('/sys/user/deleteBatch', async ({ query }) => {
    const ids = new Set(idList(query.get('ids')));
    await db.sysUser.updateMany((q) => q.where({ id: (v: string) => ids.has(v) }), { data: (d) => void (d.delFlag = 1) });
    return okMsg('批量删除用户成功');
  }),

  ...api.methods(['put', 'post'], '/sys/user/frozenBatch', async ({ request }) => {
    const body = await readJson(request);
    const status = intOrNull(body.status);
    if (status === null) return error('操作失败For input string: ""');
    const ids = new Set(idList(str(body.ids)));
    await db.sysUser.updateMany((q) => q.where({ id: (v: string) => ids.has(v) }), { data: (d) => void (d.status = status) });
    return okMsgData('操作成功!', null);
  }),

  api.get('/sys/user/queryById', ({ query }) => {
    const id = query.get('id') ?? '';
    const row = db.sysUser.findFirst((q) => q.where({ id, delFlag: 0 }));
    return row ? c0(toUserInfo(row)) : error('未找到对应实体');
  }),

  api.get('/sys/user/queryUserRole', ({ query }) => {
    const userId = query.get('userid') ?? '';
    const roleIds = db.sysUserRole.findMany((q) => q.where({ userId })).map((r) => r.roleId);
    return roleIds.length > 0 ? c0(roleIds) : error('未找到用户相关角色信息');
  }),

  api.get('/sys/user/checkOnlyUser', ({ query }) => {
    const conditions = [...query.entries()].filter(([k, v]) => k in USER_FIELDS && v !== '');
    if (conditions.length === 0) return c0(true);
    const taken = live().some((u) => conditions.every(([k, v]) => String((u as unknown as Record<string, unknown>)[k] ?? '') === v));
    return taken ? fail0('用户账号已存在') : c0(true);
  }),

  ...api.methods(['put', 'post'], '/sys/user/changePassword', async ({ request }) => {
    await requireSession(request);
    const body = await readJson(request);
    const username = str(body.username) ?? '';
    const row = db.sysUser.findFirst((q) => q.where({ username, delFlag: 0 }));
    if (!row) return error('用户不存在！');
    const salt = makeSalt();
    const password = hashPassword(username, str(body.password) ?? '', salt);
    await db.sysUser.update(row, { data: (d) => void Object.assign(d, { salt, password, updateTime: now() }) });
    return okMsg('密码修改成功!');
  }),

  api.get('/sys/user/userDepartList', ({ query }) => {
    const userId = query.get('userId') ?? '';
    const depIds = new Set(db.sysUserDepart.findMany((q) => q.where({ userId })).map((l) => l.depId));
    const models = db.sysDepart
      .all()
      .filter((d) => depIds.has(d.id))
      .map((d) => ({ key: d.id, value: d.id, title: d.departName }));
    return models.length > 0 ? c0(models) : fail0('查找失败');
  }),

  api.get('/sys/user/generateUserId', () => c0(randomHexId())),

  api.get('/sys/user/queryUserByDepId', ({ query }) => {
    const depId = query.get('id') ?? '';
    const members = new Set(db.sysUserDepart.findMany((q) => q.where({ depId })).map((l) => l.userId));
    const realname = query.get('realname');
    const users = live()
      .filter((u) => members.has(u.id) && (!realname || u.realname.includes(realname)))
      .map(toUserInfo);
    return c0(withDepartNames(users));
  }),
];

const pickListHandlers: HttpHandler[] = [
  // SysRoleController.queryall: every role, code 0; none → error500.
  api.get('/sys/role/queryall', () => {
    const roles = sortRows(db.sysRole.all().map((r) => plain(r)), new URLSearchParams({ column: 'createTime', order: 'asc' }), { createTime: 'date' });
    return roles.length > 0 ? c0(roles) : error('未找到角色信息');
  }),

  // SysTenantController.queryList: status 1 only, optionally limited to `ids`.
  api.get('/sys/tenant/queryList', ({ query }) => {
    const ids = idList(query.get('ids'));
    const tenants = db.sysTenant
      .all()
      .filter((t) => t.status === 1 && (ids.length === 0 || ids.includes(String(t.id))))
      .map((t) => plain(t));
    return c0(tenants);
  }),
];

export const sysUserHandlers: HttpHandler[] = [...userHandlers, ...userRecycleBinHandlers, ...userExcelHandlers, ...pickListHandlers];
