/**
 * QuartzJobController (contract §4.14): jobs in a table with the unique index
 * `uniq_job_class_name`, status 0 running / -1 stopped, pause / resume /
 * execute as GETs. The scheduler itself is not simulated: "running" is the
 * status a screen shows, and execute only records the run in `lastRuns`.
 */
import type { HttpHandler } from 'msw';
import type { QuartzJob } from '@/api/sys/quartz';
import { defineTable, plain } from '../db/table';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { withDictText } from '../lib/dict';
import { newId } from '../lib/ids';
import { listPage, type EntityFields } from '../lib/list-query';
import { c0, error, okData, okMsg } from '../lib/result';
import { api, BizError, readJson, requiredIds, requiredParam, str } from '../lib/route';
import { editRoute } from '../lib/edit-route';

export const quartzJobTable = defineTable<QuartzJob>('sys_quartz_job');

export const QUARTZ_FIELDS: EntityFields = {
  id: 'string',
  createBy: 'string',
  createTime: 'date',
  delFlag: 'int',
  updateBy: 'string',
  updateTime: 'date',
  jobClassName: 'string',
  cronExpression: 'string',
  parameter: 'string',
  description: 'string',
  status: 'int',
};

export const STATUS_NORMAL = 0;
export const STATUS_DISABLE = -1;

/** Ids of jobs run once through `/execute`, newest last (tests and the demo read it). */
export const lastRuns: string[] = [];

const DUPLICATE = '数据库中已存在该记录';

const classTaken = (name: string | null, exceptId?: string) =>
  name !== null && quartzJobTable.all().some((j) => j.jobClassName === name && j.id !== exceptId);

function statusOf(value: unknown): number | null {
  const s = str(value);
  if (s === null || s.trim() === '') return null;
  const n = Number(s);
  return Number.isInteger(n) ? n : null;
}

const findJob = (id: string) => quartzJobTable.findFirst((q) => q.where({ id }));

async function setStatus(id: string, status: number, username: string) {
  const job = findJob(id);
  if (!job) throw new BizError('未找到对应实体');
  await quartzJobTable.update(job, {
    data(draft) {
      draft.status = status;
      draft.updateBy = username;
      draft.updateTime = formatDateTime(Date.now());
    },
  });
}

export const quartzHandlers: HttpHandler[] = [
  api.get('/sys/quartzJob/list', ({ query }) => {
    const page = listPage(quartzJobTable.all().map((j) => plain(j)), query, QUARTZ_FIELDS);
    return c0({ ...page, records: withDictText(page.records, { status: 'quartz_status' }) });
  }),

  api.post('/sys/quartzJob/add', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const jobClassName = str(body.jobClassName);
    // The unique index uniq_job_class_name → DuplicateKeyException → the global handler's message.
    if (classTaken(jobClassName)) throw new BizError(DUPLICATE);
    const job: QuartzJob = {
      id: newId(),
      createBy: user.username,
      createTime: formatDateTime(Date.now()),
      delFlag: 0,
      updateBy: null,
      updateTime: null,
      jobClassName: jobClassName ?? '',
      cronExpression: str(body.cronExpression) ?? '',
      parameter: str(body.parameter),
      description: str(body.description),
      status: statusOf(body.status) ?? STATUS_NORMAL,
    };
    await quartzJobTable.create(job);
    return okMsg('创建定时任务成功');
  }),

  ...editRoute('/sys/quartzJob/edit', { find: findJob, notFound: '更新定时任务失败!' }, async ({ user, body, existing: job }) => {
    const jobClassName = str(body.jobClassName);
    if (classTaken(jobClassName, job.id)) throw new BizError(DUPLICATE);
    await quartzJobTable.update(job, {
      data(draft) {
        for (const key of ['jobClassName', 'cronExpression', 'parameter', 'description'] as const) {
          const value = str(body[key]);
          if (value !== null) draft[key] = value;
        }
        const status = statusOf(body.status);
        if (status !== null) draft.status = status;
        draft.updateBy = user.username;
        draft.updateTime = formatDateTime(Date.now());
      },
    });
    return okMsg('更新定时任务成功!');
  }),

  api.delete('/sys/quartzJob/delete', ({ query }) => {
    const id = requiredParam(query, 'id');
    if (!findJob(id)) return error('未找到对应实体');
    quartzJobTable.delete((q) => q.where({ id }));
    return okMsg('删除成功!');
  }),

  api.delete('/sys/quartzJob/deleteBatch', ({ query }) => {
    const wanted = requiredIds(query);
    quartzJobTable.deleteMany((q) => q.where({ id: (id: string) => wanted.has(id) }));
    return okMsg('删除定时任务成功!');
  }),

  api.get('/sys/quartzJob/pause', async ({ request, query }) => {
    const { user } = await requireSession(request);
    await setStatus(requiredParam(query, 'id'), STATUS_DISABLE, user.username);
    return okMsg('停止定时任务成功');
  }),

  api.get('/sys/quartzJob/resume', async ({ request, query }) => {
    const { user } = await requireSession(request);
    await setStatus(requiredParam(query, 'id'), STATUS_NORMAL, user.username);
    return okMsg('启动定时任务成功');
  }),

  api.get('/sys/quartzJob/execute', ({ query }) => {
    const id = requiredParam(query, 'id');
    if (!findJob(id)) return error('未找到对应实体');
    lastRuns.push(id);
    return okMsg('执行成功!');
  }),

  api.get('/sys/quartzJob/queryById', ({ query }) => {
    const job = findJob(requiredParam(query, 'id'));
    return job ? okData(plain(job)) : error('未找到对应实体');
  }),
];
