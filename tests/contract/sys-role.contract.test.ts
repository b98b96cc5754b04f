/**
 * The role and menu-administration endpoints against contract §4.2, §4.6 and
 * §4.8 and the entities of §5.2, §5.4, §5.5 and §5.x (SysPermissionTree,
 * TreeModel): envelope codes, messages and field types.
 */
import { describe, expect, it } from 'vitest';
import { menuId } from '@fake/seed/menus';
import { ROLE_IDS } from '@fake/seed/roles';
import { call, tokenOf } from '../unit/fake-server/fake-client';
import { resetRoles, roleServer } from '../component/system/role/role-server';
import { anything, arrayOf, bool, envelope, errorEnvelope, expectShape, lazy, literal, nul, nullable, num, object, optional, page, str, sysUser, type Shape } from './shapes';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';

const ns = nullable(str);
const audit = { createBy: optional(ns), createTime: optional(ns), updateBy: optional(ns), updateTime: optional(ns) };
const sysRole = object({ id: str, roleName: str, roleCode: str, description: optional(ns), ...audit });
const permissionFields = {
  id: str, parentId: ns, name: str, perms: optional(ns), permsType: optional(ns), icon: optional(ns), component: optional(ns),
  componentName: optional(ns), url: optional(ns), redirect: optional(ns), sortNo: num, menuType: num, leaf: bool, route: bool,
  keepAlive: bool, description: optional(ns), delFlag: num, ruleFlag: num, hidden: bool, hideTab: bool, status: optional(ns),
  alwaysShow: bool, internalOrExternal: bool, ...audit,
};
const permissionTree: Shape = object({ ...permissionFields, key: str, title: str, isLeaf: bool, children: nullable(arrayOf(lazy(() => permissionTree))) });
const treeModel: Shape = object({
  key: str, title: str, slotTitle: str, isLeaf: bool, icon: ns, ruleFlag: num, scopedSlots: nullable(object({ title: str })),
  children: nullable(arrayOf(lazy(() => treeModel))), parentId: ns, label: str, value: str,
});
const dataRule = object({
  id: str, permissionId: str, ruleName: ns, ruleColumn: ns, ruleConditions: ns, ruleValue: ns, status: ns,
  createTime: ns, createBy: ns, updateTime: ns, updateBy: ns,
});
const listedUser = object({ ...(sysUser as { fields: Record<string, Shape> }).fields, sex_dictText: optional(str), status_dictText: optional(str) });
const okMessage = (message: string) => object({ success: literal(true), message: literal(message), code: literal(200), result: anything, timestamp: num });

let token: string;
withFakeServer(roleServer, resetRoles, async () => {
  token = await tokenOf('admin');
});

describe('contract §4.8 /sys/role', () => {
  it('pages roles with code 0 and answers the role writes with their messages', async () => {
    expectShape((await call('/sys/role/list?roleName=*管理*', { token })).body, envelope(page(sysRole), 0));
    expectShape((await call(`/sys/role/queryById?id=${ROLE_IDS.hr}`, { token })).body, envelope(sysRole, 0));
    expectShape((await call('/sys/role/add', { method: 'POST', token, json: { roleName: '审核员', roleCode: 'auditor' } })).body, okMessage('添加成功！'));
    expectShape((await call('/sys/role/add', { method: 'POST', token, json: { roleName: '重复', roleCode: 'auditor' } })).body, errorEnvelope());
    expectShape((await call('/sys/role/edit', { method: 'PUT', token, json: { id: ROLE_IDS.hr, roleName: '人事' } })).body, okMessage('修改成功!'));
    expectShape((await call(`/sys/role/delete?id=${ROLE_IDS.hr}`, { method: 'DELETE', token })).body, okMessage('删除角色成功'));
    expectShape((await call(`/sys/role/deleteBatch?ids=${ROLE_IDS.test},`, { method: 'DELETE', token })).body, okMessage('批量删除角色成功'));
  });

  it('checks role codes with a bare Result', async () => {
    expectShape((await call('/sys/role/checkRoleCode?roleCode=nobody', { token })).body, envelope(literal(true), 0));
    const taken = (await call('/sys/role/checkRoleCode?roleCode=admin', { token })).body;
    expectShape(taken, envelope(nul, 0, false));
    expect(taken.message).toBe('角色编码已存在');
  });

  it('answers the authorisation tree, the role grants and the data rules', async () => {
    const tree = (await call('/sys/role/queryTreeList', { token })).body;
    expectShape(tree, envelope(object({ treeList: arrayOf(treeModel), ids: arrayOf(str) }), 0));
    expectShape((await call(`/sys/permission/queryRolePermission?roleId=${ROLE_IDS.hr}`, { token })).body, envelope(arrayOf(str), 0));
    const save = await call('/sys/permission/saveRolePermission', { method: 'POST', token, json: { roleId: ROLE_IDS.hr, permissionIds: menuId('system.role'), lastpermissionIds: '' } });
    expectShape(save.body, okMessage('保存成功！'));
    const rules = (await call(`/sys/role/datarule/${menuId('system.user')}/${ROLE_IDS.admin}`, { token })).body;
    expectShape(rules, envelope(object({ datarule: arrayOf(dataRule), drChecked: optional(str) }), 200));
    expectShape((await call(`/sys/role/datarule/${menuId('system.role')}/${ROLE_IDS.admin}`, { token })).body, errorEnvelope());
    const saved = await call('/sys/role/datarule', { method: 'POST', token, json: { permissionId: menuId('system.user'), roleId: ROLE_IDS.admin, dataRuleIds: '' } });
    expectShape(saved.body, object({ success: literal(true), message: literal('保存成功!'), code: literal(200), result: literal('保存成功!'), timestamp: num }));
  });
});

