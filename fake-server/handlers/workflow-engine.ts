/**
 * The workflow engine of the fake backend as plain functions over rows: start
 * an instance, claim a role task, act on a task (approve, reject, transfer,
 * back). Each returns the rows to write, so the handlers own storage and the
 * unit tests need no tables. Which moves exist comes from the task statechart;
 * who may make them is checked here.
 *
 * Choices (documented in fake-server/README.md): 驳回 ends the instance as
 * rejected; 退回 hands it to the previous step (not allowed on the first);
 * 转办 closes the task and opens one for the new assignee at the same step.
 */
import type { WfAction, WfActionCode, WfCompleteParams, WfFormField, WfInstance, WfProcess, WfRecord, WfStep, WfTask } from '@/api/workflow';
import { nextTaskState } from './workflow-task-chart';

/** A refusal the handler answers as `Result.error(message)`. */
export class WorkflowError extends Error {}

export interface Actor {
  username: string;
  realname: string;
  roles: readonly string[];
}

export interface EngineEnv {
  now: string;
  newId: () => string;
  /** Real name of a username (the username itself when unknown). */
  realnameOf: (username: string) => string;
}

export const WF_MSG = {
  notAssignee: '只有当前办理人才能办理该任务',
  notCandidate: '您不是该任务的候选人，无法签收',
  claimFirst: '请先签收该任务',
  notClaimable: '该任务已指定办理人，无需签收',
  finished: '该任务已办理完毕',
  actionNotAllowed: '当前步骤不允许该动作',
  commentRequired: '请填写办理意见',
  transferTarget: '请选择转办人',
  transferSelf: '不能转办给自己',
  firstStepBack: '第一步无法退回',
  notPublished: '流程未发布，无法发起',
  noSteps: '流程没有步骤',
  assigneeMissing: (step: string) => `请选择「${step}」的办理人`,
  noAssignee: (step: string) => `步骤「${step}」没有办理人`,
} as const;

const ACTION_NAMES: Record<WfActionCode | 'start' | 'claim', string> = {
  start: '发起',
  claim: '签收',
  approve: '通过',
  reject: '驳回',
  transfer: '转办',
  back: '退回',
};

// ---- forms ----------------------------------------------------------------------------------

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Why a field list cannot be published, or null when it can. */
export function fieldListProblem(fields: readonly WfFormField[]): string | null {
  if (fields.length === 0) return '表单至少需要一个字段';
  const keys = new Set<string>();
  for (const [i, f] of fields.entries()) {
    if (!f.label?.trim()) return `第${i + 1}个字段缺少名称`;
    if (!KEY_PATTERN.test(f.key ?? '')) return `第${i + 1}个字段的标识无效`;
    if (keys.has(f.key)) return `字段标识重复：${f.key}`;
    keys.add(f.key);
    if (f.type === 'select' && (f.options ?? []).filter((o) => o.trim()).length === 0) return `字段「${f.label}」需要选项`;
  }
  return null;
}

/** Server-side check of submitted form data: field key → message. */
export function formDataProblems(fields: readonly WfFormField[], data: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const value = (data[f.key] ?? '').trim();
    if (!value) {
      if (f.required) out[f.key] = `请输入${f.label}`;
      continue;
    }
    if (f.type === 'number' && !Number.isFinite(Number(value))) out[f.key] = `${f.label}必须是数字`;
    if (f.type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) out[f.key] = `${f.label}必须是日期（yyyy-MM-dd）`;
    if (f.type === 'select' && f.options && !f.options.includes(value)) out[f.key] = `${f.label}的选项无效`;
  }
  return out;
}

// ---- start ----------------------------------------------------------------------------------

interface Placement {
  assignee: string | null;
  candidateRole: string | null;
}

/** Who gets a step: the user chosen at start, the first fixed user, or the role (to be claimed). */
export function placeStep(step: WfStep, chosen: Record<string, string>): Placement {
  if (step.assigneeMode === 'start') {
    const user = chosen[step.id]?.split(',').find(Boolean);
    if (!user) throw new WorkflowError(WF_MSG.assigneeMissing(step.name));
    return { assignee: user, candidateRole: null };
  }
  if (step.assigneeMode === 'users') {
    const user = (step.users ?? '').split(',').find(Boolean);
    if (!user) throw new WorkflowError(WF_MSG.noAssignee(step.name));
    return { assignee: user, candidateRole: null };
  }
  if (!step.role) throw new WorkflowError(WF_MSG.noAssignee(step.name));
  return { assignee: null, candidateRole: step.role };
}

