/**
 * Department roles and the menus departments may hand out to them: the top
 * department (省局) and 信息中心 are granted every menu, and 信息中心 gets two
 * roles, the first of which already holds the 系统管理 branch. Deterministic.
 */
import { insertAll } from '../db/table';
import { db } from '../db/tables';
import { departPermissionTable, departRolePermissionTable, departRoleTable } from '../handlers/sys-depart-tables';
import type { SeedContext } from './context';

export async function seedDepartRoles(ctx: SeedContext): Promise<void> {
  const departs = db.sysDepart.all();
  const root = departs.find((d) => d.orgCode === 'A01');
  const info = departs.find((d) => d.departName === '信息中心');
  if (!root || !info) return;
  const perms = db.sysPermission.all().filter((p) => p.delFlag === 0);
  await insertAll(
    departPermissionTable,
    [root, info].flatMap((d) => perms.map((p) => ({ id: ctx.nextId(), departId: d.id, permissionId: p.id, dataRuleIds: null }))),
  );
  const roles = [
    { id: ctx.nextId(), departId: info.id, roleName: '系统运维员', roleCode: 'xxzx_ops', description: '信息中心系统运维', createBy: 'admin', createTime: ctx.at(-60 * 24 * 30), updateBy: null, updateTime: null },
    { id: ctx.nextId(), departId: info.id, roleName: '数据管理员', roleCode: 'xxzx_data', description: null, createBy: 'admin', createTime: ctx.at(-60 * 24 * 29), updateBy: null, updateTime: null },
  ];
  await insertAll(departRoleTable, roles);
  const system = perms.find((p) => p.name === '系统管理' && !p.parentId);
  const branch = system ? perms.filter((p) => p.id === system.id || p.parentId === system.id) : [];
  await insertAll(
    departRolePermissionTable,
    branch.map((p) => ({ id: ctx.nextId(), departId: info.id, roleId: roles[0].id, permissionId: p.id, dataRuleIds: null })),
  );
}
