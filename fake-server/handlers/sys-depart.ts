/**
 * SysDepartController writes and the department screens' reads (contract
 * §4.6-4.7): add with the server-computed orgCode/orgType, edit, delete with
 * children, the id tree, 我的部门 (queryMyDeptTreeList), department users,
 * the address list, department roles (/sys/sysDepartRole) and their
 * permissions (/sys/sysDepartPermission). The tree reads the pickers use
 * (queryTreeList, queryDepartTreeSync, searchBy) stay in pickers-depart.ts.
 */
import type { HttpHandler } from 'msw';
import type { SysDepart, SysDepartRole } from '@/api/sys/depart';
import type { SysUser } from '@/api/sys/user';
import { defineTable, plain } from '../db/table';
import { db } from '../db/tables';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { withDictText } from '../lib/dict';
import { newId } from '../lib/ids';
import { listPage } from '../lib/list-query';
import { readPageParams, toPage } from '../lib/page';
import { c0, error, okData, okMsg, okMsgData } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { toUserInfo } from '../lib/users';
import { excelResponse, writeWorkbook, type SheetColumn } from '../lib/xls';
import { importWorkbooks } from './excel-import';
import { departFullTree, indexDeparts } from './pickers-depart';
import { DEPART_COLUMN_LIMITS, overLongField } from '@/lib/column-limits';

export interface SysDepartRoleUserRow {
  id: string;
  userId: string;
  droleId: string;
}

export interface SysDepartPermissionRow {
  id: string;
  departId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

export interface SysDepartRolePermissionRow {
  id: string;
  departId: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

export const departRoleTable = defineTable<SysDepartRole>('sys_depart_role');
export const departPermissionTable = defineTable<SysDepartPermissionRow>('sys_depart_permission');
export const departRolePermissionTable = defineTable<SysDepartRolePermissionRow>('sys_depart_role_permission');
export const departRoleUserTable = defineTable<SysDepartRoleUserRow>('sys_depart_role_user');

const now = () => formatDateTime(Date.now());
const idList = (text: string | null) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const liveDeparts = () => db.sysDepart.all().filter((d) => d.delFlag === '0');

/** `YouBianCodeUtil.getNextYouBianCode`: the sibling after the highest one (A01 → A02, A09 → A10, A99 → B01). */
export function nextSegment(last: string | null): string {
  if (!last) return 'A01';
  const letter = last.charCodeAt(0);
  const n = Number.parseInt(last.slice(1), 10);
  if (n < 99) return String.fromCharCode(letter) + String(n + 1).padStart(2, '0');
  return String.fromCharCode(letter + 1) + '01';
}

/** `generateOrgCode`: the parent's code plus the next free 3-character segment under it; orgType = depth. */
export function computeOrgCode(parentId: string | null): { orgCode: string; orgType: string } {
  const all = db.sysDepart.all();
  const parent = parentId ? all.find((d) => d.id === parentId) : undefined;
  const prefix = parent?.orgCode ?? '';
  const siblings = all
    .filter((d) => (parent ? d.parentId === parent.id : !d.parentId) && d.orgCode.length === prefix.length + 3)
    .map((d) => d.orgCode.slice(prefix.length))
    .sort();
  return { orgCode: prefix + nextSegment(siblings[siblings.length - 1] ?? null), orgType: parent ? String(Number(parent.orgType) + 1) : '1' };
}

/** The ids of `rootIds` and everything under them. */
export function withDescendants(rootIds: readonly string[]): Set<string> {
  const byParent = new Map<string, string[]>();
  for (const d of db.sysDepart.all()) if (d.parentId) byParent.set(d.parentId, [...(byParent.get(d.parentId) ?? []), d.id]);
  const out = new Set<string>();
  const walk = (id: string) => {
    if (out.has(id)) return;
    out.add(id);
    for (const kid of byParent.get(id) ?? []) walk(kid);
  };
  rootIds.forEach(walk);
  return out;
}

/** `deleteBatchWithChildren`: the departments, their children, memberships, roles and grants go for good. */
function deleteWithChildren(ids: readonly string[]): void {
  const gone = withDescendants(ids);
  const has = (v: string) => gone.has(v);
  const roleIds = new Set(departRoleTable.findMany((q) => q.where({ departId: has })).map((r) => r.id));
  db.sysDepart.deleteMany((q) => q.where({ id: has }));
  db.sysUserDepart.deleteMany((q) => q.where({ depId: has }));
  departRoleTable.deleteMany((q) => q.where({ departId: has }));
  departPermissionTable.deleteMany((q) => q.where({ departId: has }));
  departRolePermissionTable.deleteMany((q) => q.where({ departId: has }));
  departRoleUserTable.deleteMany((q) => q.where({ droleId: (v: string) => roleIds.has(v) }));
}

const DEPART_TEXT_FIELDS = ['departName', 'departNameEn', 'departNameAbbr', 'description', 'orgCategory', 'mobile', 'fax', 'address', 'memo', 'status', 'qywxIdentifier'] as const;

function departFrom(body: Record<string, unknown>): Partial<SysDepart> {
  const out: Partial<SysDepart> = {};
  for (const key of DEPART_TEXT_FIELDS) if (key in body) (out as Record<string, unknown>)[key] = str(body[key]);
  if ('departOrder' in body) out.departOrder = Number(body.departOrder) || 0;
  return out;
}

/** `DepartIdModel` tree: children always an array. */
interface DepartIdModel {
  key: string;
  value: string;
  title: string;
  children: DepartIdModel[];
}

function idTree(): DepartIdModel[] {
  const index = indexDeparts(db.sysDepart.all());
  const build = (d: SysDepart): DepartIdModel => ({ key: d.id, value: d.id, title: d.departName, children: (index.byParent.get(d.id) ?? []).map(build) });
  return (index.byParent.get('') ?? []).map(build);
}

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
const DEPART_ROLE_FIELDS = { id: 'string', departId: 'string', roleName: 'string', roleCode: 'string', description: 'string', createBy: 'string', createTime: 'date', updateBy: 'string', updateTime: 'date' } as const;
const DEPART_ROLE_DICTS = { departId: { table: 'sys_depart', text: 'depart_name', code: 'id' } } as const;

/** The TreeModel of an authorization tree (contract §5.x) over the given permissions. */
interface TreeModel {
  key: string;
  title: string;
  slotTitle: string;
  isLeaf: boolean;
  icon: string | null;
  ruleFlag: number;
  scopedSlots: { title: string } | null;
  children: TreeModel[] | null;
  parentId: string | null;
  label: string;
  value: string;
}

function permissionTree(ids: Set<string>): TreeModel[] {
  const rows = db.sysPermission
    .all()
    .filter((p) => ids.has(p.id) && (p.delFlag ?? 0) === 0)
    .sort((a, b) => (a.sortNo ?? 0) - (b.sortNo ?? 0));
  const byParent = new Map<string, typeof rows>();
  for (const p of rows) {
    const parent = p.parentId && ids.has(p.parentId) ? p.parentId : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), p]);
  }
  const build = (p: (typeof rows)[number]): TreeModel => {
    const kids = byParent.get(p.id);
    return {
      key: p.id,
      title: p.name,
      slotTitle: p.name,
      isLeaf: !kids,
      icon: p.icon ?? null,
      ruleFlag: p.ruleFlag ?? 0,
      scopedSlots: p.ruleFlag === 1 ? { title: 'hasDatarule' } : null,
      children: kids ? kids.map(build) : null,
      parentId: p.parentId ?? null,
      label: p.name,
      value: p.id,
    };
  };
  return (byParent.get('') ?? []).map(build);
}