function newTask(instance: WfInstance, process: WfProcess, stepIndex: number, place: Placement, env: EngineEnv): WfTask {
  const step = process.steps[stepIndex];
  return {
    id: env.newId(),
    instanceId: instance.id,
    instanceTitle: instance.title,
    processName: process.name,
    stepIndex,
    stepName: step.name,
    assignee: place.assignee,
    assigneeName: place.assignee ? env.realnameOf(place.assignee) : null,
    candidateRole: place.candidateRole,
    state: 'pending',
    actions: [...step.actions],
    createTime: env.now,
    endTime: null,
    operator: null,
    comment: null,
  };
}

function record(task: Pick<WfTask, 'id' | 'stepName'> | null, instance: WfInstance, action: WfRecord['action'], actor: Actor, env: EngineEnv, extra: Partial<WfRecord> = {}): WfRecord {
  return {
    id: env.newId(),
    instanceId: instance.id,
    instanceTitle: instance.title,
    taskId: task?.id ?? null,
    stepName: task?.stepName ?? '发起',
    action,
    actionName: ACTION_NAMES[action],
    operator: actor.username,
    operatorName: actor.realname,
    comment: null,
    target: null,
    time: env.now,
    ...extra,
  };
}

/** The instance fields that say where it stands. */
function position(instance: WfInstance, process: WfProcess, stepIndex: number, place: Placement, env: EngineEnv): WfInstance {
  return {
    ...instance,
    stepIndex,
    currentStep: process.steps[stepIndex].name,
    currentAssignee: place.assignee,
    currentAssigneeName: place.assignee ? env.realnameOf(place.assignee) : null,
    currentRole: place.candidateRole,
  };
}

function ended(instance: WfInstance, state: 'completed' | 'rejected', env: EngineEnv): WfInstance {
  return { ...instance, state, endTime: env.now, stepIndex: -1, currentStep: null, currentAssignee: null, currentAssigneeName: null, currentRole: null };
}

export interface StartInput {
  process: WfProcess;
  formVersion: { id: string; version: number; fields: readonly WfFormField[] };
  title?: string;
  formData: Record<string, string>;
  assignees: Record<string, string>;
  starter: Actor;
}

export interface Outcome {
  instance: WfInstance;
  /** The acted-on task after the move (absent on start). */
  task?: WfTask;
  /** The task the instance now waits on, if any. */
  nextTask?: WfTask;
  records: WfRecord[];
}

export function startInstance(input: StartInput, env: EngineEnv): Outcome {
  const { process, formVersion, starter } = input;
  if (process.state !== 'published') throw new WorkflowError(WF_MSG.notPublished);
  if (process.steps.length === 0) throw new WorkflowError(WF_MSG.noSteps);
  const problems = Object.values(formDataProblems(formVersion.fields, input.formData));
  if (problems.length > 0) throw new WorkflowError(problems[0]);
  const place = placeStep(process.steps[0], input.assignees);
  const base: WfInstance = {
    id: env.newId(),
    title: input.title?.trim() || `${starter.realname}的${process.name}`,
    processId: process.id,
    processName: process.name,
    formVersionId: formVersion.id,
    formVersion: formVersion.version,
    formData: { ...input.formData },
    assignees: { ...input.assignees },
    starter: starter.username,
    starterName: starter.realname,
    startTime: env.now,
    endTime: null,
    state: 'running',
    stepIndex: 0,
  };
  const instance = position(base, process, 0, place, env);
  const nextTask = newTask(instance, process, 0, place, env);
  const start = record(null, instance, 'start', starter, env, { target: place.assignee ?? place.candidateRole });
  return { instance, nextTask, records: [start] };
}

// ---- tasks ----------------------------------------------------------------------------------

const isOpen = (task: WfTask) => task.state === 'pending' || task.state === 'claimed';
const isRoleTask = (task: WfTask) => !task.assignee && !!task.candidateRole;

