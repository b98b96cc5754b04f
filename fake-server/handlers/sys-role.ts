/**
 * SysRoleController (contract §4.8) and the role-user endpoints of
 * SysUserController (§4.6): role CRUD with the role-code check, the users of a
 * role, the menu authorisation (saveRolePermission applies only the diff
 * between `permissionIds` and `lastpermissionIds`) and the data rules a role
 * holds per menu. `/sys/role/list` and `/sys/role/queryall` are served by the
 * picker and user modules.
 */
import type { HttpHandler } from 'msw';
import type { SysRole } from '@/api/sys/role';
import { db } from '../db/tables';
import { plain } from '../db/table';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { withDictText } from '../lib/dict';
import { newId } from '../lib/ids';
import { listFilter, sortRows, type EntityFields } from '../lib/list-query';
import { readPageParams, toPage } from '../lib/page';
import { c0, error, fail0, okMsg, okMsgData } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { editRoute } from '../lib/edit-route';
import { toUserInfo } from '../lib/users';
import { USER_FIELDS } from './pickers-user';
import { authorisationTree, grantedDataRules } from './sys-permission-admin';
import { exportXlsRoute, importExcelRoute } from './excel-import';
import type { SheetColumn } from '../lib/xls';

const empty = (v: string | null | undefined) => v === null || v === undefined || v === '';
const idList = (text: string | null) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);

const roleByCode = (roleCode: string) => db.sysRole.findFirst((q) => q.where({ roleCode }));

/** deleteRole: the role, its user links and its menu grants. */
function deleteRole(id: string): void {
  db.sysRole.delete((q) => q.where({ id }));
  db.sysUserRole.deleteMany((q) => q.where({ roleId: id }));
  db.sysRolePermission.deleteMany((q) => q.where({ roleId: id }));
}

function roleFromBody(body: Record<string, unknown>): Partial<SysRole> {
  const out: Partial<SysRole> = {};
  for (const key of ['roleName', 'roleCode', 'description'] as const) if (key in body) out[key] = (str(body[key]) ?? '') as never;
  return out;
}

const ROLE_QUERY_FIELDS: EntityFields = {
  id: 'string', roleName: 'string', roleCode: 'string', description: 'string', createBy: 'string', createTime: 'date', updateBy: 'string', updateTime: 'date',
};

/** The `@Excel` columns of SysRole. */
export const ROLE_EXCEL_COLUMNS: readonly SheetColumn[] = [
  { header: '角色名称', key: 'roleName' },
  { header: '角色编码', key: 'roleCode' },
  { header: '描述', key: 'description', width: 60 },
  { header: '创建时间', key: 'createTime', width: 20 },
];

/** One imported role; the unique role_code refuses a second one. */
async function importRole(values: Record<string, string>, username: string): Promise<void> {
  if (!values.roleCode) throw new Error("Column 'role_code' cannot be null");
  if (roleByCode(values.roleCode)) throw new Error("Duplicate entry for key 'uniq_sys_role_role_code'");
  await db.sysRole.create({
    id: newId(),
    roleName: values.roleName ?? '',
    roleCode: values.roleCode,
    description: values.description ?? null,
    createBy: username,
    createTime: values.createTime || formatDateTime(Date.now()),
    updateBy: null,
    updateTime: null,
  });
}