/** The `@Excel` columns of SysDepart, in declaration order. */
export const DEPART_EXCEL_COLUMNS: readonly SheetColumn[] = [
  { header: '机构/部门名称', key: 'departName' },
  { header: '英文名', key: 'departNameEn' },
  { header: '缩写', key: 'departNameAbbr' },
  { header: '排序', key: 'departOrder' },
  { header: '描述', key: 'description' },
  { header: '机构类别', key: 'orgCategory' },
  { header: '机构类型', key: 'orgType' },
  { header: '机构编码', key: 'orgCode' },
  { header: '手机号', key: 'mobile' },
  { header: '传真', key: 'fax' },
  { header: '地址', key: 'address' },
  { header: '备注', key: 'memo' },
];

/** The org code's length step (YouBianCodeUtil): a parent's code is the child's minus three characters. */
const CODE_STEP = 3;

/**
 * SysDepartController.importExcel: parents first (shorter codes), the parent found by the code's
 * prefix, orgType from the code's length; the unique org code refuses a second department.
 */
async function importDepart(values: Record<string, string>, username: string): Promise<void> {
  const orgCode = values.orgCode ?? '';
  const parentCode = orgCode.length > CODE_STEP ? orgCode.slice(0, -CODE_STEP) : '';
  const parent = parentCode ? db.sysDepart.findFirst((q) => q.where({ orgCode: parentCode })) : undefined;
  if (orgCode && db.sysDepart.all().some((d) => d.orgCode === orgCode)) throw new Error("Duplicate entry for key 'uniq_depart_org_code'");
  const entity = departFrom(values);
  if (!entity.departName) throw new Error("Column 'depart_name' cannot be null");
  const orgType = String(Math.max(1, Math.floor(orgCode.length / CODE_STEP)));
  await db.sysDepart.create(newDepartRow(entity, parent?.id ?? '', { orgCode, orgType }, username));
}

