/**
 * Department roles (/sys/sysDepartRole) and their permissions (/sys/sysDepartPermission),
 * contract §4.7: the roles of a department, the permissions the department may hand out as a
 * tree, and the permissions each role holds (saved as the difference to what the client saw).
 */
import type { HttpHandler } from 'msw';
import type { SysDepartRole } from '@/api/sys/depart';
import type { PermissionTreeModel } from '@/api/sys/permission';
import { plain } from '../db/table';
import { db } from '../db/tables';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { withDictText } from '../lib/dict';
import { newId } from '../lib/ids';
import { listPage } from '../lib/list-query';
import { c0, error, okData, okMsg, okMsgData } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { editRoute } from '../lib/edit-route';
import { idList } from './sys-depart-lookup';
import { departPermissionTable, departRolePermissionTable, departRoleTable, departRoleUserTable } from './sys-depart-tables';

const now = () => formatDateTime(Date.now());
const DEPART_ROLE_FIELDS = { id: 'string', departId: 'string', roleName: 'string', roleCode: 'string', description: 'string', createBy: 'string', createTime: 'date', updateBy: 'string', updateTime: 'date' } as const;
const DEPART_ROLE_DICTS = { departId: { table: 'sys_depart', text: 'depart_name', code: 'id' } } as const;

/** The authorisation tree (contract §5.x) over the given permissions. */
function permissionTree(ids: Set<string>): PermissionTreeModel[] {
  const rows = db.sysPermission
    .all()
    .filter((p) => ids.has(p.id) && (p.delFlag ?? 0) === 0)
    .sort((a, b) => (a.sortNo ?? 0) - (b.sortNo ?? 0));
  const byParent = new Map<string, typeof rows>();
  for (const p of rows) {
    const parent = p.parentId && ids.has(p.parentId) ? p.parentId : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), p]);
  }
  const build = (p: (typeof rows)[number]): PermissionTreeModel => {
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

export const departRoleHandlers: HttpHandler[] = [
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

  ...editRoute('/sys/sysDepartRole/edit', { find: (id) => departRoleTable.findFirst((q) => q.where({ id })), notFound: '未找到对应数据' }, async ({ user, body, existing }) => {
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
