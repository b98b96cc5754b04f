/**
 * The lazy menu tree of 菜单管理 (getSystemMenuList / getSystemSubmenu /
 * getSystemSubmenuBatch), the data-rule filter (queryPermissionRule) and a
 * department's grants (queryDepartPermission / saveDepartPermission and its
 * data rules), contract §4.2 and §4.7 "Related". A department's grants bound
 * what its department roles may hold: a withdrawn menu leaves the roles too.
 */
import type { HttpHandler } from 'msw';
import type { SysPermission } from '@/api/sys/permission';
import { plain } from '../db/table';
import { newId } from '../lib/ids';
import { c0, error, okData, okMsg, okMsgData } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import type { SysPermissionDataRule } from '@/api/sys/permission';
import { dataRuleTable, grantedDataRules, livePermissions, type PermissionTreeNode } from './sys-permission-admin';
import { departPermissionTable, departRolePermissionTable } from './sys-depart-tables';

const idList = (text: string | null) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const isTop = (p: SysPermission) => p.parentId === null || p.parentId === undefined || p.parentId === '';

/** One level of SysPermissionTree rows: no children attached, `isLeaf` from the row's leaf flag. */
function level(rows: SysPermission[]): PermissionTreeNode[] {
  return rows.map((p) => ({ ...p, key: p.id, title: p.name, isLeaf: p.leaf, children: null }));
}

function childrenOf(parentId: string, rows = livePermissions()): PermissionTreeNode[] {
  return level(rows.filter((p) => p.parentId === parentId));
}

const RULE_FIELDS = ['id', 'permissionId', 'ruleName', 'ruleColumn', 'ruleConditions', 'ruleValue', 'status'] as const;

/** QueryGenerator on a string field: `*x*` contains, `x*` starts with, `*x` ends with, otherwise equal. */
function matches(value: string | null, wanted: string): boolean {
  const v = value ?? '';
  const starts = wanted.startsWith('*');
  const ends = wanted.endsWith('*') && wanted.length > 1;
  const core = wanted.slice(starts ? 1 : 0, ends ? -1 : undefined);
  if (starts && ends) return v.includes(core);
  if (ends) return v.startsWith(core);
  if (starts) return v.endsWith(core);
  return v === wanted;
}

export function queryPermissionRules(query: URLSearchParams): SysPermissionDataRule[] {
  const filters = RULE_FIELDS.map((field) => [field, query.get(field)?.trim() ?? ''] as const).filter(([, wanted]) => wanted !== '');
  return dataRuleTable
    .all()
    .map((r) => plain(r))
    .filter((r) => filters.every(([field, wanted]) => matches(r[field], wanted)))
    .sort((a, b) => (a.createTime ?? '').localeCompare(b.createTime ?? ''));
}

export const sysPermissionLazyHandlers: HttpHandler[] = [
  api.get('/sys/permission/getSystemMenuList', () => c0(level(livePermissions().filter(isTop)))),

  api.get('/sys/permission/getSystemSubmenu', ({ query }) => c0(childrenOf(query.get('parentId') ?? ''))),

  api.get('/sys/permission/getSystemSubmenuBatch', ({ query }) => {
    const rows = livePermissions();
    const out: Record<string, PermissionTreeNode[]> = {};
    for (const parentId of idList(query.get('parentIds'))) out[parentId] = childrenOf(parentId, rows);
    return okData(out);
  }),

  api.get('/sys/permission/queryPermissionRule', ({ query }) => c0(queryPermissionRules(query))),

  api.get('/sys/permission/queryDepartPermission', ({ query }) => {
    const departId = query.get('departId') ?? '';
    return c0(departPermissionTable.findMany((q) => q.where({ departId })).map((g) => g.permissionId));
  }),

  api.post('/sys/permission/saveDepartPermission', async ({ request }) => {
    const body = await readJson(request);
    const departId = str(body.departId) ?? '';
    if (!departId) return error('操作失败，departId 不能为空');
    const next = new Set(idList(str(body.permissionIds)));
    const last = new Set(idList(str(body.lastpermissionIds)));
    // Only the difference to what the client saw is written, as saveDepartPermission does.
    const removed = new Set([...last].filter((id) => !next.has(id)));
    const gone = (v: string) => removed.has(v);
    departPermissionTable.deleteMany((q) => q.where({ departId, permissionId: gone }));
    // A menu the department no longer holds cannot stay with its department roles.
    departRolePermissionTable.deleteMany((q) => q.where({ departId, permissionId: gone }));
    for (const permissionId of next) {
      if (departPermissionTable.findFirst((q) => q.where({ departId, permissionId }))) continue;
      await departPermissionTable.create({ id: newId(), departId, permissionId, dataRuleIds: null });
    }
    return okMsgData('保存成功！', null);
  }),

  api.get('/sys/sysDepartPermission/datarule/:permissionId/:departId', ({ params }) => {
    const permissionId = String(params.permissionId);
    const departId = String(params.departId);
    return grantedDataRules(permissionId, departPermissionTable.findFirst((q) => q.where({ departId, permissionId }))?.dataRuleIds);
  }),

  api.post('/sys/sysDepartPermission/datarule', async ({ request }) => {
    const body = await readJson(request);
    const departId = str(body.departId) ?? '';
    const permissionId = str(body.permissionId) ?? '';
    const grant = departPermissionTable.findFirst((q) => q.where({ departId, permissionId }));
    if (!grant) return error('请先保存部门菜单权限!');
    const dataRuleIds = str(body.dataRuleIds) ?? '';
    await departPermissionTable.update(grant, { data: (d) => void (d.dataRuleIds = dataRuleIds) });
    return okMsg('保存成功!');
  }),
];
