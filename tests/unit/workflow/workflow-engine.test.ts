/**
 * The fake backend's workflow engine as plain functions: starting an
 * instance, moving it on by approval, completing, rejecting, transferring,
 * returning, and the claim rules (only the assignee or a role holder acts).
 */
import { describe, expect, it } from 'vitest';
import type { WfAction, WfProcess, WfTask } from '@/api/workflow';
import { claimTask, completeTask, fieldListProblem, formDataProblems, isTodoOf, startInstance, WF_MSG, WorkflowError, type Actor, type EngineEnv, type Outcome } from '@fake/handlers/workflow-engine';

let seq = 0;
const env: EngineEnv = { now: '2026-03-01 09:00:00', newId: () => `id${(seq += 1)}`, realnameOf: (u) => `名${u}` };

const admin: Actor = { username: 'admin', realname: '管理员', roles: ['admin'] };
const jeecg: Actor = { username: 'jeecg', realname: '陈晓明', roles: ['province_admin'] };
const editor: Actor = { username: 'editor', realname: '李文静', roles: ['content_editor'] };

const ACTIONS: WfAction[] = [
  { id: 'a1', code: 'approve', name: '通过', color: 'green', commentRequired: false, sortNo: 1 },
  { id: 'a2', code: 'reject', name: '驳回', color: 'red', commentRequired: true, sortNo: 2 },
  { id: 'a3', code: 'transfer', name: '转办', color: 'blue', commentRequired: false, sortNo: 3 },
  { id: 'a4', code: 'back', name: '退回', color: 'orange', commentRequired: true, sortNo: 4 },
];

const all = ['approve', 'reject', 'transfer', 'back'] as const;
const process: WfProcess = {
  id: 'p1',
  name: '请假审批',
  key: 'leave',
  formId: 'f1',
  version: 1,
  state: 'published',
  steps: [
    { id: 's1', name: '部门审批', assigneeMode: 'start', actions: [...all] },
    { id: 's2', name: '人事审核', assigneeMode: 'role', role: 'province_admin', actions: ['approve', 'reject', 'back'] },
    { id: 's3', name: '领导审批', assigneeMode: 'users', users: 'admin', actions: ['approve', 'reject'] },
  ],
};
const formVersion = { id: 'v1', version: 1, fields: [{ label: '天数', key: 'days', type: 'number' as const, required: true }] };

