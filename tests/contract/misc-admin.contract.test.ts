/**
 * Monitoring (§4.24), tenants (§4.17), data sources (§4.19), gateway routes (§4.20) and
 * messages (§4.21): envelope codes, messages and entity shapes of the fake answers.
 */
import { describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import type { Page } from '@/api/envelope';
import { monitorHandlers } from '@fake/handlers/monitor';
import { sysTenantHandlers } from '@fake/handlers/sys-tenant';
import { dataSourceHandlers, dataSourceTable } from '@fake/handlers/sys-data-source';
import { gatewayHandlers } from '@fake/handlers/sys-gateway';
import { messageHandlers } from '@fake/handlers/sys-message';
import { handlers, resetFakeDb } from '@fake/node';
import { createSeedContext } from '@fake/seed/context';
import { readWorkbook } from '@fake/lib/xls';
import { seedMiscAdmin } from '@fake/seed/misc-admin';
import { BASE, call, tokenOf } from '../unit/fake-server/fake-client';
import { arrayOf, envelope, errorEnvelope, expectShape, literal, nul, nullable, num, object, optional, page, str, sysTenant } from './shapes';
import { multipart } from '../unit/fake-server/multipart';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';

const mine = [...monitorHandlers, ...sysTenantHandlers, ...dataSourceHandlers, ...gatewayHandlers, ...messageHandlers];
const server = setupServer(...handlers.slice(0, -1), ...mine.filter((h) => !handlers.includes(h)), handlers[handlers.length - 1]);

let token: string;
withFakeServer(
  server,
  async () => {
    await resetFakeDb();
    if (dataSourceTable.count() === 0) await seedMiscAdmin(createSeedContext(Date.now()));
  },
  async () => {
    token = await tokenOf('admin');
  },
);

const get = async <T,>(path: string) => (await call<T>(path, { token })).body;
const raw = async (path: string) => {
  const res = await fetch(`${BASE}${path}`, { headers: { 'X-Access-Token': token } });
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as unknown) : null };
};

const okMsg = (message: string) => object({ success: literal(true), message: literal(message), code: literal(200), result: literal(message), timestamp: num });
const errMsg = (message: string) => object({ success: literal(false), message: literal(message), code: literal(500), result: nul, timestamp: num });

describe('monitoring (§4.24, actuator-like shapes documented in fake-server/README.md)', () => {
  const measurement = object({ statistic: str, value: num });
  const metricBody = object({ name: str, description: nullable(str), baseUnit: nullable(str), measurements: arrayOf(measurement), availableTags: arrayOf(object({ tag: str, values: arrayOf(str) })) });

  it('answers every metric the screens read with a bare MetricResponse', async () => {
    for (const name of ['system.cpu.count', 'process.uptime', 'jvm.memory.used', 'jvm.gc.pause', 'tomcat.global.request', 'tomcat.sessions.active.current']) {
      const { status, body } = await raw(`/actuator/metrics/${name}`);
      expect(status).toBe(200);
      expectShape(body, metricBody);
    }
    expect((await raw('/actuator/metrics/nope')).status).toBe(404);
  });

  it('answers httptrace with {traces: HttpTrace[]}', async () => {
    const trace = object({
      timestamp: str,
      principal: nul,
      session: nul,
      request: object({ method: str, uri: str, headers: object({}, false), remoteAddress: nullable(str) }),
      response: object({ status: num, headers: object({}, false) }),
      timeTaken: num,
    });
    expectShape((await raw('/actuator/httptrace')).body, object({ traces: arrayOf(trace) }));
  });

  it('answers the Redis endpoints: info and queryDiskInfo in the envelope, keysSize and memoryInfo bare', async () => {
    expectShape(await get('/sys/actuator/redis/info'), envelope(arrayOf(object({ key: str, value: str, description: str })), 200));
    expectShape((await raw('/sys/actuator/redis/keysSize')).body, object({ dbSize: num, create_time: num }));
    expectShape((await raw('/sys/actuator/redis/memoryInfo')).body, object({ used_memory: num, create_time: num }));
    const disks = await get('/sys/actuator/redis/queryDiskInfo');
    expectShape(disks, envelope(arrayOf(object({ name: str, max: num, rest: num, restPPT: num })), 200));
    expect(disks.message).toBe('查询成功');
  });
});

