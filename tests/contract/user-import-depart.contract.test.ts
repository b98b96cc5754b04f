/**
 * 用户管理 importExcel (§4.6): the 机构编码 column is the user's department by its code. The user
 * keeps it as orgCode and is a member of that department, so 部门管理 → 用户信息 lists them.
 * An empty 登录账号 is refused with the controller's generic line, numbered by data row.
 */
import { describe, expect, it } from 'vitest';
import type { ImportErrorReport, Page } from '@/api/envelope';
import type { SysDepart } from '@/api/sys/depart';
import type { SysUser } from '@/api/sys/user';
import { db } from '@fake/db/tables';
import { server, resetFakeDb } from '@fake/node';
import { BASE, call, tokenOf } from '../unit/fake-server/fake-client';
import { importWorkbook } from './import-workbook';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';
import { multipart } from '../unit/fake-server/multipart';

let token: string;
withFakeServer(server, resetFakeDb, async () => {
  token = await tokenOf('admin');
});

async function importUsers(rows: string[][]) {
  const bytes = await importWorkbook(['登录账号', '真实姓名', '机构编码'], rows);
  return (await call<unknown>('/sys/user/importExcel', { method: 'POST', token, ...multipart([['files[]', { name: 'users.xlsx', bytes }]]) })).body;
}

describe('用户导入 /sys/user/importExcel', () => {
  it('puts the user in the department named by 机构编码 (orgCode and membership), listed in 部门管理 → 用户信息', async () => {
    const depart = db.sysDepart.all().find((d) => d.orgCode.length === 6 && d.delFlag === '0') as SysDepart;
    const answer = await importUsers([['imp_user1', '导入用户', depart.orgCode]]);
    expect(answer).toMatchObject({ success: true, message: '共1行数据全部导入成功！' });
    expect(db.sysUser.findFirst((q) => q.where({ username: 'imp_user1' }))).toMatchObject({ orgCode: depart.orgCode });
    const members = (await call<Page<SysUser>>(`/sys/user/departUserList?depId=${depart.id}&username=imp_user1&pageNo=1&pageSize=10`, { token })).body.result;
    expect(members.records.map((u) => u.username)).toEqual(['imp_user1']);
    const list = (await call<Page<SysUser>>('/sys/user/list?username=imp_user1', { token })).body.result;
    expect(list.records[0].orgCodeTxt).toBe(depart.departName);
  });

  it('keeps an unknown 机构编码 as orgCode without inventing a membership', async () => {
    await importUsers([['imp_user2', '导入用户', 'Z99']]);
    const saved = db.sysUser.findFirst((q) => q.where({ username: 'imp_user2' }))!;
    expect(saved.orgCode).toBe('Z99');
    expect(db.sysUserDepart.findMany((q) => q.where({ userId: saved.id }))).toEqual([]);
  });

  it('refuses a row without 登录账号 with the numbered generic line, and imports the others', async () => {
    const answer = (await importUsers([['imp_user3', '甲', ''], ['', '乙', ''], ['imp_user4', '丙', '']])) as { code: number; result: ImportErrorReport };
    expect(answer.code).toBe(201);
    expect(answer.result).toMatchObject({ totalCount: 3, errorCount: 1, successCount: 2 });
    const log = await (await fetch(`${BASE}${answer.result.fileUrl}`, { headers: { 'X-Access-Token': token } })).text();
    expect(log).toBe('第 2 行：未知错误，忽略导入\n');
  });
});