const start = (assignee = 'jeecg') => startInstance({ process, formVersion, formData: { days: '2' }, assignees: { s1: assignee }, starter: editor }, env);
const act = (out: Outcome, actor: Actor, action: WfTask['actions'][number], extra: { comment?: string; transferTo?: string } = {}) =>
  completeTask({ process, instance: out.instance, task: out.nextTask!, actor, params: { action, ...extra }, actions: ACTIONS }, env);
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(WorkflowError);
    return (e as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('workflow engine', () => {
  it('starts an instance with a task for the assignee chosen at start and a 发起 trail line', () => {
    const out = start();
    expect(out.instance).toMatchObject({ state: 'running', stepIndex: 0, currentStep: '部门审批', currentAssignee: 'jeecg', starter: 'editor' });
    expect(out.nextTask).toMatchObject({ assignee: 'jeecg', state: 'pending', stepName: '部门审批' });
    expect(out.records.map((r) => [r.actionName, r.target])).toEqual([['发起', 'jeecg']]);
  });

  it('refuses to start without the chosen assignee or with invalid form data', () => {
    expect(refusal(() => startInstance({ process, formVersion, formData: { days: '2' }, assignees: {}, starter: editor }, env))).toBe(WF_MSG.assigneeMissing('部门审批'));
    expect(refusal(() => startInstance({ process, formVersion, formData: { days: 'x' }, assignees: { s1: 'jeecg' }, starter: editor }, env))).toBe('天数必须是数字');
    expect(refusal(() => startInstance({ process: { ...process, state: 'draft' }, formVersion, formData: { days: '1' }, assignees: { s1: 'a' }, starter: editor }, env))).toBe(WF_MSG.notPublished);
  });

  it('approving moves the instance to the next step, a role step waits for a claim', () => {
    const next = act(start(), jeecg, 'approve');
    expect(next.task).toMatchObject({ state: 'approved', operator: 'jeecg' });
    expect(next.instance).toMatchObject({ stepIndex: 1, currentStep: '人事审核', currentAssignee: null, currentRole: 'province_admin' });
    expect(next.nextTask).toMatchObject({ assignee: null, candidateRole: 'province_admin', state: 'pending' });
    expect(isTodoOf(next.nextTask!, jeecg)).toBe(true);
    expect(isTodoOf(next.nextTask!, admin)).toBe(false);
  });

  it('a role task must be claimed by a role holder before anyone acts on it', () => {
    const atRole = act(start(), jeecg, 'approve');
    expect(refusal(() => act(atRole, jeecg, 'approve'))).toBe(WF_MSG.claimFirst);
    expect(refusal(() => claimTask(atRole.nextTask!, atRole.instance, admin, env))).toBe(WF_MSG.notCandidate);
    const claimed = claimTask(atRole.nextTask!, atRole.instance, jeecg, env);
    expect(claimed.task).toMatchObject({ state: 'claimed', assignee: 'jeecg' });
    expect(claimed.records[0].actionName).toBe('签收');
    expect(refusal(() => claimTask(claimed.task!, claimed.instance, jeecg, env))).toBe(WF_MSG.notClaimable);
  });

  it('only the assignee may act, and a finished task cannot be acted on again', () => {
    const out = start();
    expect(refusal(() => act(out, admin, 'approve'))).toBe(WF_MSG.notAssignee);
    const done = act(out, jeecg, 'approve');
    expect(refusal(() => completeTask({ process, instance: done.instance, task: done.task!, actor: jeecg, params: { action: 'approve' }, actions: ACTIONS }, env))).toBe(WF_MSG.finished);
  });

  it('approving the last step completes the instance', () => {
    let out = act(start(), jeecg, 'approve');
    const claimed = claimTask(out.nextTask!, out.instance, jeecg, env);
    out = completeTask({ process, instance: claimed.instance, task: claimed.task!, actor: jeecg, params: { action: 'approve' }, actions: ACTIONS }, env);
    expect(out.nextTask).toMatchObject({ assignee: 'admin', stepName: '领导审批' });
    const end = act(out, admin, 'approve');
    expect(end.instance).toMatchObject({ state: 'completed', stepIndex: -1, currentAssignee: null, endTime: env.now });
    expect(end.nextTask).toBeUndefined();
  });

  it('rejecting needs a comment and ends the instance as rejected', () => {
    const out = start();
    expect(refusal(() => act(out, jeecg, 'reject'))).toBe(WF_MSG.commentRequired);
    const end = act(out, jeecg, 'reject', { comment: '材料不全' });
    expect(end.instance.state).toBe('rejected');
    expect(end.task).toMatchObject({ state: 'rejected', comment: '材料不全' });
    expect(end.records[0]).toMatchObject({ actionName: '驳回', comment: '材料不全' });
  });

  it('transfer hands the step to another user, never to oneself', () => {
    const out = start();
    expect(refusal(() => act(out, jeecg, 'transfer'))).toBe(WF_MSG.transferTarget);
    expect(refusal(() => act(out, jeecg, 'transfer', { transferTo: 'jeecg' }))).toBe(WF_MSG.transferSelf);
    const moved = act(out, jeecg, 'transfer', { transferTo: 'admin' });
    expect(moved.task!.state).toBe('transferred');
    expect(moved.nextTask).toMatchObject({ assignee: 'admin', stepIndex: 0, state: 'pending' });
    expect(moved.instance.currentAssignee).toBe('admin');
  });

  it('back returns to the previous step, not allowed on the first, and only actions of the step are allowed', () => {
    const out = start();
    expect(refusal(() => act(out, jeecg, 'back', { comment: '退' }))).toBe(WF_MSG.firstStepBack);
    const atRole = act(out, jeecg, 'approve');
    const claimed = claimTask(atRole.nextTask!, atRole.instance, jeecg, env);
    expect(refusal(() => completeTask({ process, instance: claimed.instance, task: claimed.task!, actor: jeecg, params: { action: 'transfer', transferTo: 'admin' }, actions: ACTIONS }, env))).toBe(WF_MSG.actionNotAllowed);
    const back = completeTask({ process, instance: claimed.instance, task: claimed.task!, actor: jeecg, params: { action: 'back', comment: '请补充' }, actions: ACTIONS }, env);
    expect(back.task!.state).toBe('returned');
    expect(back.nextTask).toMatchObject({ stepIndex: 0, assignee: 'jeecg' });
  });

  it('checks designed field lists and submitted data', () => {
    expect(fieldListProblem([])).toBe('表单至少需要一个字段');
    expect(fieldListProblem([{ label: 'a', key: '1a', type: 'text', required: false }])).toBe('第1个字段的标识无效');
    expect(fieldListProblem([{ label: 'a', key: 'a', type: 'text', required: false }, { label: 'b', key: 'a', type: 'text', required: false }])).toBe('字段标识重复：a');
    expect(fieldListProblem([{ label: '类型', key: 't', type: 'select', required: false, options: [] }])).toBe('字段「类型」需要选项');
    expect(formDataProblems([{ label: '日期', key: 'd', type: 'date', required: true }], { d: '2026/1/1' })).toEqual({ d: '日期必须是日期（yyyy-MM-dd）' });
    expect(formDataProblems([{ label: '日期', key: 'd', type: 'date', required: true }], {})).toEqual({ d: '请输入日期' });
  });
});
