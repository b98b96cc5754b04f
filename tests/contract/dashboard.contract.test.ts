/**
 * The dashboard endpoints the spec does not name (fake-server/README.md "Dashboard endpoints"):
 * Result envelope (contract §1.2) with code 200, the shapes of src/api/dashboard.ts, the filter's 401
 * without a token, and business errors as HTTP 200 with success:false.
 */
import { describe, expect, it } from 'vitest';
import type { DashboardTaskBoard } from '@/api/dashboard';
import { call, tokenOf } from '../unit/fake-server/fake-client';
import { dashboardServer, resetWithDashboard } from '../component/dashboard/dashboard-server';
import { arrayOf, envelope, errorEnvelope, expectShape, literal, nullable, num, object, oneOf, optional, recordOf, str } from './shapes';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';

const range = oneOf(literal('week'), literal('month'), literal('year'));
const bdcIndex = object({
  range,
  periodLabel: str,
  kpis: arrayOf(object({ key: str, label: str, unit: str, value: num, previous: num })),
  buckets: arrayOf(object({ label: str, accepted: num, completed: num })),
  departRank: arrayOf(object({ departName: str, value: num })),
});
const contentStats = object({
  total: num,
  areas: arrayOf(object({ area: str, areaName: str, total: num, published: num })),
  backlog: object({ draft: num, pending: num, rejected: num }),
});
const status = oneOf(literal('todo'), literal('doing'), literal('done'));
const task = object({
  id: str, title: str, status, priority: oneOf(literal('L'), literal('M'), literal('H')), assignee: str, departName: str, dueDate: str, createTime: str, updateTime: optional(nullable(str)),
});
const taskBoard = object({ tasks: arrayOf(task), counts: recordOf(num) });
const monitor = object({ at: num, requestsPerSecond: num, cpuUsage: num, memoryUsage: num, activeRegions: arrayOf(object({ region: str, sessions: num })) });
const workplace = object({ dimensions: arrayOf(object({ name: str, value: num, max: num })), loginCount: num });

let token: string;
withFakeServer(dashboardServer, resetWithDashboard, async () => {
  token = await tokenOf('admin');
});

describe('dashboard endpoints', () => {
  it.each(['week', 'month', 'year'])('bdc?range=%s: code 200 with KPIs, buckets and the ranking', async (r) => {
    const { status: http, body } = await call(`/dashboard/bdc?range=${r}`, { token });
    expect(http).toBe(200);
    expectShape(body, envelope(bdcIndex, 200));
    expect((body.result as { range: string }).range).toBe(r);
  });

  it('bdc refuses an unknown range with a business error', async () => {
    const { status: http, body } = await call('/dashboard/bdc?range=decade', { token });
    expect(http).toBe(200);
    expectShape(body, errorEnvelope(500));
  });

  it('contentStats, tasks, monitor and workplace answer code 200 with their shapes', async () => {
    expectShape((await call('/dashboard/contentStats', { token })).body, envelope(contentStats, 200));
    expectShape((await call('/dashboard/tasks', { token })).body, envelope(taskBoard, 200));
    expectShape((await call('/dashboard/monitor', { token })).body, envelope(monitor, 200));
    expectShape((await call('/dashboard/workplace', { token })).body, envelope(workplace, 200));
  });

  it('tasks/move: 更新成功！ and the board counts follow; an unknown task or status is a business error', async () => {
    const before = (await call<DashboardTaskBoard>('/dashboard/tasks', { token })).body.result;
    const todo = before.tasks.find((t) => t.status === 'todo')!;
    const moved = await call('/dashboard/tasks/move', { method: 'PUT', token, json: { id: todo.id, status: 'done' } });
    expectShape(moved.body, envelope(literal('更新成功！'), 200));
    const after = (await call<DashboardTaskBoard>('/dashboard/tasks', { token })).body.result;
    expect(after.counts.todo).toBe(before.counts.todo - 1);
    expect(after.counts.done).toBe(before.counts.done + 1);
    expectShape((await call('/dashboard/tasks/move', { method: 'PUT', token, json: { id: 'nope', status: 'done' } })).body, errorEnvelope(500));
    expectShape((await call('/dashboard/tasks/move', { method: 'PUT', token, json: { id: todo.id, status: 'lost' } })).body, errorEnvelope(500));
  });

  it('answers the filter 401 without a token', async () => {
    for (const path of ['/dashboard/bdc', '/dashboard/contentStats', '/dashboard/tasks', '/dashboard/monitor', '/dashboard/workplace']) {
      const { status: http, body } = await call(path);
      expect(http).toBe(401);
      expect(body.code).toBe(401);
    }
  });
});
