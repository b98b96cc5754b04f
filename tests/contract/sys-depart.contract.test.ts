/**
 * The department endpoints against contract §4.6-4.7 and §5.x: envelope codes
 * and messages, SysDepartTreeModel / DepartIdModel / TreeModel trees, the
 * department-user and address-list pages and the SysDepartRole page.
 */
import { describe, expect, it } from 'vitest';
import { db } from '@fake/db/tables';
import { departRoleTable } from '@fake/handlers/sys-depart';
import { readWorkbook } from '@fake/lib/xls';
import { BASE, call, tokenOf } from '../unit/fake-server/fake-client';
import { departServer, resetWithDeparts } from '../component/system/depart/depart-server';
import { anything, arrayOf, bool, envelope, expectShape, lazy, literal, nul, nullable, num, object, optional, page, str, sysDepart, sysUser, type Shape } from './shapes';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';

const ns = nullable(str);
const audit = { createBy: optional(ns), createTime: optional(ns), updateBy: optional(ns), updateTime: optional(ns) };
const departFields = (sysDepart as { fields: Record<string, Shape> }).fields;
const departTreeModel: Shape = object({ ...departFields, key: str, value: str, title: str, isLeaf: bool, children: nullable(arrayOf(lazy(() => departTreeModel))) });
const departIdModel: Shape = object({ key: str, value: str, title: str, children: arrayOf(lazy(() => departIdModel)) });
const treeModel: Shape = object({
  key: str, title: str, slotTitle: str, isLeaf: bool, icon: ns, ruleFlag: num, scopedSlots: nullable(object({ title: str })),
  children: nullable(arrayOf(lazy(() => treeModel))), parentId: ns, label: str, value: str,
});
const departRole = object({ id: str, departId: str, roleName: str, roleCode: str, description: optional(ns), ...audit, departId_dictText: optional(str) });
const departUser = object({ ...(sysUser as { fields: Record<string, Shape> }).fields, sex_dictText: optional(str), status_dictText: optional(str) });
const addressRow = object({ userId: str, realname: str, workNo: ns, post: ns, telephone: ns, email: ns, phone: ns, departId: str, departName: str, avatar: ns });
const message = (code: number, text: string) => object({ success: literal(true), message: literal(text), code: literal(code), result: anything, timestamp: num });

let token: string;
withFakeServer(departServer, resetWithDeparts, async () => {
  token = await tokenOf('admin');
});

const info = () => db.sysDepart.all().find((d) => d.departName === '信息中心')!;

