/**
 * The workflow endpoints (fake-server/README.md "Workflow"): Result envelope,
 * MyBatis-Plus pages with `state_dictText`, and the end-to-end path a started
 * process takes through the assignees' task lists.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/envelope';
import type { WfForm, WfFormVersion, WfInstance, WfProcess, WfRecord, WfTask } from '@/api/workflow';
import { call, tokenOf } from '../unit/fake-server/fake-client';
import { resetWithWorkflow, workflowServer } from '../component/workflow/workflow-server';
import { arrayOf, bool, envelope, errorEnvelope, expectShape, literal, nullable, num, object, oneOf, optional, page, recordOf, str } from './shapes';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';

const ns = nullable(str);
const field = object({ label: str, key: str, type: str, required: bool, options: optional(arrayOf(str)) });
const form = object({ id: str, name: str, code: str, description: optional(ns), fields: arrayOf(field), latestVersion: num, state: str, createBy: optional(ns), createTime: optional(ns), updateTime: optional(ns), state_dictText: str });
const version = object({ id: str, formId: str, formName: str, formCode: str, version: num, fields: arrayOf(field), publishBy: str, publishTime: str });
const task = object({
  id: str, instanceId: str, instanceTitle: str, processName: str, stepIndex: num, stepName: str, assignee: optional(ns), assigneeName: optional(ns),
  candidateRole: optional(ns), state: str, actions: arrayOf(str), createTime: str, endTime: optional(ns), operator: optional(ns), comment: optional(ns), state_dictText: str,
});
const instance = object({
  id: str, title: str, processId: str, processName: str, formVersionId: str, formVersion: num, formData: recordOf(str), assignees: recordOf(str), starter: str, starterName: str,
  startTime: str, endTime: optional(ns), state: oneOf(literal('running'), literal('completed'), literal('rejected')), stepIndex: num, currentStep: optional(ns),
  currentAssignee: optional(ns), currentAssigneeName: optional(ns), currentRole: optional(ns), state_dictText: str,
});
const record = object({ id: str, instanceId: str, instanceTitle: str, taskId: optional(ns), stepName: str, action: str, actionName: str, operator: str, operatorName: str, comment: optional(ns), target: optional(ns), time: str });

let admin: string;
withFakeServer(workflowServer, resetWithWorkflow, async () => {
  admin = await tokenOf('admin');
});

const get = async <T,>(path: string, token = admin) => (await call<T>(path, { token })).body;
const post = async <T,>(path: string, json: unknown, token = admin) => (await call<T>(path, { method: 'POST', json, token })).body;

describe('workflow endpoints', () => {
  it('lists forms, versions, processes and instances as pages with state labels', async () => {
    const forms = await get<Page<WfForm & { state_dictText: string }>>('/workflow/form/list?column=createTime&order=desc&pageNo=1&pageSize=10');
    expectShape(forms, envelope(page(form), 0));
    expect(forms.result.records.map((f) => f.state_dictText)).toContain('有未发布修改');
    expectShape(await get('/workflow/formVersion/list?pageNo=1&pageSize=10&column=createTime&order=desc'), envelope(page(version), 0));
    const instances = await get<Page<WfInstance>>('/workflow/instance/list?pageSize=30');
    expectShape(instances, envelope(page(instance), 0));
    expect(instances.result.total).toBe(20);
    expect(new Set(instances.result.records.map((i) => i.state))).toEqual(new Set(['running', 'completed', 'rejected']));
    const processes = await get<Page<WfProcess>>('/workflow/process/list');
    expect(processes.result.records).toHaveLength(3);
  });

  it('publishes a numbered version that freezes the fields', async () => {
    const forms = (await get<Page<WfForm>>('/workflow/form/list?code=leave_apply')).result.records;
    const leave = forms[0];
    const saved = await call('/workflow/form/edit', { method: 'PUT', json: { ...leave, fields: [...leave.fields, { label: '备注', key: 'memo', type: 'text', required: false }] }, token: admin });
    expect(saved.body).toMatchObject({ success: true, message: '保存成功！' });
    const published = await post<WfFormVersion>('/workflow/form/publish', { id: leave.id });
    expect(published).toMatchObject({ success: true, code: 200, message: '已发布版本 v3' });
    expect(published.result.fields.map((f) => f.key)).toContain('memo');
    const versions = (await get<Page<WfFormVersion>>(`/workflow/formVersion/list?formId=${leave.id}&column=version&order=asc`)).result.records;
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3]);
  });

  it('a started process reaches its assignee, moves on when approved, and leaves a trail', async () => {
    const jeecg = await tokenOf('jeecg');
    const proc = (await get<Page<WfProcess>>('/workflow/process/list?key=purchase_approval')).result.records[0];
    const started = await post<WfInstance>('/workflow/instance/start', { processId: proc.id, title: '合同测试', formData: { item: '笔记本', quantity: '2', budget: '9000' }, assignees: { [proc.steps[0].id]: 'jeecg' } });
    expect(started).toMatchObject({ success: true, message: '流程已发起', result: { currentAssignee: 'jeecg', state: 'running' } });

    const todo = await get<Page<WfTask>>('/workflow/task/todo?instanceTitle=合同测试', jeecg);
    expectShape(todo, envelope(page(task), 0));
    const mine = todo.result.records[0];
    expect(mine).toMatchObject({ stepName: '经办人审核', assignee: 'jeecg' });

    const refused = await post('/workflow/task/complete', { taskId: mine.id, action: 'approve' });
    expectShape(refused, errorEnvelope(500));
    expect(refused.message).toBe('只有当前办理人才能办理该任务');

    const approved = await post<WfInstance>('/workflow/task/complete', { taskId: mine.id, action: 'approve', comment: '同意' }, jeecg);
    expect(approved).toMatchObject({ success: true, message: '办理成功', result: { currentStep: '财务审核', currentAssignee: 'jeecg' } });
    const trail = await get<Page<WfRecord>>(`/workflow/record/list?instanceId=${started.result.id}&column=time&order=asc`);
    expectShape(trail, envelope(page(record), 0));
    expect(trail.result.records.map((r) => r.actionName)).toEqual(['发起', '通过']);
    const done = await get<Page<WfTask & { state_dictText: string }>>('/workflow/task/done?instanceTitle=合同测试', jeecg);
    expect(done.result.records.map((t) => t.state_dictText)).toEqual(['已通过']);
  });

  it('refuses a start without the assignees the first step needs', async () => {
    const proc = (await get<Page<WfProcess>>('/workflow/process/list?key=leave_approval')).result.records[0];
    const res = await post('/workflow/instance/start', { processId: proc.id, formData: { leaveType: '事假', startDate: '2026-01-01', endDate: '2026-01-02', days: '1' }, assignees: {} });
    expect(res).toMatchObject({ success: false, code: 500, message: '请选择「部门负责人审批」的办理人' });
  });

  it('refuses form and process writes to a user without the buttons with Shiro\'s 510', async () => {
    const editor = await tokenOf('editor');
    const form = (await get<Page<WfForm>>('/workflow/form/list?code=leave_apply')).result.records[0];
    const refused = await post('/workflow/form/publish', { id: form.id }, editor);
    expectShape(refused, errorEnvelope(510));
    expect(refused.message).toBe('没有权限，请联系管理员授权');
    expect((await post('/workflow/process/add', { name: 'x', key: 'x', formId: form.id, steps: [] }, editor)).code).toBe(510);
  });

  it('lists the four seeded actions and edits one', async () => {
    const actions = await get<Array<{ id: string; code: string; name: string }>>('/workflow/action/list');
    expectShape(actions, envelope(arrayOf(object({ id: str, code: str, name: str, color: str, commentRequired: bool, sortNo: num })), 0));
    expect(actions.result.map((a) => `${a.code}:${a.name}`)).toEqual(['approve:通过', 'reject:驳回', 'transfer:转办', 'back:退回']);
    const edited = await call('/workflow/action/edit', { method: 'PUT', json: { ...actions.result[0], name: '同意', commentRequired: true }, token: admin });
    expect(edited.body).toMatchObject({ success: true, message: '修改成功!' });
  });
});
