/** The department side effects of contract §4.7 over the fake tables. */
import { describe, expect, it } from 'vitest';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import { db } from '@fake/db/tables';
import { departRoleTable, nextSegment } from '@fake/handlers/sys-depart';
import { departServer, resetWithDeparts } from '../../component/system/depart/depart-server';
import { call, tokenOf } from './fake-client';
import { withFakeServer } from './fake-server-hooks';

let token: string;
withFakeServer(departServer, resetWithDeparts, async () => {
  token = await tokenOf('admin');
});

const byName = (name: string) => db.sysDepart.all().find((d) => d.departName === name)!;

describe('department fake backend', () => {
  it('computes the next YouBian segment, rolling A99 over to B01', () => {
    expect(nextSegment(null)).toBe('A01');
    expect(nextSegment('A09')).toBe('A10');
    expect(nextSegment('A99')).toBe('B01');
  });

  it('gives a new top department the next free code and a child its parent code plus a segment', async () => {
    const top = await call('/sys/sysDepart/add', { method: 'POST', token, json: { departName: '新分局', orgCategory: '1' } });
    expect(top.body).toMatchObject({ success: true, message: '添加成功！' });
    expect(byName('新分局')).toMatchObject({ orgCode: 'A02', orgType: '1', parentId: null });
    const info = byName('信息中心');
    await call('/sys/sysDepart/add', { method: 'POST', token, json: { departName: '云平台科', parentId: info.id, orgCategory: '2' } });
    expect(byName('云平台科')).toMatchObject({ orgCode: `${info.orgCode}A06`, orgType: '3' });
  });

  it('deletes a department together with its children, memberships and roles', async () => {
    const info = byName('信息中心');
    const kids = db.sysDepart.all().filter((d) => d.parentId === info.id).map((d) => d.id);
    expect(kids.length).toBe(5);
    expect(departRoleTable.all().some((r) => r.departId === info.id)).toBe(true);
    const res = await call(`/sys/sysDepart/delete?id=${info.id}`, { method: 'DELETE', token });
    expect(res.body).toMatchObject({ success: true, message: '删除成功!' });
    const left = new Set(db.sysDepart.all().map((d) => d.id));
    expect([info.id, ...kids].some((id) => left.has(id))).toBe(false);
    expect(db.sysUserDepart.all().some((l) => kids.includes(l.depId) || l.depId === info.id)).toBe(false);
    expect(departRoleTable.all().some((r) => r.departId === info.id)).toBe(false);
    const tree = (await call<SysDepartTreeModel[]>('/sys/sysDepart/queryTreeList', { token })).body.result;
    expect(JSON.stringify(tree)).not.toContain('信息中心');
  });

  it('adds users to a department and removes them again', async () => {
    const depart = byName('预算科');
    const editor = db.sysUser.all().find((u) => u.username === 'editor')!;
    await call('/sys/user/editSysDepartWithUser', { method: 'POST', token, json: { depId: depart.id, userIdList: [editor.id] } });
    expect(db.sysUserDepart.all().some((l) => l.depId === depart.id && l.userId === editor.id)).toBe(true);
    const res = await call(`/sys/user/deleteUserInDepart?depId=${depart.id}&userId=${editor.id}`, { method: 'DELETE', token });
    expect(res.body.message).toBe('删除成功!');
    expect(db.sysUserDepart.all().some((l) => l.depId === depart.id && l.userId === editor.id)).toBe(false);
  });

  it('saves a department role permission as the difference to the last saved set', async () => {
    const role = departRoleTable.all().find((r) => r.roleCode === 'xxzx_data')!;
    const tree = (await call<{ treeList: Array<{ key: string }>; ids: string[] }>(`/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${role.departId}`, { token })).body.result;
    const [a, b] = tree.ids;
    await call('/sys/sysDepartPermission/saveDeptRolePermission', { method: 'POST', token, json: { roleId: role.id, permissionIds: `${a},${b}`, lastpermissionIds: '' } });
    await call('/sys/sysDepartPermission/saveDeptRolePermission', { method: 'POST', token, json: { roleId: role.id, permissionIds: b, lastpermissionIds: `${a},${b}` } });
    const now = (await call<string[]>(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${role.id}`, { token })).body.result;
    expect(now).toEqual([b]);
  });
});
