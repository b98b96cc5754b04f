/**
 * SysDepartController (contract §4.6): add with the server-computed orgCode/orgType, edit,
 * delete with children, import/export, the id tree and 我的部门 (queryMyDeptTreeList). The
 * member endpoints are in sys-depart-users.ts, department roles and their permissions in
 * sys-depart-roles.ts; the tree reads the pickers use (queryTreeList, queryDepartTreeSync,
 * searchBy) stay in pickers-depart.ts.
 */
import type { HttpHandler } from 'msw';
import type { SysDepart } from '@/api/sys/depart';
import { plain } from '../db/table';
import { db } from '../db/tables';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { newId } from '../lib/ids';
import { c0, error, okMsgData } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { editRoute } from '../lib/edit-route';
import { excelResponse, writeWorkbook, type SheetColumn } from '../lib/xls';
import { importExcelRoute } from './excel-import';
import { departFullTree, indexDeparts } from './pickers-depart';
import { idList, liveDeparts, withDescendants } from './sys-depart-lookup';
import { departRoleHandlers } from './sys-depart-roles';
import { departPermissionTable, departRolePermissionTable, departRoleTable, departRoleUserTable } from './sys-depart-tables';
import { departUserHandlers } from './sys-depart-users';
import { DEPART_COLUMN_LIMITS, overLongField } from '@/lib/column-limits';

export { departPermissionTable, departRolePermissionTable, departRoleTable, departRoleUserTable } from './sys-depart-tables';

const now = () => formatDateTime(Date.now());

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

const departOwnHandlers: HttpHandler[] = [
  importExcelRoute('/sys/sysDepart/importExcel', (user) => ({
    columns: DEPART_EXCEL_COLUMNS,
    insert: (row) => importDepart(row, user.username),
    duplicates: [['uniq_depart_org_code', '部门编码']],
    order: (rows) => [...rows].sort((a, b) => (a.orgCode ?? '').length - (b.orgCode ?? '').length),
    logName: 'departImportExcelErrorLog',
  })),

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

  ...editRoute('/sys/sysDepart/edit', { find: (id) => db.sysDepart.findFirst((q) => q.where({ id })), notFound: '未找到对应实体' }, async ({ user, body, existing }) => {
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
];

// One array in the old order: the member endpoints (/sys/user/…) sit where msw tried them before.
export const departHandlers: HttpHandler[] = [...departOwnHandlers, ...departUserHandlers, ...departRoleHandlers];
