/**
 * SysUserController (contract §4.6) for the 用户管理 screen, plus the two
 * pick lists its dialog reads (`/sys/role/queryall`, `/sys/tenant/queryList`).
 * Deletes are logical (del_flag 1, the recycle bin) until deleteRecycleBin;
 * the side effects users rely on come from the shared tables: a frozen user
 * is refused by the login handler, a linked role feeds the permission handler.
 */
import type { HttpHandler } from 'msw';
import type { SysUser } from '@/api/sys/user';
import { plain } from '../db/table';
import { db } from '../db/tables';
import type { SysUserAccountRow } from '../db/rows';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { dictItems, withDictText } from '../lib/dict';
import { newId, randomHexId } from '../lib/ids';
import { listPage, queryRows, sortRows } from '../lib/list-query';
import { hashPassword, makeSalt } from '../lib/password';
import { c0, error, fail0, ok, okData, okMsg, okMsgData } from '../lib/result';
import { api, readJson, str, type RouteContext } from '../lib/route';
import { toUserInfo } from '../lib/users';
import { excelResponse, writeWorkbook, type SheetColumn } from '../lib/xls';
import { importWorkbooks, type SheetRow } from './excel-import';
import { USER_FIELDS } from './pickers-user';
// Importing the position module registers the sys_position table dictionary behind `post_dictText`.
import './position';
import { overLongField, USER_COLUMN_LIMITS } from '@/lib/column-limits';

const USER_DICTS = {
  sex: 'sex',
  status: 'user_status',
  post: { table: 'sys_position', text: 'name', code: 'code' },
  departIds: { table: 'sys_depart', text: 'depart_name', code: 'id' },
} as const;

/** The `@Excel` columns of SysUser, in declaration order. */
export const USER_EXCEL_COLUMNS: readonly SheetColumn[] = [
  { header: '登录账号', key: 'username' },
  { header: '真实姓名', key: 'realname' },
  { header: '头像', key: 'avatar' },
  { header: '生日', key: 'birthday' },
  { header: '性别', key: 'sex' },
  { header: '电子邮件', key: 'email' },
  { header: '电话', key: 'phone' },
  { header: '机构编码', key: 'orgCode' },
  { header: '状态', key: 'status' },
  { header: '删除状态', key: 'delFlag' },
  { header: '工号', key: 'workNo' },
  { header: '职务', key: 'post' },
  { header: '座机号', key: 'telephone' },
  { header: '身份（1普通成员 2上级）', key: 'userIdentity' },
  { header: '负责部门', key: 'departIds' },
];

const live = (): SysUserAccountRow[] => db.sysUser.findMany((q) => q.where({ delFlag: 0 }));
const deleted = (): SysUserAccountRow[] => db.sysUser.findMany((q) => q.where({ delFlag: 1 }));
const idList = (text: string | null) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const now = () => formatDateTime(Date.now());

/** `getDepNamesByUserIds`: department names per user, comma-joined. */
function departNames(userIds: readonly string[]): Map<string, string> {
  const names = new Map(db.sysDepart.all().map((d) => [d.id, d.departName]));
  const wanted = new Set(userIds);
  const out = new Map<string, string[]>();
  for (const link of db.sysUserDepart.all()) {
    const name = names.get(link.depId);
    if (!wanted.has(link.userId) || !name) continue;
    out.set(link.userId, [...(out.get(link.userId) ?? []), name]);
  }
  return new Map([...out].map(([k, v]) => [k, v.join(',')]));
}

function withDepartNames(users: SysUser[]): SysUser[] {
  const names = departNames(users.map((u) => u.id));
  return users.map((u) => ({ ...u, orgCodeTxt: names.get(u.id) ?? null }));
}

/** The table's unique keys (uniq_sys_user_username, _work_no, _phone, _email) over every row, deleted or not. */
function uniqueViolation(row: Partial<SysUser>, exceptId?: string): string | null {
  for (const [field, key] of [['username', 'username'], ['workNo', 'work_no'], ['phone', 'phone'], ['email', 'email']] as const) {
    const value = row[field];
    if (value && db.sysUser.all().some((u) => u[field] === value && u.id !== exceptId)) return `Duplicate entry '${value}' for key 'uniq_sys_user_${key}'`;
  }
  return null;
}

const intOrNull = (value: unknown): number | null => {
  const text = str(value);
  if (text === null || text.trim() === '') return null;
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : null;
};

/** The entity properties a form may write; '' for a Date property reads as null (Jackson). */
function entityFrom(body: Record<string, unknown>): Partial<SysUser> {
  const text = (k: string) => str(body[k]);
  return {
    username: text('username') ?? undefined,
    realname: text('realname') ?? undefined,
    avatar: text('avatar'),
    birthday: text('birthday') || null,
    sex: intOrNull(body.sex),
    email: text('email'),
    phone: text('phone'),
    workNo: text('workNo'),
    post: text('post'),
    telephone: text('telephone'),
    activitiSync: intOrNull(body.activitiSync),
    userIdentity: intOrNull(body.userIdentity),
    departIds: text('departIds'),
    relTenantIds: text('relTenantIds'),
  };
}