/** Whether `actor` sees the task in 我的待办: addressed to them, or an unclaimed task of one of their roles. */
export function isTodoOf(task: WfTask, actor: Actor): boolean {
  if (!isOpen(task)) return false;
  if (task.assignee) return task.assignee === actor.username;
  return !!task.candidateRole && actor.roles.includes(task.candidateRole);
}

export function claimTask(task: WfTask, instance: WfInstance, actor: Actor, env: EngineEnv): Outcome {
  if (!isOpen(task)) throw new WorkflowError(WF_MSG.finished);
  if (!isRoleTask(task)) throw new WorkflowError(WF_MSG.notClaimable);
  if (!actor.roles.includes(task.candidateRole ?? '')) throw new WorkflowError(WF_MSG.notCandidate);
  const state = nextTaskState(task.state, true, 'claim');
  if (!state) throw new WorkflowError(WF_MSG.notClaimable);
  const claimed: WfTask = { ...task, state, assignee: actor.username, assigneeName: actor.realname };
  const moved: WfInstance = { ...instance, currentAssignee: actor.username, currentAssigneeName: actor.realname, currentRole: null };
  return { instance: moved, task: claimed, records: [record(task, instance, 'claim', actor, env)] };
}

export interface CompleteInput {
  process: WfProcess;
  instance: WfInstance;
  task: WfTask;
  actor: Actor;
  params: Omit<WfCompleteParams, 'taskId'>;
  actions: readonly WfAction[];
}

export function completeTask(input: CompleteInput, env: EngineEnv): Outcome {
  const { process, instance, task, actor, params } = input;
  if (!isOpen(task)) throw new WorkflowError(WF_MSG.finished);
  if (isRoleTask(task)) throw new WorkflowError(actor.roles.includes(task.candidateRole ?? '') ? WF_MSG.claimFirst : WF_MSG.notAssignee);
  if (task.assignee !== actor.username) throw new WorkflowError(WF_MSG.notAssignee);
  if (!task.actions.includes(params.action)) throw new WorkflowError(WF_MSG.actionNotAllowed);
  const comment = params.comment?.trim() ?? '';
  const def = input.actions.find((a) => a.code === params.action);
  if (def?.commentRequired && !comment) throw new WorkflowError(WF_MSG.commentRequired);
  const state = nextTaskState(task.state, false, params.action);
  if (!state) throw new WorkflowError(WF_MSG.finished);
  const done: WfTask = { ...task, state, endTime: env.now, operator: actor.username, comment: comment || null };
  const trail = (target: string | null) => record(task, instance, params.action, actor, env, { comment: comment || null, target, actionName: def?.name ?? ACTION_NAMES[params.action] });

  switch (params.action) {
    case 'approve': {
      const nextIndex = task.stepIndex + 1;
      if (nextIndex >= process.steps.length) {
        return { instance: ended(instance, 'completed', env), task: done, records: [trail(null)] };
      }
      const place = placeStep(process.steps[nextIndex], instance.assignees);
      const moved = position(instance, process, nextIndex, place, env);
      return { instance: moved, task: done, nextTask: newTask(moved, process, nextIndex, place, env), records: [trail(place.assignee ?? place.candidateRole)] };
    }
    case 'reject':
      return { instance: ended(instance, 'rejected', env), task: done, records: [trail(null)] };
    case 'transfer': {
      const to = params.transferTo?.split(',').find(Boolean);
      if (!to) throw new WorkflowError(WF_MSG.transferTarget);
      if (to === actor.username) throw new WorkflowError(WF_MSG.transferSelf);
      const place = { assignee: to, candidateRole: null };
      const moved = position(instance, process, task.stepIndex, place, env);
      return { instance: moved, task: done, nextTask: newTask(moved, process, task.stepIndex, place, env), records: [trail(to)] };
    }
    case 'back': {
      if (task.stepIndex === 0) throw new WorkflowError(WF_MSG.firstStepBack);
      const prev = task.stepIndex - 1;
      const place = placeStep(process.steps[prev], instance.assignees);
      const moved = position(instance, process, prev, place, env);
      return { instance: moved, task: done, nextTask: newTask(moved, process, prev, place, env), records: [trail(place.assignee ?? place.candidateRole)] };
    }
  }
}