describe('contract §4.6 role users', () => {
  it('pages the users of a role and answers the link writes', async () => {
    expectShape((await call(`/sys/user/userRoleList?roleId=${ROLE_IDS.content_editor}`, { token })).body, envelope(page(listedUser), 0));
    const [someone] = (await call<{ records: Array<{ id: string }> }>(`/sys/user/userRoleList?roleId=${ROLE_IDS.content_editor}`, { token })).body.result.records;
    expectShape((await call('/sys/user/addSysUserRole', { method: 'POST', token, json: { roleId: ROLE_IDS.hr, userIdList: [someone.id] } })).body, okMessage('添加成功!'));
    expectShape((await call(`/sys/user/deleteUserRole?roleId=${ROLE_IDS.hr}&userId=${someone.id}`, { method: 'DELETE', token })).body, okMessage('删除成功!'));
    expectShape((await call(`/sys/user/deleteUserRoleBatch?roleId=${ROLE_IDS.content_editor}&userIds=${someone.id},`, { method: 'DELETE', token })).body, okMessage('删除成功!'));
  });
});

describe('contract §4.2 /sys/permission administration', () => {
  it('lists the full tree with both leaf and isLeaf and answers the menu writes', async () => {
    expectShape((await call('/sys/permission/list', { token })).body, envelope(arrayOf(permissionTree), 0));
    expectShape((await call('/sys/permission/queryTreeList', { token })).body, envelope(object({ treeList: arrayOf(treeModel), ids: arrayOf(str) }), 0));
    expectShape((await call('/sys/permission/add', { method: 'POST', token, json: { menuType: 0, name: '新菜单', url: '/new' } })).body, okMessage('添加成功！'));
    expectShape((await call('/sys/permission/edit', { method: 'PUT', token, json: { id: menuId('system.role'), name: '角色维护' } })).body, okMessage('修改成功！'));
    expectShape((await call(`/sys/permission/delete?id=${menuId('system.role')}`, { method: 'DELETE', token })).body, okMessage('删除成功!'));
    expectShape((await call(`/sys/permission/deleteBatch?ids=${menuId('system.position')},`, { method: 'DELETE', token })).body, okMessage('删除成功!'));
  });

  it('lists and writes data rules', async () => {
    const permissionId = menuId('system.user');
    expectShape((await call(`/sys/permission/getPermRuleListByPermId?permissionId=${permissionId}`, { token })).body, envelope(arrayOf(dataRule), 0));
    expectShape((await call('/sys/permission/addPermissionRule', { method: 'POST', token, json: { permissionId, ruleName: 'x', ruleColumn: 'a', ruleConditions: '=', ruleValue: '1', status: '1' } })).body, okMessage('添加成功！'));
    const [rule] = (await call<Array<{ id: string }>>(`/sys/permission/getPermRuleListByPermId?permissionId=${permissionId}`, { token })).body.result;
    expectShape((await call('/sys/permission/editPermissionRule', { method: 'PUT', token, json: { id: rule.id, ruleName: 'y' } })).body, okMessage('更新成功！'));
    expectShape((await call(`/sys/permission/deletePermissionRule?id=${rule.id}`, { method: 'DELETE', token })).body, okMessage('删除成功！'));
  });
});
