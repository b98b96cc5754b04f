/**
 * Every /sys/user answer the 用户管理 screen reads, against contract §4.6
 * (plus /sys/role/queryall §4.8 and /sys/tenant/queryList §4.17): envelope
 * codes, messages, the page shape with orgCodeTxt and `_dictText` keys, the
 * bare recycle-bin list, and no password or salt anywhere.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/envelope';
import type { SysUser } from '@/api/sys/user';
import { db } from '@fake/db/tables';
import { call, tokenOf } from '../unit/fake-server/fake-client';
import { resetUsers, userServer } from '../component/system/user/user-server';
import { anything, arrayOf, envelope, errorEnvelope, expectShape, literal, nullable, num, object, optional, page, str, sysTenant, sysUser } from './shapes';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';

const ns = nullable(str);
const userFields = (sysUser as { fields: Record<string, unknown> }).fields;
const listedUser = object({
  ...(userFields as Parameters<typeof object>[0]),
  orgCodeTxt: ns,
  sex_dictText: str,
  status_dictText: str,
  post_dictText: str,
  departIds_dictText: str,
});
const sysRole = object({ id: str, roleName: str, roleCode: str, description: optional(ns), createBy: optional(ns), createTime: optional(ns), updateBy: optional(ns), updateTime: optional(ns) });
const departIdModel = object({ key: str, value: str, title: str });
const okMessage = (message: string) => object({ success: literal(true), message: literal(message), code: literal(200), result: anything, timestamp: num });

let token: string;
withFakeServer(userServer, resetUsers, async () => {
  token = await tokenOf('admin');
});

const get = (path: string) => call(path, { token }).then((r) => r.body);
const send = (method: string, path: string, json?: unknown) => call(path, { method, token, json }).then((r) => r.body);
const editor = () => db.sysUser.findFirst((q) => q.where({ username: 'editor' }))!;

describe('/sys/user reads', () => {
  it('list: code 0, a MyBatis-Plus page of users with orgCodeTxt and the four _dictText keys', async () => {
    const body = await get('/sys/user/list?pageSize=50');
    expectShape(body, envelope(page(listedUser), 0));
    const records = (body.result as Page<SysUser>).records;
    expect(records.some((u) => 'password' in u || 'salt' in u)).toBe(false);
  });

  it('list: post (sys_position codes, comma-joined) comes back as post_dictText names', async () => {
    const body = await get('/sys/user/list?username=editor');
    const row = (body.result as Page<SysUser & { post_dictText: string }>).records[0];
    expect(row.post).toBe('ZW012,ZW013');
    expect(row.post_dictText).toBe('科长,副科长');
  });

  it('list with an empty department: Result.OK() (code 200, result null)', async () => {
    const empty = db.sysDepart.all().find((d) => !db.sysUserDepart.findFirst((q) => q.where({ depId: d.id })))!;
    expectShape(await get(`/sys/user/list?departId=${empty.id}`), envelope(literal(null), 200));
  });

  it('queryById, queryUserRole, userDepartList, generateUserId, queryUserByDepId: code 0', async () => {
    const { id } = editor();
    expectShape(await get(`/sys/user/queryById?id=${id}`), envelope(sysUser, 0));
    expectShape(await get(`/sys/user/queryUserRole?userid=${id}`), envelope(arrayOf(str), 0));
    expectShape(await get(`/sys/user/userDepartList?userId=${id}`), envelope(arrayOf(departIdModel), 0));
    expectShape(await get('/sys/user/generateUserId'), envelope(str, 0));
    const depId = db.sysUserDepart.findFirst((q) => q.where({ userId: id }))!.depId;
    expectShape(await get(`/sys/user/queryUserByDepId?id=${depId}`), envelope(arrayOf(sysUser), 0));
  });

  it('lookup failures: 未找到对应实体, 未找到用户相关角色信息 (500), 查找失败 (code 0)', async () => {
    expect(await get('/sys/user/queryById?id=nope')).toMatchObject({ success: false, code: 500, message: '未找到对应实体' });
    expectShape(await get('/sys/user/queryUserRole?userid=nope'), errorEnvelope(500));
    expect(await get('/sys/user/userDepartList?userId=nope')).toMatchObject({ success: false, code: 0, message: '查找失败' });
  });

  it('checkOnlyUser: c0 true, or success:false 用户账号已存在 (anonymous)', async () => {
    expectShape((await call('/sys/user/checkOnlyUser?username=nobody')).body, envelope(literal(true), 0));
    expect((await call('/sys/user/checkOnlyUser?username=admin')).body).toMatchObject({ success: false, message: '用户账号已存在' });
  });

  it('role queryall and tenant queryList: code 0 arrays', async () => {
    expectShape(await get('/sys/role/queryall'), envelope(arrayOf(sysRole), 0));
    expectShape(await get('/sys/tenant/queryList'), envelope(arrayOf(sysTenant), 0));
  });
});

describe('/sys/user writes', () => {
  it('add 添加成功！, edit 修改成功!, frozenBatch 操作成功!, changePassword 密码修改成功!', async () => {
    expectShape(await send('POST', '/sys/user/add', { username: 'contract1', realname: '契约', password: 'Abc@12345', workNo: 'C001', selectedroles: '', selecteddeparts: '' }), okMessage('添加成功！'));
    expect(await send('POST', '/sys/user/add', { username: 'contract1', realname: '契约', password: 'x' })).toMatchObject({ success: false, code: 500, message: '操作失败' });
    const { id } = db.sysUser.findFirst((q) => q.where({ username: 'contract1' }))!;
    expectShape(await send('PUT', '/sys/user/edit', { id, realname: '契约2', selectedroles: '', selecteddeparts: '' }), okMessage('修改成功!'));
    expectShape(await send('PUT', '/sys/user/frozenBatch', { ids: id, status: '2' }), okMessage('操作成功!'));
    expectShape(await send('PUT', '/sys/user/changePassword', { username: 'editor', password: 'N3w@pass' }), envelope(literal('密码修改成功!'), 200));
  });

  it('delete / deleteBatch (logical), recycleBin (ok array, orgCode = depart names), putRecycleBin, deleteRecycleBin', async () => {
    const { id } = editor();
    expectShape(await send('DELETE', `/sys/user/delete?id=${id}`), envelope(literal('删除用户成功'), 200));
    const bin = await get('/sys/user/recycleBin');
    expectShape(bin, envelope(arrayOf(sysUser), 200));
    expectShape(await send('PUT', '/sys/user/putRecycleBin', { userIds: id }), envelope(literal('还原成功'), 200));
    expectShape(await send('DELETE', `/sys/user/deleteBatch?ids=${id},`), envelope(literal('批量删除用户成功'), 200));
    expectShape(await send('DELETE', `/sys/user/deleteRecycleBin?userIds=${id}`), envelope(literal('删除成功'), 200));
  });

  it('exportXls answers a workbook; writes without a token answer the 401 of the filter', async () => {
    const res = await fetch('http://localhost:3000/zw-lgb2/sys/user/exportXls', { headers: { 'X-Access-Token': token } });
    expect(res.headers.get('Content-Type')).toMatch(/excel|spreadsheet/);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const anonymous = await call('/sys/user/add', { method: 'POST', json: {} });
    expect(anonymous.status).toBe(401);
  });
});
