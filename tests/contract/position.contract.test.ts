/**
 * The /sys/position endpoints against contract §4.16 with the list, export and
 * import conventions of §1.5-1.7: envelope codes, messages, the page shape,
 * `postRank_dictText`, AutoPoi-style workbooks and the code-201 import answer.
 */
import { describe, expect, it } from 'vitest';
import type { ImportErrorReport, Page } from '@/api/envelope';
import type { SysPosition } from '@/api/sys/position';
import { readWorkbook, writeWorkbook } from '@fake/lib/xls';
import { BASE, call, tokenOf } from '../unit/fake-server/fake-client';
import { positionServer, resetWithPositions } from '../component/system/position/position-server';
import { envelope, errorEnvelope, expectShape, literal, nul, num, nullable, object, optional, page, str } from './shapes';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';
import { multipart } from '../unit/fake-server/multipart';

const ns = nullable(str);
const audit = { createBy: optional(ns), createTime: optional(ns), updateBy: optional(ns), updateTime: optional(ns) };
const positionFields = { id: str, code: ns, name: ns, postRank: ns, companyId: optional(ns), sysOrgCode: optional(ns), ...audit };
export const sysPosition = object(positionFields);
const listedPosition = object({ ...positionFields, postRank_dictText: str });
const importReport = object({ totalCount: num, errorCount: num, successCount: num, msg: str, fileUrl: str, fileName: str });

type Row = SysPosition & { postRank_dictText: string };

let token: string;
withFakeServer(positionServer, resetWithPositions, async () => {
  token = await tokenOf('admin');
});

const list = async (params: Record<string, string> = {}) => (await call<Page<Row>>(`/sys/position/list?${new URLSearchParams(params)}`, { token })).body;

async function upload(files: Array<{ field?: string; name: string; bytes: Uint8Array }>) {
  return call<unknown>('/sys/position/importExcel', { method: 'POST', token, ...multipart(files.map((f) => [f.field ?? 'file', { name: f.name, bytes: f.bytes }] as const)) });
}

const sheet = (rows: string[][]) =>
  writeWorkbook({
    title: '职务表列表数据',
    secondTitle: '导出人:管理员',
    sheetName: '导出信息',
    bookType: 'xlsx',
    columns: [{ header: '职务编码', key: '0' }, { header: '职务名称', key: '1' }, { header: '职级', key: '2' }],
    rows: rows.map((r) => ({ 0: r[0], 1: r[1], 2: r[2] })),
  });

describe('GET /sys/position/list', () => {
  it('answers code 0 with a MyBatis-Plus page of positions carrying postRank_dictText', async () => {
    const body = await list();
    expectShape(body, envelope(page(listedPosition), 0));
    expect(body.result.total).toBe(40);
    expect(body.result.records).toHaveLength(10);
    const chief = (await list({ code: 'ZW001' })).result.records[0];
    expect(chief).toMatchObject({ name: '局长', postRank: '5', postRank_dictText: '正高级' });
  });

  it('filters with the query conventions and sorts by column/order', async () => {
    const body = await list({ name: '*主任', column: 'code', order: 'asc' });
    expect(body.result.records.map((r) => r.name)).toEqual(['办公室主任', '办公室副主任', '信息中心主任']);
    const newest = await list({ column: 'createTime', order: 'desc', pageSize: '1' });
    expect(newest.result.records[0].code).toBe('ZW040');
  });

  it('applies the advanced query', async () => {
    const superQueryParams = encodeURIComponent(JSON.stringify([{ field: 'postRank', rule: 'eq', val: '5' }, { field: 'name', rule: 'like', val: '科' }]));
    const body = await list({ superQueryParams, superQueryMatchType: 'or', pageSize: '100' });
    expect(body.result.total).toBe(4 + 8);
  });

  it('rejects an unknown sort column with the QueryGenerator message', async () => {
    const body = await list({ column: 'rank', order: 'asc' });
    expectShape(body, errorEnvelope(500));
    expect(body.message).toBe('请注意，将要排序的列字段不存在：rank');
  });

  it('needs a token (401 from the filter)', async () => {
    expect((await call('/sys/position/list')).status).toBe(401);
  });
});

