/** Side effects of the job, log and online-user endpoints that the screens rely on. */
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/envelope';
import type { SysLog } from '@/api/sys/log';
import type { SysUserOnline } from '@/api/sys/online-user';
import type { QuartzJob } from '@/api/sys/quartz';
import { lastRuns, quartzJobTable } from '@fake/handlers/sys-quartz';
import { db } from '@fake/db/tables';
import { call, tokenOf } from './fake-client';
import { jobsServer, resetWithJobs } from '../../component/system/quartz/jobs-server';
import { withFakeServer } from './fake-server-hooks';

let token: string;
withFakeServer(jobsServer, resetWithJobs, async () => {
  token = await tokenOf('admin');
});

const get = async <T,>(path: string, as = token) => (await call<T>(path, { token: as })).body;

describe('scheduled jobs', () => {
  it('stores a new job with the status it was given and flips it with pause and resume', async () => {
    await call('/sys/quartzJob/add', { method: 'POST', token, json: { jobClassName: 'a.B', cronExpression: '0 0 1 * * ?', status: 0 } });
    const row = quartzJobTable.findFirst((q) => q.where({ jobClassName: 'a.B' }))!;
    expect(row).toMatchObject({ status: 0, createBy: 'admin', delFlag: 0 });
    await get(`/sys/quartzJob/pause?id=${row.id}`);
    expect(quartzJobTable.findFirst((q) => q.where({ id: row.id }))!.status).toBe(-1);
    await get(`/sys/quartzJob/resume?id=${row.id}`);
    expect(quartzJobTable.findFirst((q) => q.where({ id: row.id }))!.status).toBe(0);
  });

  it('filters by status and runs a job once without changing it', async () => {
    const stopped = await get<Page<QuartzJob>>('/sys/quartzJob/list?status=-1');
    expect(stopped.result.records.length).toBeGreaterThan(0);
    expect(stopped.result.records.every((r) => r.status === -1)).toBe(true);
    const id = stopped.result.records[0].id;
    await get(`/sys/quartzJob/execute?id=${id}`);
    expect(lastRuns.at(-1)).toBe(id);
    expect(quartzJobTable.findFirst((q) => q.where({ id }))!.status).toBe(-1);
  });

  it('refuses an edit that takes another job’s class and one of an unknown id', async () => {
    const [a, b] = (await get<Page<QuartzJob>>('/sys/quartzJob/list')).result.records;
    expect((await call('/sys/quartzJob/edit', { method: 'PUT', token, json: { ...a, jobClassName: b.jobClassName } })).body.message).toBe('数据库中已存在该记录');
    expect((await call('/sys/quartzJob/edit', { method: 'PUT', token, json: { ...a, id: 'nope' } })).body.message).toBe('更新定时任务失败!');
  });
});

describe('logs', () => {
  it('matches keyWord inside the content and limits createTime to the day range', async () => {
    const body = await get<Page<SysLog>>('/sys/log/list?logType=2&keyWord=导出&pageSize=100');
    expect(body.result.total).toBeGreaterThan(0);
    expect(body.result.records.every((r) => r.logContent.includes('导出'))).toBe(true);
    const day = body.result.records[0].createTime!.slice(0, 10);
    const sameDay = await get<Page<SysLog>>(`/sys/log/list?logType=2&createTime_begin=${day}&createTime_end=${day}&pageSize=100`);
    expect(sameDay.result.records.every((r) => r.createTime!.startsWith(day))).toBe(true);
  });

  it('empties the table with ids=allclear', async () => {
    await call('/sys/log/deleteBatch?ids=allclear', { method: 'DELETE', token });
    expect(db.sysLog.count()).toBe(0);
  });
});

describe('online users', () => {
  it('lists each live session newest first and answers 401 to a session after its force logout', async () => {
    const second = await tokenOf('admin');
    const list = await get<Page<SysUserOnline>>('/sys/online/list');
    expect(list.result.records[0].token).toBe(second);
    await call('/sys/online/forceLogout', { method: 'POST', token, json: { token: second } });
    const after = await call('/sys/quartzJob/list', { token: second });
    expect(after.status).toBe(401);
    expect((await call('/sys/quartzJob/list', { token })).status).toBe(200);
    expect(db.sysLog.all().some((l) => l.logContent.startsWith('强制: ') && l.logContent.endsWith('退出成功！'))).toBe(true);
  });

  it('filters by username', async () => {
    const none = await get<Page<SysUserOnline>>('/sys/online/list?username=nobody-here');
    expect(none.result.total).toBe(0);
  });
});