/** A new department as insert writes it: the entity's fields, the computed code, the audit fields. */
function newDepartRow(entity: Partial<SysDepart>, parentId: string | null, code: { orgCode: string; orgType: string }, username: string): SysDepart {
  return {
    id: newId(),
    parentId,
    departName: entity.departName ?? '',
    departNameEn: entity.departNameEn ?? null,
    departNameAbbr: entity.departNameAbbr ?? null,
    departOrder: entity.departOrder ?? 0,
    description: entity.description ?? null,
    orgCategory: entity.orgCategory || (parentId ? '2' : '1'),
    orgType: code.orgType,
    orgCode: code.orgCode,
    mobile: entity.mobile ?? null,
    fax: entity.fax ?? null,
    address: entity.address ?? null,
    memo: entity.memo ?? null,
    status: '1',
    delFlag: '0',
    qywxIdentifier: null,
    createBy: username,
    createTime: now(),
    updateBy: null,
    updateTime: null,
    directorUserIds: null,
    oldDirectorUserIds: null,
  };
}

export const departHandlers: HttpHandler[] = [
  api.post('/sys/sysDepart/importExcel', async ({ request }) => {
    const { user } = await requireSession(request);
    return importWorkbooks(request, {
      columns: DEPART_EXCEL_COLUMNS,
      insert: (row) => importDepart(row, user.username),
      duplicates: [['uniq_depart_org_code', '部门编码']],
      order: (rows) => [...rows].sort((a, b) => (a.orgCode ?? '').length - (b.orgCode ?? '').length),
      logName: 'departImportExcelErrorLog',
    });
  }),

  api.get('/sys/sysDepart/exportXls', async ({ request }) => {
    const { user } = await requireSession(request);
    const rows = liveDeparts()
      .sort((a, b) => a.orgCode.localeCompare(b.orgCode))
      .map((d) => ({ ...plain(d) }) as Record<string, unknown>);
    const bytes = await writeWorkbook({ title: '部门列表数据', secondTitle: `导出人:${user.realname}`, sheetName: '导出信息', columns: DEPART_EXCEL_COLUMNS, rows });
    return excelResponse(bytes, '部门列表');
  }),

  api.post('/sys/sysDepart/add', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const parentId = str(body.parentId) || null;
    const entity = departFrom(body);
    // A value past its column fails the insert, which the controller answers with 操作失败.
    if (!entity.departName || overLongField(entity, DEPART_COLUMN_LIMITS)) return error('操作失败');
    const row = newDepartRow(entity, parentId, computeOrgCode(parentId), user.username);
    await db.sysDepart.create(row);
    return okMsgData('添加成功！', null);
  }),

  ...api.methods(['put', 'post'], '/sys/sysDepart/edit', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const id = str(body.id) ?? '';
    const existing = db.sysDepart.findFirst((q) => q.where({ id }));
    if (!existing) return error('未找到对应实体');
    const entity = departFrom(body);
    if (overLongField(entity, DEPART_COLUMN_LIMITS)) return error('操作失败');
    await db.sysDepart.update(existing, {
      data(draft) {
        for (const [key, value] of Object.entries(entity)) if (value !== null && value !== undefined) (draft as unknown as Record<string, unknown>)[key] = value;
        draft.updateBy = user.username;
        draft.updateTime = now();
      },
    });
    return okMsgData('修改成功!', null);
  }),

  api.delete('/sys/sysDepart/delete', ({ query }) => {
    const id = query.get('id') ?? '';
    if (!db.sysDepart.findFirst((q) => q.where({ id }))) return error('未找到对应实体');
    deleteWithChildren([id]);
    return okMsgData('删除成功!', null);
  }),

  api.delete('/sys/sysDepart/deleteBatch', ({ query }) => {
    const ids = idList(query.get('ids'));
    if (ids.length === 0) return error('参数不识别！');
    deleteWithChildren(ids);
    return okMsgData('删除成功!', null);
  }),

  api.get('/sys/sysDepart/queryIdTree', () => c0(idTree())),

  api.get('/sys/sysDepart/queryMyDeptTreeList', async ({ request }) => {
    const { user } = await requireSession(request);
    const row = db.sysUser.findFirst((q) => q.where({ id: user.id }));
    if (!row || row.userIdentity !== 2 || !row.departIds) return c0(null, '1');
    return c0(departFullTree(indexDeparts(db.sysDepart.all()), idList(row.departIds)), '2');
  }),

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

  // ---- /sys/sysDepartRole ------------------------------------------------------------------
  api.get('/sys/sysDepartRole/list', ({ query }) => {
    const deptId = query.get('deptId');
    const rest = new URLSearchParams(query);
    rest.delete('deptId');
    const rows = departRoleTable.all().map((r) => plain(r)).filter((r) => !deptId || r.departId === deptId);
    const page = listPage(rows, rest, DEPART_ROLE_FIELDS);
    return okData({ ...page, records: withDictText(page.records, DEPART_ROLE_DICTS) });
  }),

  api.post('/sys/sysDepartRole/add', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const row: SysDepartRole = {
      id: newId(),
      departId: str(body.departId) ?? '',
      roleName: str(body.roleName) ?? '',
      roleCode: str(body.roleCode) ?? '',
      description: str(body.description),
      createBy: user.username,
      createTime: now(),
      updateBy: null,
      updateTime: null,
    };
    await departRoleTable.create(row);
    return okMsg('添加成功！');
  }),

  ...api.methods(['put', 'post'], '/sys/sysDepartRole/edit', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const id = str(body.id) ?? '';
    const existing = departRoleTable.findFirst((q) => q.where({ id }));
    if (!existing) return error('未找到对应数据');
    await departRoleTable.update(existing, {
      data(draft) {
        for (const key of ['roleName', 'roleCode', 'description'] as const) if (key in body) draft[key] = str(body[key]) ?? '';
        draft.updateBy = user.username;
        draft.updateTime = now();
      },
    });
    return okMsg('编辑成功!');
  }),

  api.delete('/sys/sysDepartRole/delete', ({ query }) => {
    const id = query.get('id') ?? '';
    departRoleTable.deleteMany((q) => q.where({ id }));
    departRolePermissionTable.deleteMany((q) => q.where({ roleId: id }));
    departRoleUserTable.deleteMany((q) => q.where({ droleId: id }));
    return okMsg('删除成功!');
  }),

  api.delete('/sys/sysDepartRole/deleteBatch', ({ query }) => {
    const ids = new Set(idList(query.get('ids')));
    const has = (v: string) => ids.has(v);
    departRoleTable.deleteMany((q) => q.where({ id: has }));
    departRolePermissionTable.deleteMany((q) => q.where({ roleId: has }));
    departRoleUserTable.deleteMany((q) => q.where({ droleId: has }));
    return okMsg('批量删除成功!');
  }),

  api.get('/sys/sysDepartRole/queryById', ({ query }) => {
    const id = query.get('id') ?? '';
    const row = departRoleTable.findFirst((q) => q.where({ id }));
    return row ? okData(plain(row)) : error('未找到对应数据');
  }),

  // ---- /sys/sysDepartPermission ------------------------------------------------------------
  api.get('/sys/sysDepartPermission/queryTreeListForDeptRole', ({ query }) => {
    const departId = query.get('departId') ?? '';
    const granted = new Set(departPermissionTable.findMany((q) => q.where({ departId })).map((g) => g.permissionId));
    return c0({ treeList: permissionTree(granted), ids: [...granted] });
  }),

  api.get('/sys/sysDepartPermission/queryDeptRolePermission', ({ query }) => {
    const roleId = query.get('roleId') ?? '';
    return c0(departRolePermissionTable.findMany((q) => q.where({ roleId })).map((g) => g.permissionId));
  }),

  api.post('/sys/sysDepartPermission/saveDeptRolePermission', async ({ request }) => {
    const body = await readJson(request);
    const roleId = str(body.roleId) ?? '';
    const role = departRoleTable.findFirst((q) => q.where({ id: roleId }));
    const next = new Set(idList(str(body.permissionIds)));
    const last = new Set(idList(str(body.lastpermissionIds)));
    // Only the difference to what the client saw is written, as saveDeptRolePermission does.
    const removed = [...last].filter((id) => !next.has(id));
    departRolePermissionTable.deleteMany((q) => q.where({ roleId, permissionId: (v: string) => removed.includes(v) }));
    for (const permissionId of next) {
      if (last.has(permissionId)) continue;
      if (departRolePermissionTable.findFirst((q) => q.where({ roleId, permissionId }))) continue;
      await departRolePermissionTable.create({ id: newId(), departId: role?.departId ?? '', roleId, permissionId, dataRuleIds: null });
    }
    return okMsgData('保存成功！', null);
  }),
];