describe('/sys/sysDepart', () => {
  it('answers the full tree, the id tree and the search as code-0 trees', async () => {
    expectShape((await call('/sys/sysDepart/queryTreeList', { token })).body, envelope(arrayOf(departTreeModel), 0));
    expectShape((await call('/sys/sysDepart/queryIdTree', { token })).body, envelope(arrayOf(departIdModel), 0));
    expectShape((await call(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('科')}`, { token })).body, envelope(arrayOf(departTreeModel), 0));
  });

  it('answers add, edit, delete and deleteBatch with the controller messages', async () => {
    expectShape((await call('/sys/sysDepart/add', { method: 'POST', token, json: { departName: '测试处', parentId: info().id } })).body, message(200, '添加成功！'));
    expectShape((await call('/sys/sysDepart/edit', { method: 'PUT', token, json: { id: info().id, departName: '信息中心' } })).body, message(200, '修改成功!'));
    const extra = db.sysDepart.all().find((d) => d.departName === '测试处')!;
    expectShape((await call(`/sys/sysDepart/deleteBatch?ids=${extra.id},`, { method: 'DELETE', token })).body, message(200, '删除成功!'));
    expectShape((await call(`/sys/sysDepart/delete?id=${info().id}`, { method: 'DELETE', token })).body, message(200, '删除成功!'));
  });

  it('exports every department ordered by org code as an AutoPoi workbook', async () => {
    const res = await fetch(`${BASE}/sys/sysDepart/exportXls`, { headers: { 'X-Access-Token': token } });
    expect(res.headers.get('content-type')).toBe('application/vnd.ms-excel');
    const sheet = await readWorkbook(await res.arrayBuffer());
    expect(sheet.headers).toEqual(['机构/部门名称', '英文名', '缩写', '排序', '描述', '机构类别', '机构类型', '机构编码', '手机号', '传真', '地址', '备注']);
    expect(sheet.rows.length).toBe(db.sysDepart.all().length);
    expect(sheet.rows[0].values['机构编码']).toBe('A01');
  });

  it('answers 我的部门 with message "2" and a tree for a head, "1" and null otherwise', async () => {
    // The seeded editor heads no department (admin heads 信息中心, so 我的部门 has something to show).
    const memberToken = await tokenOf('editor');
    expectShape((await call('/sys/sysDepart/queryMyDeptTreeList', { token: memberToken })).body, object({ success: literal(true), message: literal('1'), code: literal(0), result: nul, timestamp: num }));
    const head = db.sysUser.all().find((u) => u.userIdentity === 2 && u.delFlag === 0 && u.status === 1)!;
    const headToken = await tokenOf(head.username);
    expectShape((await call('/sys/sysDepart/queryMyDeptTreeList', { token: headToken })).body, object({ success: literal(true), message: literal('2'), code: literal(0), result: arrayOf(departTreeModel), timestamp: num }));
  });
});

describe('department users and the address list (/sys/user)', () => {
  it('pages the users of a department with dictionary texts', async () => {
    expectShape((await call(`/sys/user/departUserList?depId=${info().id}&pageNo=1&pageSize=10`, { token })).body, envelope(page(departUser), 0));
  });

  it('links and unlinks users with the controller messages', async () => {
    const editor = db.sysUser.all().find((u) => u.username === 'editor')!;
    expectShape((await call('/sys/user/editSysDepartWithUser', { method: 'POST', token, json: { depId: info().id, userIdList: [editor.id] } })).body, message(0, '添加成功!'));
    expectShape((await call(`/sys/user/deleteUserInDepart?depId=${info().id}&userId=${editor.id}`, { method: 'DELETE', token })).body, message(200, '删除成功!'));
    expectShape((await call(`/sys/user/deleteUserInDepartBatch?depId=${info().id}&userIds=${editor.id}`, { method: 'DELETE', token })).body, message(200, '删除成功!'));
  });

  it('pages address-book rows by org code', async () => {
    expectShape((await call(`/sys/user/queryByOrgCodeForAddressList?orgCode=${info().orgCode}&pageNo=1&pageSize=10`, { token })).body, envelope(page(addressRow), 200));
  });
});

describe('/sys/sysDepartRole and /sys/sysDepartPermission', () => {
  it('pages the roles of a department and answers the CRUD messages', async () => {
    expectShape((await call(`/sys/sysDepartRole/list?deptId=${info().id}`, { token })).body, envelope(page(departRole), 200));
    expectShape((await call('/sys/sysDepartRole/add', { method: 'POST', token, json: { departId: info().id, roleName: 'r', roleCode: 'c' } })).body, message(200, '添加成功！'));
    const role = departRoleTable.all().find((r) => r.roleCode === 'c')!;
    expectShape((await call(`/sys/sysDepartRole/queryById?id=${role.id}`, { token })).body, envelope(departRole, 200));
    expectShape((await call('/sys/sysDepartRole/edit', { method: 'PUT', token, json: { id: role.id, roleName: 'r2' } })).body, message(200, '编辑成功!'));
    expectShape((await call(`/sys/sysDepartRole/delete?id=${role.id}`, { method: 'DELETE', token })).body, message(200, '删除成功!'));
  });

  it('answers the permission tree, the granted ids and the save', async () => {
    const role = departRoleTable.all()[0];
    expectShape((await call(`/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${info().id}`, { token })).body, envelope(object({ treeList: arrayOf(treeModel), ids: arrayOf(str) }), 0));
    expectShape((await call(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${role.id}`, { token })).body, envelope(arrayOf(str), 0));
    expectShape((await call('/sys/sysDepartPermission/saveDeptRolePermission', { method: 'POST', token, json: { roleId: role.id, permissionIds: '', lastpermissionIds: '' } })).body, message(200, '保存成功！'));
  });
});