describe('tenants (§4.17)', () => {
  const ns = nullable(str);
  const listed = object({ id: num, name: str, createBy: ns, createTime: ns, beginDate: ns, endDate: ns, status: num, status_dictText: str });

  it('lists a code-0 page with status_dictText and applies beginDate ≥ / endDate ≤', async () => {
    const body = await get<Page<unknown>>('/sys/tenant/list?pageNo=1&pageSize=10');
    expectShape(body, envelope(page(listed), 0));
    await call('/sys/tenant/edit', { method: 'PUT', token, json: { id: 2, beginDate: '2026-03-01 00:00:00', endDate: '2026-06-30 00:00:00' } });
    const ranged = await get<Page<{ id: number }>>('/sys/tenant/list?beginDate=2026-02-01%2000:00:00&endDate=2026-07-01%2000:00:00');
    expect(ranged.result.records.map((r) => r.id)).toEqual([2]);
  });

  it('adds with the client id, refuses a taken one, edits and reads back', async () => {
    expectShape((await call('/sys/tenant/add', { method: 'POST', token, json: { id: 7, name: '县局', status: 1 } })).body, okMsg('添加成功！'));
    expectShape((await call('/sys/tenant/add', { method: 'POST', token, json: { id: 7, name: '又一个' } })).body, errMsg('该编号已存在!'));
    expectShape((await call('/sys/tenant/edit', { method: 'PUT', token, json: { id: 7, name: '县分局' } })).body, okMsg('编辑成功!'));
    const byId = await get('/sys/tenant/queryById?id=7');
    expectShape(byId, envelope(sysTenant, 200));
    expect(byId.result).toMatchObject({ id: 7, name: '县分局', status: 1 });
    expectShape(await get('/sys/tenant/queryById?id=77'), errMsg('未找到对应实体'));
  });

  it('deletes: referenced tenants are refused, batch answers the three messages', async () => {
    await call('/sys/tenant/add', { method: 'POST', token, json: { id: 7, name: 'a' } });
    await call('/sys/tenant/add', { method: 'POST', token, json: { id: 8, name: 'b' } });
    expectShape((await call('/sys/tenant/delete?id=1', { method: 'DELETE', token })).body, errMsg('该租户已被引用，无法删除！'));
    expectShape((await call('/sys/tenant/deleteBatch?ids=1,2', { method: 'DELETE', token })).body, errMsg('选择的租户都已被引用，无法删除！'));
    expectShape((await call('/sys/tenant/deleteBatch?ids=1,7,', { method: 'DELETE', token })).body, okMsg('部分删除成功！（被引用的租户无法删除）'));
    expectShape((await call('/sys/tenant/deleteBatch?ids=8', { method: 'DELETE', token })).body, okMsg('删除成功！'));
    await call('/sys/tenant/add', { method: 'POST', token, json: { id: 9, name: 'c' } });
    expectShape((await call('/sys/tenant/delete?id=9', { method: 'DELETE', token })).body, okMsg('删除成功'));
  });

  it('answers an error envelope for a non-numeric id (Integer.parseInt)', async () => {
    expectShape((await call('/sys/tenant/add', { method: 'POST', token, json: { id: 'x', name: 'y' } })).body, errorEnvelope(500));
  });
});


const ns = nullable(str);
const audit = { createBy: ns, createTime: ns, updateBy: ns, updateTime: ns };

describe('data sources (§4.19)', () => {
  const fields = { id: str, code: str, name: str, remark: ns, dbType: ns, dbDriver: ns, dbUrl: ns, dbName: ns, dbUsername: ns, dbPassword: ns, sysOrgCode: ns, ...audit };
  const listed = object({ ...fields, dbType_dictText: str });

  it('lists an ok Page (code 200) whose passwords are never the plain text', async () => {
    const body = await get<Page<{ id: string; code: string; dbPassword: string }>>('/sys/dataSource/list?pageNo=1&pageSize=10');
    expectShape(body, envelope(page(listed), 200));
    const portal = body.result.records.find((r) => r.code === 'zw_portal')!;
    expect(portal.dbPassword).not.toBe('Portal@2026');
    const byId = await get<{ dbPassword: string }>(`/sys/dataSource/queryById?id=${portal.id}`);
    expectShape(byId, envelope(object(fields), 200));
    expect(byId.result.dbPassword).toBe('Portal@2026');
  });

  it('adds, refuses a taken code, edits, deletes and answers options', async () => {
    const input = { code: 'c1', name: '库一', dbType: '5', dbDriver: 'com.mysql.cj.jdbc.Driver', dbUrl: 'jdbc:mysql://x/y', dbUsername: 'u', dbPassword: 'p' };
    expectShape((await call('/sys/dataSource/add', { method: 'POST', token, json: input })).body, okMsg('添加成功！'));
    expectShape((await call('/sys/dataSource/add', { method: 'POST', token, json: input })).body, errMsg('数据源编码已存在'));
    const id = dataSourceTable.findFirst((q) => q.where({ code: 'c1' }))!.id;
    expectShape((await call('/sys/dataSource/edit', { method: 'PUT', token, json: { id, name: '库一改' } })).body, okMsg('编辑成功!'));
    expectShape(await get('/sys/dataSource/options'), envelope(arrayOf(object({ value: str, label: str, text: str })), 200));
    expectShape((await call(`/sys/dataSource/delete?id=${id}`, { method: 'DELETE', token })).body, okMsg('删除成功!'));
    expectShape((await call(`/sys/dataSource/deleteBatch?ids=${id},`, { method: 'DELETE', token })).body, okMsg('批量删除成功!'));
  });
});

