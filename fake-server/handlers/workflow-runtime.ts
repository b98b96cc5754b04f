/**
 * Workflow runtime: start an instance, the signed-in user's tasks (to do /
 * done), claim and act on a task, the instance list and the trail. The moves
 * themselves are the engine's (workflow-engine.ts); this file loads and
 * stores rows and turns engine refusals into `Result.error`.
 */
import type { HttpHandler } from 'msw';
import type { WfActionCode, WfInstance, WfTask } from '@/api/workflow';
import { requireSession } from '../lib/auth';
import type { EntityFields } from '../lib/list-query';
import { c0, error, okMsgData } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { claimTask, completeTask, isTodoOf, startInstance, WorkflowError, type Outcome } from './workflow-engine';
import {
  actorOf,
  latestVersionOf,
  liveEnv,
  rowsOf,
  saveRow,
  wfActionTable,
  wfFormVersionTable,
  wfInstanceTable,
  wfListPage,
  wfProcessTable,
  wfRecordTable,
  wfTaskTable,
  withStateText,
} from './workflow-tables';

const INSTANCE_FIELDS: EntityFields = { title: 'string', processId: 'string', processName: 'string', starter: 'string', state: 'string', startTime: 'date', endTime: 'date', currentAssignee: 'string' };
const TASK_FIELDS: EntityFields = { instanceId: 'string', instanceTitle: 'string', processName: 'string', stepName: 'string', state: 'string', createTime: 'date', endTime: 'date' };
const RECORD_FIELDS: EntityFields = { instanceId: 'string', instanceTitle: 'string', operator: 'string', action: 'string', time: 'date' };

function stringMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, str(v) ?? '']));
}

async function store(outcome: Outcome): Promise<void> {
  await saveRow(wfInstanceTable, outcome.instance);
  if (outcome.task) await saveRow(wfTaskTable, outcome.task);
  if (outcome.nextTask) await wfTaskTable.create(outcome.nextTask);
  for (const r of outcome.records) await wfRecordTable.create(r);
}

/** Runs an engine move; its refusals become `Result.error(message)`. */
async function run(move: () => Outcome, message: string) {
  let outcome: Outcome;
  try {
    outcome = move();
  } catch (e) {
    if (e instanceof WorkflowError) return error(e.message);
    throw e;
  }
  await store(outcome);
  return okMsgData(message, outcome.instance);
}

function loadTask(id: string | null): { task: WfTask; instance: WfInstance } | null {
  const task = rowsOf(wfTaskTable).find((t) => t.id === id);
  const instance = task && rowsOf(wfInstanceTable).find((i) => i.id === task.instanceId);
  return task && instance ? { task, instance } : null;
}

export const workflowRuntimeHandlers: HttpHandler[] = [
  api.post('/workflow/instance/start', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const process = rowsOf(wfProcessTable).find((p) => p.id === str(body.processId));
    if (!process) return error('请选择流程');
    const version = latestVersionOf(process.formId);
    if (!version) return error('绑定的表单尚未发布版本');
    const env = liveEnv();
    return run(
      () => startInstance({ process, formVersion: version, title: str(body.title) ?? undefined, formData: stringMap(body.formData), assignees: stringMap(body.assignees), starter: actorOf(user) }, env),
      '流程已发起',
    );
  }),

  api.get('/workflow/instance/list', ({ query }) => {
    const page = wfListPage(rowsOf(wfInstanceTable), query, INSTANCE_FIELDS, 'startTime');
    return c0({ ...page, records: withStateText(page.records, 'instance') });
  }),

  api.get('/workflow/instance/queryById', ({ query }) => {
    const instance = rowsOf(wfInstanceTable).find((i) => i.id === query.get('id'));
    if (!instance) return error('未找到对应实体');
    // The fields of the version the instance was started with, so the task dialog can label its data.
    const fields = rowsOf(wfFormVersionTable).find((v) => v.id === instance.formVersionId)?.fields ?? [];
    return c0({ ...withStateText([instance], 'instance')[0], fields });
  }),

  api.get('/workflow/task/todo', async ({ request, query }) => {
    const actor = actorOf((await requireSession(request)).user);
    const mine = rowsOf(wfTaskTable).filter((t) => isTodoOf(t, actor));
    const page = wfListPage(mine, query, TASK_FIELDS, 'createTime');
    return c0({ ...page, records: withStateText(page.records, 'task') });
  }),

  api.get('/workflow/task/done', async ({ request, query }) => {
    const { user } = await requireSession(request);
    const done = rowsOf(wfTaskTable).filter((t) => t.operator === user.username);
    const page = wfListPage(done, query, TASK_FIELDS, 'endTime');
    return c0({ ...page, records: withStateText(page.records, 'task') });
  }),

  api.post('/workflow/task/claim', async ({ request }) => {
    const actor = actorOf((await requireSession(request)).user);
    const found = loadTask(str((await readJson(request)).taskId));
    if (!found) return error('任务不存在');
    return run(() => claimTask(found.task, found.instance, actor, liveEnv()), '签收成功');
  }),

  api.post('/workflow/task/complete', async ({ request }) => {
    const actor = actorOf((await requireSession(request)).user);
    const body = await readJson(request);
    const found = loadTask(str(body.taskId));
    if (!found) return error('任务不存在');
    const process = rowsOf(wfProcessTable).find((p) => p.id === found.instance.processId);
    if (!process) return error('流程不存在');
    const params = { action: str(body.action) as WfActionCode, comment: str(body.comment) ?? undefined, transferTo: str(body.transferTo) ?? undefined };
    return run(() => completeTask({ process, instance: found.instance, task: found.task, actor, params, actions: rowsOf(wfActionTable) }, liveEnv()), '办理成功');
  }),

  api.get('/workflow/record/list', ({ query }) => c0(wfListPage(rowsOf(wfRecordTable), query, RECORD_FIELDS, 'time'))),
];