describe('writes', () => {
  it('add: result.success("添加成功！") with createBy, createTime and sysOrgCode filled in', async () => {
    const body = (await call('/sys/position/add', { method: 'POST', token, json: { code: 'NEW1', name: '新职务', postRank: '2' } })).body;
    expectShape(body, envelope(nul, 200));
    expect(body.message).toBe('添加成功！');
    const row = (await call<SysPosition>('/sys/position/queryByCode?code=NEW1', { token })).body.result;
    expect(row).toMatchObject({ name: '新职务', postRank: '2', createBy: 'admin', sysOrgCode: expect.any(String) });
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('add with a code that exists: 操作失败 (the unique index, caught by the controller)', async () => {
    const body = (await call('/sys/position/add', { method: 'POST', token, json: { code: 'ZW001', name: 'x' } })).body;
    expectShape(body, errorEnvelope(500));
    expect(body.message).toBe('操作失败');
  });

  it('edit (PUT or POST): 修改成功! and only non-null properties change', async () => {
    const chief = (await list({ code: 'ZW001' })).result.records[0];
    const body = (await call('/sys/position/edit', { method: 'PUT', token, json: { id: chief.id, name: '局长（正职）', postRank: null } })).body;
    expectShape(body, envelope(nul, 200));
    expect(body.message).toBe('修改成功!');
    const after = (await call<SysPosition>(`/sys/position/queryById?id=${chief.id}`, { token })).body;
    expectShape(after, envelope(sysPosition, 0));
    expect(after.result).toMatchObject({ name: '局长（正职）', postRank: '5', updateBy: 'admin' });
    expect((await call('/sys/position/edit', { method: 'POST', token, json: { id: chief.id, name: 'again' } })).body.success).toBe(true);
  });

  it('edit of a missing row: 未找到对应实体; to a taken code: 数据库中已存在该记录', async () => {
    expect((await call('/sys/position/edit', { method: 'PUT', token, json: { id: 'nope', name: 'x' } })).body.message).toBe('未找到对应实体');
    const chief = (await list({ code: 'ZW001' })).result.records[0];
    const taken = (await call('/sys/position/edit', { method: 'PUT', token, json: { id: chief.id, code: 'ZW002' } })).body;
    expectShape(taken, errorEnvelope(500));
    expect(taken.message).toBe('数据库中已存在该记录');
  });

  it('delete: Result.ok("删除成功!") copies the message into result; a missing id param fails like Spring', async () => {
    const id = (await list({ code: 'ZW040' })).result.records[0].id;
    const body = (await call(`/sys/position/delete?id=${id}`, { method: 'DELETE', token })).body;
    expectShape(body, envelope(literal('删除成功!'), 200));
    expect((await list()).result.total).toBe(39);
    const missing = (await call('/sys/position/delete', { method: 'DELETE', token })).body;
    expect(missing.message).toBe("操作失败，Required request parameter 'id' for method parameter type String is not present");
  });

  it('deleteBatch takes the trailing-comma id list; a blank list is 参数不识别！', async () => {
    const ids = (await list({ code: 'ZW039,ZW040' })).result.records.map((r) => r.id);
    const body = (await call(`/sys/position/deleteBatch?ids=${ids.join(',')},`, { method: 'DELETE', token })).body;
    expectShape(body, envelope(nul, 200));
    expect(body.message).toBe('删除成功!');
    expect((await list()).result.total).toBe(38);
    expect((await call('/sys/position/deleteBatch?ids=%20', { method: 'DELETE', token })).body.message).toBe('参数不识别！');
  });

  it('queryById of a missing row and queryByCode of an unknown code', async () => {
    expectShape((await call('/sys/position/queryById?id=nope', { token })).body, errorEnvelope(500));
    expectShape((await call('/sys/position/queryByCode?code=nope', { token })).body, envelope(nul, 0));
  });
});

describe('exportXls', () => {
  async function exportRows(params: Record<string, string>) {
    const res = await fetch(`${BASE}/sys/position/exportXls?${new URLSearchParams(params)}`, { headers: { 'X-Access-Token': token } });
    expect(res.headers.get('content-type')).toBe('application/vnd.ms-excel');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('职务表列表.xls'));
    return readWorkbook(await res.arrayBuffer());
  }

  it('writes 2 title rows, the @Excel header row and the filtered rows with rank texts', async () => {
    const parsed = await exportRows({ name: '*工程师*', column: 'code', order: 'asc' });
    expect(parsed.headers).toEqual(['职务编码', '职务名称', '职级', '公司id', '创建人', '创建时间', '修改人', '修改时间', '组织机构编码']);
    expect(parsed.rows.map((r) => r.values['职务名称'])).toEqual(['总工程师', '系统运维工程师', '高级工程师', '工程师', '助理工程师']);
    expect(parsed.rows[0].values['职级']).toBe('正高级');
    expect(parsed.rows[0].sheetRow).toBe(4);
  });

  it('honours the advanced query and the selections', async () => {
    const superQueryParams = encodeURIComponent(JSON.stringify([{ field: 'postRank', rule: 'eq', val: '1' }]));
    expect((await exportRows({ superQueryParams })).rows).toHaveLength(6);
    const ids = (await list({ code: 'ZW001,ZW002' })).result.records.map((r) => r.id);
    const selected = await exportRows({ selections: ids.join(',') });
    expect(selected.rows.map((r) => r.values['职务编码']).sort()).toEqual(['ZW001', 'ZW002']);
  });
});

describe('importExcel', () => {
  it('all rows in: Result.ok("共N行数据全部导入成功！")', async () => {
    const body = (await upload([{ name: 'p.xlsx', bytes: await sheet([['IMP1', '导入一', '中级'], ['IMP2', '导入二', '员级']]) }])).body;
    expectShape(body, envelope(literal('共2行数据全部导入成功！'), 200));
    const rows = (await list({ code: 'IMP1,IMP2', column: 'code', order: 'asc' })).result.records;
    expect(rows.map((r) => [r.name, r.postRank])).toEqual([['导入一', '3'], ['导入二', '1']]);
  });

  it('a duplicate code: code 201, success true, the report object and an error log served back', async () => {
    const body = (await upload([{ field: 'files[]', name: 'p.xlsx', bytes: await sheet([['IMP3', '导入三', '助级'], ['ZW001', '重复', '中级'], ['IMP4', '导入四', '']]) }])).body;
    expectShape(body, envelope(importReport, 201));
    expect(body.message).toBe('文件导入成功，但有错误。');
    const report = body.result as ImportErrorReport;
    expect(report).toMatchObject({ totalCount: 3, errorCount: 1, successCount: 2, msg: '总上传行数：3，已导入行数：2，错误行数：1' });
    expect(report.fileUrl).toMatch(/^\/sys\/common\/static\/logs\/\d{8}\/userImportExcelErrorLog\d+\.txt$/);
    expect(report.fileUrl.endsWith(report.fileName)).toBe(true);
    const log = await fetch(`${BASE}${report.fileUrl}`);
    expect(log.headers.get('content-type')).toBe('application/force-download');
    expect(await log.text()).toBe('第 2 行：职务编码已经存在，忽略导入。\n');
  });

  it('a file that is not a workbook: 文件导入失败:<reason>', async () => {
    const body = (await upload([{ name: 'notes.xlsx', bytes: new TextEncoder().encode('just text') }])).body;
    expectShape(body, errorEnvelope(500));
    expect(body.message).toMatch(/^文件导入失败:/);
  });
});