describe('gateway routes (§4.20)', () => {
  const rule = object({ name: str, args: arrayOf(str) });
  const route = object({
    id: str, routerId: str, name: str, uri: str, predicates: nullable(arrayOf(rule)), filters: nullable(arrayOf(rule)), stripPrefix: nullable(num),
    retryable: nullable(num), persistable: nullable(num), showApi: nullable(num), status: num, delFlag: num, sysOrgCode: ns, ...audit,
  });

  it('lists every route as an array with parsed predicates and filters', async () => {
    expectShape(await get('/sys/gatewayRoute/list'), envelope(arrayOf(route), 200));
  });

  it('saves through updateAll, clears the cache and deletes with their messages', async () => {
    const router = { routerId: 'r1', name: 'r1', uri: 'lb://r1', predicates: [{ name: 'Path', args: ['/r1/**'] }], filters: [], status: 1 };
    expectShape((await call('/sys/gatewayRoute/updateAll', { method: 'POST', token, json: { router } })).body, okMsg('操作成功！'));
    const saved = (await get<Array<{ id: string; routerId: string; predicates: unknown }>>('/sys/gatewayRoute/list')).result.find((r) => r.routerId === 'r1')!;
    expect(saved.predicates).toEqual(router.predicates);
    expectShape((await call('/sys/gatewayRoute/clearRedis', { token })).body, okMsg('清除成功！'));
    expectShape((await call(`/sys/gatewayRoute/delete?id=${saved.id}`, { method: 'DELETE', token })).body, okMsg('删除路由成功'));
  });
});

describe('messages (§4.21)', () => {
  const templateFields = { id: str, templateCode: str, templateName: str, templateContent: ns, templateTestJson: ns, templateType: ns, useStatus: optional(ns), ...audit };
  const template = object(templateFields);
  const message = object({
    id: str, esTitle: ns, esContent: ns, esParam: ns, esReceiver: ns, esResult: ns, esSendNum: nullable(num), esSendStatus: ns, esSendTime: ns, esType: ns, remark: ns, ...audit,
    esType_dictText: str, esSendStatus_dictText: str,
  });

  it('lists templates and push-log entries as ok Pages with their dictionary texts', async () => {
    expectShape(await get('/sys/message/sysMessageTemplate/list'), envelope(page(object({ ...templateFields, templateType_dictText: str })), 200));
    expectShape(await get('/sys/message/sysMessage/list'), envelope(page(message), 200));
  });

  it('template CRUD and sendMsg answer the controller messages', async () => {
    const base = '/sys/message/sysMessageTemplate';
    expectShape((await call(`${base}/add`, { method: 'POST', token, json: { templateCode: 'T1', templateName: 'n', templateContent: 'hi ${who}', templateType: '1' } })).body, okMsg('添加成功！'));
    const list = await get<Page<{ id: string; templateCode: string }>>(`${base}/list?templateCode=T1`);
    const id = list.result.records[0].id;
    expectShape((await call(`${base}/edit`, { method: 'PUT', token, json: { id, templateName: 'n2' } })).body, okMsg('更新成功！'));
    expectShape(await get(`${base}/queryById?id=${id}`), envelope(template, 200));
    const sent = (await call(`${base}/sendMsg`, { method: 'POST', token, json: { msgType: '2', receiver: 'a@b.c', templateCode: 'T1', testData: '{"who":"张三"}' } })).body;
    expectShape(sent, envelope(nul, 200));
    expect(sent.message).toBe('消息发送成功！');
    const log = await get<Page<{ esContent: string }>>('/sys/message/sysMessage/list?esReceiver=a@b.c');
    expect(log.result.records[0].esContent).toBe('hi 张三');
    expectShape((await call(`${base}/sendMsg`, { method: 'POST', token, json: { msgType: '2', receiver: 'x', templateCode: 'NOPE', testData: '{}' } })).body, errMsg('发送消息出错！'));
    expectShape((await call(`${base}/delete?id=${id}`, { method: 'DELETE', token })).body, okMsg('删除成功!'));
    expectShape((await call(`${base}/deleteBatch?ids=${id},`, { method: 'DELETE', token })).body, okMsg('批量删除成功！'));
  });

  it('exports the templates as a workbook that imports back: 文件导入成功！数据行数：N', async () => {
    const res = await fetch(`${BASE}/sys/message/sysMessageTemplate/exportXls?templateType=1`, { headers: { 'X-Access-Token': token } });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const sheet = await readWorkbook(bytes, { titleRows: 2, headRows: 1 });
    expect(sheet.headers).toEqual(['模板CODE', '模板标题', '模板内容', '模板测试json', '模板类型']);
    expect(sheet.rows).toHaveLength(4);
    const imported = await call('/sys/message/sysMessageTemplate/importExcel', { method: 'POST', token, ...multipart([['file', { name: 't.xls', bytes }]]) });
    expectShape(imported.body, okMsg('文件导入成功！数据行数：4'));
  });

  it('push-log edits answer 编辑成功!', async () => {
    const first = (await get<Page<{ id: string }>>('/sys/message/sysMessage/list')).result.records[0];
    expectShape((await call('/sys/message/sysMessage/edit', { method: 'PUT', token, json: { id: first.id, remark: '已核对' } })).body, okMsg('编辑成功!'));
    expectShape(await get('/sys/message/sysMessage/queryById?id=nope'), errMsg('未找到对应数据'));
  });
});