async function linkRoles(userId: string, roleIds: readonly string[]) {
  db.sysUserRole.deleteMany((q) => q.where({ userId }));
  for (const roleId of roleIds) await db.sysUserRole.create({ id: newId(), userId, roleId });
}

async function linkDeparts(userId: string, depIds: readonly string[]) {
  db.sysUserDepart.deleteMany((q) => q.where({ userId }));
  for (const depId of depIds) await db.sysUserDepart.create({ id: newId(), userId, depId });
}

/** `saveUser`: status 1, a fresh salt, the password hashed; the unique keys throw like the SQL would. */
async function insertUser(entity: Partial<SysUser> & { password?: string | null; id?: string | null }, createBy: string, roles: string[], departs: string[]) {
  const username = entity.username ?? '';
  const salt = makeSalt();
  const row: SysUserAccountRow = {
    id: entity.id || newId(),
    username,
    realname: entity.realname ?? '',
    avatar: entity.avatar ?? null,
    birthday: entity.birthday ?? null,
    sex: entity.sex ?? null,
    email: entity.email || null,
    phone: entity.phone || null,
    orgCode: entity.orgCode || null,
    orgCodeTxt: null,
    status: 1,
    delFlag: 0,
    workNo: entity.workNo || null,
    post: entity.post ?? null,
    telephone: entity.telephone ?? null,
    activitiSync: entity.activitiSync ?? null,
    userIdentity: entity.userIdentity ?? null,
    departIds: entity.departIds ?? null,
    relTenantIds: entity.relTenantIds ?? null,
    clientId: null,
    homePath: null,
    createBy,
    createTime: now(),
    updateBy: null,
    updateTime: null,
    password: hashPassword(username, entity.password ?? '', salt),
    salt,
  };
  if (!username) throw new Error("Column 'username' cannot be null");
  const dup = uniqueViolation(row);
  if (dup) throw new Error(dup);
  await db.sysUser.create(row);
  await linkRoles(row.id, roles);
  await linkDeparts(row.id, departs);
  return row;
}

// ---- import / export -----------------------------------------------------------------------

const dictText = (code: string) => new Map(dictItems(code).map((i) => [i.value, i.text]));
const dictValue = (code: string, text: string) => dictItems(code).find((i) => i.text === text)?.value ?? text;

const IMPORT_DUPLICATES: ReadonlyArray<[string, string]> = [
  ['uniq_sys_user_work_no', '工号'],
  ['uniq_sys_user_username', '用户名'],
  ['uniq_sys_user_phone', '手机号'],
  ['uniq_sys_user_email', '电子邮件'],
];

async function importExcel({ request }: RouteContext) {
  const { user } = await requireSession(request);
  return importWorkbooks(request, {
    columns: USER_EXCEL_COLUMNS,
    insert: async (row) => {
      // AutoPoi's dicCode replace: a sex or status text becomes its value.
      const values: SheetRow = {
        ...row,
        ...(row.sex ? { sex: dictValue('sex', row.sex) } : {}),
        ...(row.status ? { status: dictValue('user_status', row.status) } : {}),
      };
      // 机构编码 is the user's department by its code: saved as orgCode (the current department)
      // and, when such a department exists, as a membership, so the user is listed under it.
      const depart = values.orgCode ? db.sysDepart.findFirst((q) => q.where({ orgCode: values.orgCode })) : undefined;
      // A blank password becomes 123456, as the controller sets it.
      await insertUser(
        { ...entityFrom(values), orgCode: values.orgCode ?? null, password: values.password || '123456' },
        user.username,
        [],
        depart ? [depart.id] : [],
      );
    },
    duplicates: IMPORT_DUPLICATES,
    logName: 'userImportExcelErrorLog',
  });
}

// ---- handlers ------------------------------------------------------------------------------

export const sysUserHandlers: HttpHandler[] = [
  api.get('/sys/user/list', ({ query }) => {
    let users = live().map(toUserInfo).filter((u) => u.username !== '_reserve_user_external');
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

  ...api.methods(['put', 'post'], '/sys/user/edit', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const id = str(body.id);
    const existing = id ? db.sysUser.findFirst((q) => q.where({ id, delFlag: 0 })) : undefined;
    if (!existing) return error('未找到对应实体');
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

  api.get('/sys/user/recycleBin', () => {
    const users = deleted().map(toUserInfo);
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

  api.get('/sys/user/exportXls', async ({ request, query }) => {
    const { user } = await requireSession(request);
    let rows = queryRows(live().map(toUserInfo), query, USER_FIELDS);
    const selections = query.get('selections');
    if (selections) {
      const ids = new Set(idList(selections));
      rows = rows.filter((r) => ids.has(r.id));
    }
    const sex = dictText('sex');
    const status = dictText('user_status');
    const bytes = await writeWorkbook({
      title: '用户列表',
      secondTitle: `导出人:${user.realname}`,
      sheetName: '导出信息',
      columns: USER_EXCEL_COLUMNS,
      rows: rows.map((r) => ({ ...r, sex: sex.get(String(r.sex)) ?? '', status: status.get(String(r.status)) ?? '' })),
    });
    return excelResponse(bytes, '用户列表');
  }),

  api.post('/sys/user/importExcel', importExcel),

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
