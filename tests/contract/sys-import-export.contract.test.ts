/**
 * exportXls / importExcel of 部门管理 (§4.7), 数据字典 (§4.5), 角色管理 (§4.8), 系统通告 (§4.3) and
 * 编码校验规则 (§4.12) against the
 * conventions of §1.7: AutoPoi workbooks (2 title rows + header), filters and `selections` on export,
 * and ImportExcelUtil's answers: all in → 共N行数据全部导入成功！, partial → code 201 with the report
 * and an error log served back.
 */
import { describe, expect, it } from 'vitest';
import type { ImportErrorReport, Page } from '@/api/envelope';
import type { SysAnnouncement } from '@/api/sys/announcement';
import type { SysCheckRule } from '@/api/sys/check-rule';
import type { SysDepart } from '@/api/sys/depart';
import type { SysRole } from '@/api/sys/role';
import { db } from '@fake/db/tables';
import { checkRuleTable } from '@fake/seed/rules';
import { server, resetFakeDb } from '@fake/node';
import { readWorkbook } from '@fake/lib/xls';
import { BASE, call, tokenOf } from '../unit/fake-server/fake-client';
import { importWorkbook } from './import-workbook';
import { envelope, errorEnvelope, expectShape, literal, num, object, str } from './shapes';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';
import { multipart } from '../unit/fake-server/multipart';

const importReport = object({ totalCount: num, errorCount: num, successCount: num, msg: str, fileUrl: str, fileName: str });

let token: string;
withFakeServer(server, resetFakeDb, async () => {
  token = await tokenOf('admin');
});

async function exportSheet(path: string, params: Record<string, string>, fileName: string) {
  const res = await fetch(`${BASE}${path}?${new URLSearchParams(params)}`, { headers: { 'X-Access-Token': token } });
  expect(res.headers.get('content-type')).toBe('application/vnd.ms-excel');
  expect(res.headers.get('content-disposition')).toContain(encodeURIComponent(`${fileName}.xls`));
  return readWorkbook(await res.arrayBuffer());
}

async function upload(path: string, headers: string[], rows: string[][], file = 'in.xlsx') {
  return post(path, await importWorkbook(headers, rows), file, 'files[]');
}

async function post(path: string, bytes: Uint8Array, file: string, field: string) {
  return (await call<unknown>(path, { method: 'POST', token, ...multipart([[field, { name: file, bytes }]]) })).body;
}

async function expectPartial(body: Awaited<ReturnType<typeof upload>>, counts: { totalCount: number; errorCount: number; successCount: number }, log: string) {
  expectShape(body, envelope(importReport, 201));
  expect(body.success).toBe(true);
  expect(body.message).toBe('文件导入成功，但有错误。');
  const report = body.result as ImportErrorReport;
  expect(report).toMatchObject(counts);
  expect(report.fileUrl.endsWith(report.fileName)).toBe(true);
  const res = await fetch(`${BASE}${report.fileUrl}`);
  expect(res.headers.get('content-type')).toBe('application/force-download');
  expect(await res.text()).toBe(log);
}

