/**
 * The role and menu-administration fake endpoints: role-code check, role users,
 * the diff semantics of saveRolePermission and its effect on the next menu
 * load, data rules per role, and the menu normalisation of contract §6.3.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/envelope';
import type { MenuNode, PermissionResult } from '@/api/sys/permission';
import type { SysUser } from '@/api/sys/user';
import { db } from '@fake/db/tables';
import { menuId } from '@fake/seed/menus';
import { ROLE_IDS } from '@fake/seed/roles';
import { call, tokenOf } from './fake-client';
import { resetRoles, roleServer } from '../../component/system/role/role-server';
import { withFakeServer } from './fake-server-hooks';

let token: string;
withFakeServer(roleServer, resetRoles, async () => {
  token = await tokenOf('admin');
});

const titles = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.meta.title ?? '', ...titles(n.children ?? [])]);

describe('fake /sys/role', () => {
  it('refuses a role code another role holds but lets a role keep its own', async () => {
    const taken = await call('/sys/role/checkRoleCode?roleCode=admin', { token });
    expect(taken.body).toMatchObject({ success: false, code: 0, message: '角色编码已存在' });
    const own = await call(`/sys/role/checkRoleCode?roleCode=admin&id=${ROLE_IDS.admin}`, { token });
    expect(own.body).toMatchObject({ success: true, result: true });
  });

  it('adds users to a role once and removes them singly and in batches', async () => {
    const ids = db.sysUser.all().filter((u) => u.delFlag === 0).slice(0, 3).map((u) => u.id);
    const heldBefore = db.sysUserRole.findMany((q) => q.where({ roleId: ROLE_IDS.hr })).filter((r) => ids.includes(r.userId)).length;
    const before = (await call<Page<SysUser>>(`/sys/user/userRoleList?roleId=${ROLE_IDS.hr}&pageSize=100`, { token })).body.result.total;
    const add = await call('/sys/user/addSysUserRole', { method: 'POST', token, json: { roleId: ROLE_IDS.hr, userIdList: ids } });
    expect(add.body.message).toBe('添加成功!');
    await call('/sys/user/addSysUserRole', { method: 'POST', token, json: { roleId: ROLE_IDS.hr, userIdList: ids } });
    const held = db.sysUserRole.findMany((q) => q.where({ roleId: ROLE_IDS.hr })).filter((r) => ids.includes(r.userId));
    expect(held).toHaveLength(3);
    const one = await call(`/sys/user/deleteUserRole?roleId=${ROLE_IDS.hr}&userId=${ids[0]}`, { method: 'DELETE', token });
    expect(one.body.message).toBe('删除成功!');
    await call(`/sys/user/deleteUserRoleBatch?roleId=${ROLE_IDS.hr}&userIds=${ids[1]},${ids[2]},`, { method: 'DELETE', token });
    const after = (await call<Page<SysUser>>(`/sys/user/userRoleList?roleId=${ROLE_IDS.hr}&pageSize=100`, { token })).body.result.total;
    expect(after).toBe(before - heldBefore);
    expect(db.sysUserRole.findMany((q) => q.where({ roleId: ROLE_IDS.hr })).some((r) => ids.includes(r.userId))).toBe(false);
  });

  it('applies only the diff of a saved authorisation and the editor sees the new menu at the next login', async () => {
    const position = menuId('system.position');
    const system = menuId('system');
    const editor = await tokenOf('editor');
    const menuBefore = (await call<PermissionResult>('/sys/permission/getUserPermissionByToken', { token: editor })).body.result.menu;
    expect(titles(menuBefore)).not.toContain('职务管理');
    const held = (await call<string[]>(`/sys/permission/queryRolePermission?roleId=${ROLE_IDS.content_editor}`, { token })).body.result;
    const save = await call('/sys/permission/saveRolePermission', {
      method: 'POST',
      token,
      json: { roleId: ROLE_IDS.content_editor, permissionIds: [...held, system, position].join(','), lastpermissionIds: held.join(',') },
    });
    expect(save.body).toMatchObject({ success: true, message: '保存成功！' });
    const again = await tokenOf('editor');
    const menuAfter = (await call<PermissionResult>('/sys/permission/getUserPermissionByToken', { token: again })).body.result.menu;
    expect(titles(menuAfter)).toContain('职务管理');
    // A removal listed only in lastpermissionIds goes; a grant absent from both lists stays.
    await call('/sys/permission/saveRolePermission', {
      method: 'POST',
      token,
      json: { roleId: ROLE_IDS.content_editor, permissionIds: system, lastpermissionIds: position },
    });
    const now = (await call<string[]>(`/sys/permission/queryRolePermission?roleId=${ROLE_IDS.content_editor}`, { token })).body.result;
    expect(now).not.toContain(position);
    expect(now).toContain(system);
    expect(now).toEqual(expect.arrayContaining(held));
  });

  it('keeps the data rules a role picks for a granted menu and refuses them for a menu it lacks', async () => {
    const userMenu = menuId('system.user');
    const rules = await call<{ datarule: Array<{ id: string }>; drChecked?: string }>(`/sys/role/datarule/${userMenu}/${ROLE_IDS.admin}`, { token });
    expect(rules.body.result.datarule).toHaveLength(2);
    expect(rules.body.result.drChecked).toBeUndefined();
    const first = rules.body.result.datarule[0].id;
    const saved = await call('/sys/role/datarule', { method: 'POST', token, json: { permissionId: userMenu, roleId: ROLE_IDS.admin, dataRuleIds: `${first},` } });
    expect(saved.body).toMatchObject({ success: true, message: '保存成功!' });
    const read = await call<{ drChecked: string }>(`/sys/role/datarule/${userMenu}/${ROLE_IDS.admin}`, { token });
    expect(read.body.result.drChecked).toBe(first);
    const refused = await call('/sys/role/datarule', { method: 'POST', token, json: { permissionId: userMenu, roleId: ROLE_IDS.test, dataRuleIds: first } });
    expect(refused.body).toMatchObject({ success: false, message: '请先保存角色菜单权限!' });
    const none = await call(`/sys/role/datarule/${menuId('system.position')}/${ROLE_IDS.admin}`, { token });
    expect(none.body).toMatchObject({ success: false, message: '未找到权限配置信息' });
  });
});

describe('fake /sys/permission administration', () => {
  it('normalises component and url on add and makes the parent a branch', async () => {
    const parent = menuId('system.position');
    const res = await call('/sys/permission/add', {
      method: 'POST',
      token,
      json: { menuType: 1, parentId: parent, name: '测试页', url: 'test/page.vue', component: '/views/system/TestPage.vue', sortNo: 3 },
    });
    expect(res.body.message).toBe('添加成功！');
    const row = db.sysPermission.findFirst((q) => q.where({ name: '测试页' }))!;
    expect(row).toMatchObject({ url: '/test/page', component: 'system/TestPage', parentId: parent, leaf: true });
    expect(db.sysPermission.findFirst((q) => q.where({ id: parent }))!.leaf).toBe(false);
    const top = await call('/sys/permission/add', { method: 'POST', token, json: { menuType: 0, name: '顶级', url: '/top', parentId: parent } });
    expect(top.body.success).toBe(true);
    expect(db.sysPermission.findFirst((q) => q.where({ name: '顶级' }))).toMatchObject({ parentId: null, component: 'layouts/RouteView' });
  });

  it('deletes a menu with its children, grants and data rules', async () => {
    const userMenu = menuId('system.user');
    const res = await call(`/sys/permission/delete?id=${userMenu}`, { method: 'DELETE', token });
    expect(res.body.message).toBe('删除成功!');
    expect(db.sysPermission.all().some((p) => p.id === userMenu || p.parentId === userMenu)).toBe(false);
    expect(db.sysRolePermission.all().some((r) => r.permissionId === userMenu)).toBe(false);
    const rules = await call<unknown[]>(`/sys/permission/getPermRuleListByPermId?permissionId=${userMenu}`, { token });
    expect(rules.body.result).toEqual([]);
  });

  it('sets and clears the rule flag as data rules come and go', async () => {
    const menu = menuId('system.position');
    await call('/sys/permission/addPermissionRule', { method: 'POST', token, json: { permissionId: menu, ruleName: '本部门', ruleColumn: 'sysOrgCode', ruleConditions: '=', ruleValue: '#{sys_org_code}', status: '1' } });
    expect(db.sysPermission.findFirst((q) => q.where({ id: menu }))!.ruleFlag).toBe(1);
    const [rule] = (await call<Array<{ id: string }>>(`/sys/permission/getPermRuleListByPermId?permissionId=${menu}`, { token })).body.result;
    const edit = await call('/sys/permission/editPermissionRule', { method: 'PUT', token, json: { id: rule.id, ruleName: '本部门及下级' } });
    expect(edit.body.message).toBe('更新成功！');
    const del = await call(`/sys/permission/deletePermissionRule?id=${rule.id}`, { method: 'DELETE', token });
    expect(del.body.message).toBe('删除成功！');
    expect(db.sysPermission.findFirst((q) => q.where({ id: menu }))!.ruleFlag).toBe(0);
  });
});
