/**
 * The answers the 定时任务, 日志管理, 在线用户 and 数据日志 screens read, against
 * contract §4.14, §4.15, §4.18 and §4.22: envelope codes, messages, the page
 * shape and the `_dictText` keys, so the same screens work on the real backend.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/envelope';
import type { SysDataLog } from '@/api/sys/data-log';
import type { SysLog } from '@/api/sys/log';
import type { SysUserOnline } from '@/api/sys/online-user';
import type { QuartzJob } from '@/api/sys/quartz';
import { call, tokenOf } from '../unit/fake-server/fake-client';
import { jobsServer, resetWithJobs } from '../component/system/quartz/jobs-server';
import { anything, arrayOf, envelope, errorEnvelope, expectShape, literal, nullable, num, object, optional, page, str } from './shapes';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';

const ns = nullable(str);
const audit = { createBy: optional(ns), createTime: optional(ns), updateBy: optional(ns), updateTime: optional(ns) };
const jobFields = { id: str, delFlag: optional(nullable(num)), jobClassName: str, cronExpression: str, parameter: optional(ns), description: optional(ns), status: num, ...audit };
const quartzJob = object(jobFields);
const listedJob = object({ ...jobFields, status_dictText: str });
const nn = nullable(num);
const listedLog = object({
  id: str, ...audit, costTime: optional(nn), ip: optional(ns), requestParam: optional(ns), requestType: optional(ns), requestUrl: optional(ns), method: optional(ns),
  username: optional(ns), userid: optional(ns), logContent: str, logType: num, operateType: optional(nn), logType_dictText: str, operateType_dictText: str,
});
const dataLog = object({ id: str, ...audit, dataTable: str, dataId: str, dataContent: str, dataVersion: str });
const online = object({ id: str, token: str, username: str, realname: str, avatar: optional(ns), birthday: optional(ns), sex: optional(nn), phone: optional(ns) });
const okMessage = (message: string) => object({ success: literal(true), message: literal(message), code: literal(200), result: anything, timestamp: num });

let token: string;
withFakeServer(jobsServer, resetWithJobs, async () => {
  token = await tokenOf('admin');
});

const get = async <T,>(path: string) => (await call<T>(path, { token })).body;
const jobs = () => get<Page<QuartzJob & { status_dictText: string }>>('/sys/quartzJob/list');
const job = { jobClassName: 'org.jeecg.modules.quartz.job.ContractJob', cronExpression: '0 0 3 * * ? *', parameter: 'p', description: '合同任务', status: -1 };

describe('/sys/quartzJob (§4.14)', () => {
  it('lists jobs as a code-0 page with status_dictText from quartz_status', async () => {
    const body = await jobs();
    expectShape(body, envelope(page(listedJob), 0));
    const texts = new Map(body.result.records.map((r) => [r.status, r.status_dictText]));
    expect(texts.get(0)).toBe('正常');
    expect(texts.get(-1)).toBe('停止');
  });

  it('answers add, edit, pause, resume, execute and deletes with the controller messages', async () => {
    expectShape((await call('/sys/quartzJob/add', { method: 'POST', token, json: job })).body, okMessage('创建定时任务成功'));
    const added = (await jobs()).result.records.find((r) => r.jobClassName === job.jobClassName)!;
    expectShape((await call('/sys/quartzJob/edit', { method: 'PUT', token, json: { ...added, description: '改' } })).body, okMessage('更新定时任务成功!'));
    expectShape(await get(`/sys/quartzJob/resume?id=${added.id}`), okMessage('启动定时任务成功'));
    expectShape(await get(`/sys/quartzJob/pause?id=${added.id}`), okMessage('停止定时任务成功'));
    expectShape(await get(`/sys/quartzJob/execute?id=${added.id}`), okMessage('执行成功!'));
    expectShape(await get(`/sys/quartzJob/queryById?id=${added.id}`), envelope(quartzJob, 200));
    expectShape((await call(`/sys/quartzJob/delete?id=${added.id}`, { method: 'DELETE', token })).body, okMessage('删除成功!'));
    const [a, b] = (await jobs()).result.records;
    expectShape((await call(`/sys/quartzJob/deleteBatch?ids=${a.id},${b.id},`, { method: 'DELETE', token })).body, okMessage('删除定时任务成功!'));
  });

  it('refuses a second job of the same class with the duplicate-key message', async () => {
    await call('/sys/quartzJob/add', { method: 'POST', token, json: job });
    const body = (await call('/sys/quartzJob/add', { method: 'POST', token, json: job })).body;
    expectShape(body, errorEnvelope(500));
    expect(body.message).toBe('数据库中已存在该记录');
  });
});

describe('/sys/log (§4.15)', () => {
  it('pages login and operation logs with logType_dictText and operateType_dictText', async () => {
    const login = await get<Page<SysLog>>('/sys/log/list?logType=1');
    expectShape(login, envelope(page(listedLog), 0));
    expect(login.result.records[0]).toMatchObject({ logType: 1, logType_dictText: '登录日志' });
    const ops = await get<Page<SysLog & { operateType_dictText: string }>>('/sys/log/list?logType=2&operateType=2');
    expect(ops.result.total).toBeGreaterThan(0);
    expect(ops.result.records.every((r) => r.operateType_dictText === '添加')).toBe(true);
  });

  it('answers delete and the allclear batch with 删除成功!', async () => {
    const first = (await get<Page<SysLog>>('/sys/log/list')).result.records[0];
    expectShape((await call(`/sys/log/delete?id=${first.id}`, { method: 'DELETE', token })).body, envelope(literal(null), 200));
    const cleared = (await call('/sys/log/deleteBatch?ids=allclear', { method: 'DELETE', token })).body;
    expect(cleared).toMatchObject({ success: true, code: 200, message: '删除成功!' });
  });
});

describe('/sys/online (§4.22)', () => {
  it('lists live tokens as SysUserOnlineVO and force-logs one out', async () => {
    const body = await get<Page<SysUserOnline>>('/sys/online/list?pageNo=1&pageSize=10');
    expectShape(body, envelope(page(online), 0));
    const other = await tokenOf('admin');
    expectShape((await call('/sys/online/forceLogout', { method: 'POST', token, json: { token: other } })).body, okMessage('退出登录成功！'));
    expect((await call('/sys/online/forceLogout', { method: 'POST', token, json: {} })).body).toMatchObject({ success: false, code: 500, message: '退出登录失败！' });
    expect((await call('/sys/online/forceLogout', { method: 'POST', token, json: { token: 'x.y.z' } })).body).toMatchObject({ success: false, code: 500, message: 'Token无效!' });
  });
});

describe('/sys/dataLog (§4.18)', () => {
  it('pages versions, compares two and lists the versions of one record', async () => {
    const list = await get<Page<SysDataLog>>('/sys/dataLog/list?dataTable=sys_position');
    expectShape(list, envelope(page(dataLog), 0));
    const [a, b] = list.result.records;
    const compare = await get<SysDataLog[]>(`/sys/dataLog/queryCompareList?dataId1=${a.id}&dataId2=${b.id}`);
    expectShape(compare, envelope(arrayOf(dataLog), 0));
    expect(compare.result.map((r) => r.id)).toEqual([a.id, b.id]);
    const versions = await get<SysDataLog[]>(`/sys/dataLog/queryDataVerList?dataTable=${a.dataTable}&dataId=${a.dataId}`);
    expect(versions.result.map((v) => v.dataVersion)).toEqual(['1', '2', '3']);
  });
});