export const sysRoleHandlers: HttpHandler[] = [
  exportXlsRoute('/sys/role/exportXls', () => {
    const rows = db.sysRole.all().map((r) => plain(r));
    return { rows, fields: ROLE_QUERY_FIELDS, columns: ROLE_EXCEL_COLUMNS, title: '角色列表数据', fileName: '角色列表' };
  }),

  importExcelRoute('/sys/role/importExcel', (user) => ({
    columns: ROLE_EXCEL_COLUMNS,
    insert: (row) => importRole(row, user.username),
    duplicates: [['uniq_sys_role_role_code', '角色编码']],
    logName: 'roleImportExcelErrorLog',
  })),

  api.post('/sys/role/add', async ({ request }) => {
    const { user } = await requireSession(request);
    const input = roleFromBody(await readJson(request));
    // The unique index on role_code, surfaced by the global DuplicateKeyException mapping.
    if (!empty(input.roleCode) && roleByCode(input.roleCode!)) return error('数据库中已存在该记录');
    await db.sysRole.create({
      id: newId(),
      roleName: input.roleName ?? '',
      roleCode: input.roleCode ?? '',
      description: input.description ?? null,
      createBy: user.username,
      createTime: formatDateTime(Date.now()),
      updateBy: null,
      updateTime: null,
    });
    return okMsgData('添加成功！', null);
  }),

  ...editRoute('/sys/role/edit', { find: (id) => db.sysRole.findFirst((q) => q.where({ id })), notFound: '未找到对应实体' }, async ({ user, body, existing }) => {
    const input = roleFromBody(body);
    const other = !empty(input.roleCode) ? roleByCode(input.roleCode!) : undefined;
    if (other && other.id !== existing.id) return error('数据库中已存在该记录');
    await db.sysRole.update(existing, {
      data(draft) {
        Object.assign(draft, input);
        draft.updateBy = user.username;
        draft.updateTime = formatDateTime(Date.now());
      },
    });
    return okMsgData('修改成功!', null);
  }),

  api.delete('/sys/role/delete', ({ query }) => {
    deleteRole(query.get('id') ?? '');
    return okMsg('删除角色成功');
  }),

  api.delete('/sys/role/deleteBatch', ({ query }) => {
    for (const id of idList(query.get('ids'))) deleteRole(id);
    return okMsg('批量删除角色成功');
  }),

  api.get('/sys/role/queryById', ({ query }) => {
    const id = query.get('id') ?? '';
    const row = db.sysRole.findFirst((q) => q.where({ id }));
    return row ? c0(plain(row)) : error('未找到对应实体');
  }),

  api.get('/sys/role/checkRoleCode', ({ query }) => {
    const roleCode = query.get('roleCode') ?? '';
    const id = query.get('id');
    const found = roleByCode(roleCode);
    // Editing a role may keep its own code.
    return found && found.id !== id ? fail0('角色编码已存在') : c0(true);
  }),

  api.get('/sys/role/queryTreeList', () => c0(authorisationTree())),

  api.get('/sys/permission/queryRolePermission', ({ query }) => {
    const roleId = query.get('roleId') ?? '';
    return c0(db.sysRolePermission.findMany((q) => q.where({ roleId })).map((r) => r.permissionId));
  }),

  api.post('/sys/permission/saveRolePermission', async ({ request }) => {
    const body = await readJson(request);
    const roleId = str(body.roleId) ?? '';
    const wanted = new Set(idList(str(body.permissionIds)));
    const last = new Set(idList(str(body.lastpermissionIds)));
    const added = [...wanted].filter((id) => !last.has(id));
    const removed = new Set([...last].filter((id) => !wanted.has(id)));
    const now = formatDateTime(Date.now());
    const held = new Set(db.sysRolePermission.findMany((q) => q.where({ roleId })).map((r) => r.permissionId));
    for (const permissionId of added) {
      if (held.has(permissionId)) continue;
      await db.sysRolePermission.create({ id: newId(), roleId, permissionId, dataRuleIds: null, operateDate: now, operateIp: '127.0.0.1' });
    }
    if (removed.size > 0) db.sysRolePermission.deleteMany((q) => q.where({ roleId, permissionId: (v: string) => removed.has(v) }));
    return okMsgData('保存成功！', null);
  }),

  api.get('/sys/role/datarule/:permissionId/:roleId', ({ params }) => {
    const permissionId = String(params.permissionId);
    const roleId = String(params.roleId);
    return grantedDataRules(permissionId, db.sysRolePermission.findFirst((q) => q.where({ roleId, permissionId }))?.dataRuleIds);
  }),

  api.post('/sys/role/datarule', async ({ request }) => {
    const body = await readJson(request);
    const roleId = str(body.roleId) ?? '';
    const permissionId = str(body.permissionId) ?? '';
    const link = db.sysRolePermission.findFirst((q) => q.where({ roleId, permissionId }));
    if (!link) return error('请先保存角色菜单权限!');
    const dataRuleIds = str(body.dataRuleIds) ?? '';
    await db.sysRolePermission.update(link, { data: (d) => void (d.dataRuleIds = dataRuleIds) });
    return okMsg('保存成功!');
  }),

  api.get('/sys/user/userRoleList', ({ query }) => {
    const roleId = query.get('roleId') ?? '';
    const members = new Set(db.sysUserRole.findMany((q) => q.where({ roleId })).map((r) => r.userId));
    let users = db.sysUser
      .all()
      .filter((u) => members.has(u.id) && u.delFlag === 0)
      .map(toUserInfo);
    const username = query.get('username');
    if (username) {
      const keep = listFilter(new URLSearchParams({ username: `*${username}*` }), USER_FIELDS);
      users = users.filter((u) => keep(u as unknown as Record<string, unknown>));
    }
    users = sortRows(users, new URLSearchParams({ column: 'createTime', order: 'desc' }), USER_FIELDS);
    const page = toPage(users, readPageParams(query));
    return c0({ ...page, records: withDictText(page.records, { sex: 'sex', status: 'user_status' }) });
  }),

  api.post('/sys/user/addSysUserRole', async ({ request }) => {
    const body = await readJson(request);
    const roleId = str(body.roleId) ?? '';
    const userIds = Array.isArray(body.userIdList) ? body.userIdList.map((v) => String(v)) : [];
    for (const userId of userIds) {
      if (db.sysUserRole.findFirst((q) => q.where({ roleId, userId }))) continue;
      await db.sysUserRole.create({ id: newId(), roleId, userId });
    }
    return okMsgData('添加成功!', null);
  }),

  api.delete('/sys/user/deleteUserRole', ({ query }) => {
    const roleId = query.get('roleId') ?? '';
    const userId = query.get('userId') ?? '';
    db.sysUserRole.deleteMany((q) => q.where({ roleId, userId }));
    return okMsgData('删除成功!', null);
  }),

  api.delete('/sys/user/deleteUserRoleBatch', ({ query }) => {
    const roleId = query.get('roleId') ?? '';
    const ids = new Set(idList(query.get('userIds')));
    db.sysUserRole.deleteMany((q) => q.where({ roleId, userId: (v: string) => ids.has(v) }));
    return okMsgData('删除成功!', null);
  }),
];