describe('角色 /sys/role', () => {
  it('exportXls writes the @Excel columns of the filtered roles, or only the selected ones', async () => {
    const all = await exportSheet('/sys/role/exportXls', {}, '角色列表');
    expect(all.headers).toEqual(['角色名称', '角色编码', '描述', '创建时间']);
    expect(all.rows).toHaveLength(db.sysRole.count());
    const filtered = await exportSheet('/sys/role/exportXls', { roleCode: 'admin' }, '角色列表');
    expect(filtered.rows.map((r) => r.values['角色编码'])).toEqual(['admin']);
    const some = db.sysRole.all().slice(0, 2);
    const selected = await exportSheet('/sys/role/exportXls', { selections: some.map((r) => r.id).join(',') }, '角色列表');
    expect(selected.rows.map((r) => r.values['角色编码']).sort()).toEqual(some.map((r) => r.roleCode).sort());
  });

  it('importExcel takes new roles, and answers 201 with 角色编码已经存在 for a taken code', async () => {
    const ok = await upload('/sys/role/importExcel', ['角色名称', '角色编码'], [['导入角色', 'imp_role']]);
    expectShape(ok, envelope(literal('共1行数据全部导入成功！'), 200));
    const page = (await call<Page<SysRole>>('/sys/role/list?roleCode=imp_role', { token })).body.result;
    expect(page.records.map((r) => r.roleName)).toEqual(['导入角色']);
    const partial = await upload('/sys/role/importExcel', ['角色名称', '角色编码'], [['再导入', 'imp_role2'], ['重复', 'admin']]);
    await expectPartial(partial, { totalCount: 2, errorCount: 1, successCount: 1 }, '第 2 行：角色编码已经存在，忽略导入。\n');
  });

  it('importExcel of a file that is not a workbook: 文件导入失败:<reason>', async () => {
    const body = await post('/sys/role/importExcel', new TextEncoder().encode('just text'), 'notes.xlsx', 'file');
    expectShape(body, errorEnvelope(500));
    expect(body.message).toMatch(/^文件导入失败:/);
  });
});

describe('数据字典 /sys/dict', () => {
  it('exportXls writes the live dictionaries matching the filters', async () => {
    const parsed = await exportSheet('/sys/dict/exportXls', { dictCode: 'sex' }, '数据字典');
    expect(parsed.headers).toEqual(['字典名称', '字典编码', '描述']);
    expect(parsed.rows.map((r) => r.values['字典编码'])).toEqual(['sex']);
    expect(parsed.rows[0].sheetRow).toBe(4);
  });

  it('importExcel: 201 with 字典编码已经存在 for a code that exists', async () => {
    const partial = await upload('/sys/dict/importExcel', ['字典名称', '字典编码', '描述'], [['导入字典', 'imp_dict', '说明'], ['性别', 'sex', '']]);
    await expectPartial(partial, { totalCount: 2, errorCount: 1, successCount: 1 }, '第 2 行：字典编码已经存在，忽略导入。\n');
    expect(db.sysDict.findFirst((q) => q.where({ dictCode: 'imp_dict' }))).toMatchObject({ dictName: '导入字典', description: '说明', delFlag: 0 });
  });
});

describe('部门 /sys/sysDepart', () => {
  it('importExcel puts a child under the department its code extends, and refuses a taken code', async () => {
    const root = db.sysDepart.all().find((d) => d.orgCode.length === 3 && d.delFlag === '0') as SysDepart;
    const childCode = `${root.orgCode}Z99`;
    // Child first in the sheet: the controller saves shorter codes first.
    const body = await upload(
      '/sys/sysDepart/importExcel',
      ['机构/部门名称', '机构编码'],
      [[`${root.departName}下级`, `${childCode}A01`], ['导入部门', childCode], ['重复', root.orgCode]],
    );
    await expectPartial(body, { totalCount: 3, errorCount: 1, successCount: 2 }, '第 1 行：部门编码已经存在，忽略导入。\n');
    const child = db.sysDepart.findFirst((q) => q.where({ orgCode: childCode }))!;
    expect(child).toMatchObject({ parentId: root.id, orgType: '2', departName: '导入部门' });
    expect(db.sysDepart.findFirst((q) => q.where({ orgCode: `${childCode}A01` }))).toMatchObject({ parentId: child.id, orgType: '3' });
  });
});

