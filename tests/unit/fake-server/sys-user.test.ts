/**
 * The fake SysUserController's behaviour (contract §4.6): filters, writes with
 * their role and department links, logical delete and the recycle bin, and the
 * side effects on login (frozen users refused, a new user's role menus).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/envelope';
import type { MenuNode, PermissionResult } from '@/api/sys/permission';
import type { SysUser } from '@/api/sys/user';
import { db } from '@fake/db/tables';
import { ROLE_IDS } from '@fake/seed/roles';
import { userServer, resetUsers } from '../../component/system/user/user-server';
import { call, login, tokenOf } from './fake-client';
import { withFakeServer } from './fake-server-hooks';

type Row = SysUser & Record<string, string>;

let token: string;
withFakeServer(userServer, resetUsers, async () => {
  token = await tokenOf('admin');
});

const list = async (params: Record<string, string> = {}) => (await call<Page<Row>>(`/sys/user/list?${new URLSearchParams(params)}`, { token })).body;
const put = (path: string, json: unknown) => call(path, { method: 'PUT', token, json });
const del = (path: string) => call(path, { method: 'DELETE', token });
const departOf = (code: string) => db.sysDepart.findFirst((q) => q.where({ orgCode: code }))!;
const byName = (username: string) => db.sysUser.findFirst((q) => q.where({ username }))!;

function menuNames(menu: MenuNode[]): string[] {
  return menu.flatMap((m) => [m.meta.title ?? m.name, ...menuNames(m.children ?? [])]);
}

async function addUser(extra: Record<string, unknown> = {}) {
  return call('/sys/user/add', {
    method: 'POST',
    token,
    json: { username: 'newbie', realname: '新同事', password: 'Abc@12345', workNo: 'NW001', phone: '13912345678', sex: 1, userIdentity: 1, ...extra },
  });
}

describe('GET /sys/user/list', () => {
  it('leaves deleted users out and decorates rows with department names and dictionary texts', async () => {
    const body = await list({ username: 'frozen' });
    expect(body.result.records[0]).toMatchObject({ username: 'frozen', status: 2, status_dictText: '冻结', sex_dictText: '男' });
    expect(body.result.records[0].orgCodeTxt).toBeTruthy();
    expect((await list({ username: 'retired' })).result.total).toBe(0);
  });

  it('filters by department (that department only), by code ids and by like queries', async () => {
    const editorDepart = departOf('A01A05A04');
    const inDepart = await list({ departId: editorDepart.id, pageSize: '100' });
    expect(inDepart.result.records.map((r) => r.username)).toContain('editor');
    const admin = byName('admin');
    expect((await list({ code: `${admin.id},${byName('editor').id}` })).result.total).toBe(2);
    expect((await list({ realname: '*管理*' })).result.records.map((r) => r.username)).toContain('admin');
  });

  it('answers Result.OK() with no result for a department without members', async () => {
    const empty = db.sysDepart.all().find((d) => !db.sysUserDepart.findFirst((q) => q.where({ depId: d.id })))!;
    const body = await list({ departId: empty.id });
    expect(body).toMatchObject({ success: true, code: 200, result: null });
  });
});

describe('writes', () => {
  it('adds a user with roles and departments who can then log in and sees only that role\'s menus', async () => {
    const depart = departOf('A01A05A04');
    const res = await addUser({ selectedroles: ROLE_IDS.content_editor, selecteddeparts: depart.id });
    expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
    const row = byName('newbie');
    expect(row).toMatchObject({ status: 1, delFlag: 0 });
    expect(row.password).not.toBe('Abc@12345');
    expect(row.salt).toHaveLength(8);
    const roles = await call<string[]>(`/sys/user/queryUserRole?userid=${row.id}`, { token });
    expect(roles.body.result).toEqual([ROLE_IDS.content_editor]);
    const departs = await call<Array<{ key: string; title: string }>>(`/sys/user/userDepartList?userId=${row.id}`, { token });
    expect(departs.body.result).toEqual([{ key: depart.id, value: depart.id, title: depart.departName }]);

    const own = await tokenOf('newbie', 'Abc@12345');
    const perms = (await call<PermissionResult>('/sys/permission/getUserPermissionByToken', { token: own })).body.result;
    const adminPerms = (await call<PermissionResult>('/sys/permission/getUserPermissionByToken', { token })).body.result;
    expect(menuNames(perms.menu)).not.toContain('用户管理');
    expect(menuNames(adminPerms.menu)).toContain('用户管理');
    expect(menuNames(perms.menu).length).toBeLessThan(menuNames(adminPerms.menu).length);
  });

  it('refuses a second user with the same username, work number or phone with 操作失败', async () => {
    await addUser();
    expect((await addUser({ workNo: 'NW002', phone: '13900000001' })).body).toMatchObject({ success: false, message: '操作失败' });
    expect((await addUser({ username: 'other', phone: '13900000001' })).body).toMatchObject({ success: false, message: '操作失败' });
  });

  it('edits without touching the password and replaces the role and department links', async () => {
    await addUser({ selectedroles: ROLE_IDS.test });
    const row = byName('newbie');
    const depart = departOf('A01A01');
    const res = await put('/sys/user/edit', { id: row.id, realname: '老同事', password: 'ignored', selectedroles: `${ROLE_IDS.hr},${ROLE_IDS.test}`, selecteddeparts: depart.id, userIdentity: 2, departIds: depart.id });
    expect(res.body).toMatchObject({ success: true, message: '修改成功!' });
    expect(byName('newbie')).toMatchObject({ realname: '老同事', password: row.password, userIdentity: 2, departIds: depart.id });
    expect(db.sysUserRole.findMany((q) => q.where({ userId: row.id })).map((r) => r.roleId).sort()).toEqual([ROLE_IDS.hr, ROLE_IDS.test].sort());
    expect((await list({ username: 'newbie' })).result.records[0]).toMatchObject({ orgCodeTxt: depart.departName, departIds_dictText: depart.departName });
  });

  it('freezes a user, whose login is then refused with 该用户已冻结, and unfreezes them', async () => {
    const editor = byName('editor');
    expect((await put('/sys/user/frozenBatch', { ids: `${editor.id},`, status: '2' })).body).toMatchObject({ success: true, message: '操作成功!' });
    expect((await login('editor')).body).toMatchObject({ success: false, message: '该用户已冻结' });
    await put('/sys/user/frozenBatch', { ids: editor.id, status: '1' });
    expect((await login('editor')).body.code).toBe(200);
  });

  it('resets a password as administrator: the old one no longer logs in', async () => {
    expect((await put('/sys/user/changePassword', { username: 'editor', password: 'N3w@pass' })).body).toMatchObject({ success: true, message: '密码修改成功!' });
    expect((await login('editor')).body.message).toBe('用户名或密码错误');
    expect((await login('editor', 'N3w@pass')).body.code).toBe(200);
  });
});

describe('delete and the recycle bin', () => {
  it('deletes logically, lists the user in the recycle bin, restores and deletes for good', async () => {
    const editor = byName('editor');
    expect((await del(`/sys/user/delete?id=${editor.id}`)).body).toMatchObject({ success: true, message: '删除用户成功' });
    expect((await list({ username: 'editor' })).result.total).toBe(0);
    expect((await login('editor')).body.message).toBe('该用户已注销');
    const bin = await call<SysUser[]>('/sys/user/recycleBin', { token });
    const binned = bin.body.result.find((u) => u.username === 'editor')!;
    expect(binned.orgCode).toBe(departOf('A01A05A04').departName);

    expect((await put('/sys/user/putRecycleBin', { userIds: editor.id })).body).toMatchObject({ success: true, message: '还原成功' });
    expect((await list({ username: 'editor' })).result.total).toBe(1);

    await call(`/sys/user/deleteBatch?ids=${editor.id},`, { method: 'DELETE', token });
    expect((await del(`/sys/user/deleteRecycleBin?userIds=${editor.id}`)).body).toMatchObject({ success: true, message: '删除成功' });
    expect(db.sysUser.findFirst((q) => q.where({ id: editor.id }))).toBeUndefined();
    expect(db.sysUserRole.findMany((q) => q.where({ userId: editor.id }))).toHaveLength(0);
  });
});

describe('lookups', () => {
  it('checkOnlyUser finds a taken username, queryall lists roles, queryList only effective tenants', async () => {
    expect((await call('/sys/user/checkOnlyUser?username=admin')).body).toMatchObject({ success: false, message: '用户账号已存在' });
    expect((await call('/sys/user/checkOnlyUser?username=nobody')).body).toMatchObject({ success: true, result: true });
    const roles = await call<Array<{ roleCode: string }>>('/sys/role/queryall', { token });
    expect(roles.body.result.map((r) => r.roleCode)).toContain('content_editor');
    const tenants = await call<Array<{ id: number }>>('/sys/tenant/queryList', { token });
    expect(tenants.body.result.map((t) => t.id)).toEqual([1, 2]);
    expect((await call(`/sys/user/queryUserRole?userid=nobody`, { token })).body).toMatchObject({ success: false, message: '未找到用户相关角色信息' });
  });
});