describe('系统通告 /sys/annountCement', () => {
  const headers = ['标题', '内容', '开始时间', '结束时间', '发布人', '优先级', '消息类型', '通告对象类型', '发布状态', '发布时间', '撤销时间'];

  it('exportXls writes the @Excel columns of the live, filtered announcements with dictionary texts', async () => {
    const live = db.sysAnnouncement.findMany((q) => q.where({ delFlag: '0' }));
    const all = await exportSheet('/sys/annountCement/exportXls', {}, '系统通告列表');
    expect(all.headers).toEqual(headers);
    expect(all.rows).toHaveLength(live.length);
    const one = live.find((a) => a.priority === 'H' && a.msgType === 'ALL')!;
    const filtered = await exportSheet('/sys/annountCement/exportXls', { titile: one.titile }, '系统通告列表');
    expect(filtered.rows).toHaveLength(1);
    expect(filtered.rows[0].values).toMatchObject({ 标题: one.titile, 优先级: '高', 通告对象类型: '全体用户' });
    const some = live.slice(0, 2);
    const selected = await exportSheet('/sys/annountCement/exportXls', { selections: some.map((a) => a.id).join(',') }, '系统通告列表');
    expect(selected.rows.map((r) => r.values['标题']).sort()).toEqual(some.map((a) => a.titile).sort());
  });

  it('importExcel saves live announcements with dictionary codes, and answers 201 for a row the table refuses', async () => {
    const ok = await upload('/sys/annountCement/importExcel', ['标题', '优先级', '消息类型', '通告对象类型', '发布状态'], [['导入通告', '中', '系统消息', '全体用户', '未发布']]);
    expectShape(ok, envelope(literal('共1行数据全部导入成功！'), 200));
    const page = (await call<Page<SysAnnouncement>>(`/sys/annountCement/list?titile=${encodeURIComponent('导入通告')}`, { token })).body.result;
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ priority: 'M', msgCategory: '2', msgType: 'ALL', sendStatus: '0', delFlag: '0' });
    const partial = await upload('/sys/annountCement/importExcel', ['标题'], [['再导入'], ['长'.repeat(101)]]);
    await expectPartial(partial, { totalCount: 2, errorCount: 1, successCount: 1 }, '第 2 行：未知错误，忽略导入\n');
  });
});

describe('编码校验规则 /sys/checkRule', () => {
  it('exportXls writes the @Excel columns of the filtered rules, or only the selected ones', async () => {
    const all = await exportSheet('/sys/checkRule/exportXls', {}, '编码校验规则');
    expect(all.headers).toEqual(['规则名称', '规则Code', '规则JSON', '规则描述', '更新人', '更新时间', '创建人', '创建时间']);
    expect(all.rows).toHaveLength(checkRuleTable.count());
    const filtered = await exportSheet('/sys/checkRule/exportXls', { ruleCode: 'common' }, '编码校验规则');
    expect(filtered.rows.map((r) => r.values['规则Code'])).toEqual(['common']);
    const some = checkRuleTable.all().slice(0, 2);
    const selected = await exportSheet('/sys/checkRule/exportXls', { selections: some.map((r) => r.id).join(',') }, '编码校验规则');
    expect(selected.rows.map((r) => r.values['规则Code']).sort()).toEqual(some.map((r) => r.ruleCode).sort());
  });

  it('importExcel takes new rules, and answers 201 with 规则Code已经存在 for a taken code', async () => {
    const json = '[{"digits":"*","pattern":"^\\\\d{4}$","message":"须为4位数字"}]';
    const ok = await upload('/sys/checkRule/importExcel', ['规则名称', '规则Code', '规则JSON'], [['导入规则', 'imp_rule', json]]);
    expectShape(ok, envelope(literal('共1行数据全部导入成功！'), 200));
    const page = (await call<Page<SysCheckRule>>('/sys/checkRule/list?ruleCode=imp_rule', { token })).body.result;
    expect(page.records).toMatchObject([{ ruleName: '导入规则', ruleJson: json }]);
    const partial = await upload('/sys/checkRule/importExcel', ['规则名称', '规则Code', '规则JSON'], [['再导入', 'imp_rule2', json], ['重复', 'common', json]]);
    await expectPartial(partial, { totalCount: 2, errorCount: 1, successCount: 1 }, '第 2 行：规则Code已经存在，忽略导入。\n');
  });
});
