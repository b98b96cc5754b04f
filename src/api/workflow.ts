/**
 * Calls of the workflow area (fake-server/README.md "Workflow"): forms and
 * their versions, task actions, process definitions, and the runtime
 * (start, my tasks, claim, complete, trail). Lists go through the list
 * helper with the URLs in WORKFLOW_URLS; these are the other calls.
 */
import { deleteAction, getAction, postAction, putAction } from './http';
import type { DateTimeString, DictText, Page, Result } from './envelope';
import { unwrap } from './errors';

/** Field types of a designed form. */
export type WfFieldType = 'text' | 'textarea' | 'number' | 'date' | 'select' | 'user';

/** One field of a designed form, in display order. */
export interface WfFormField {
  label: string;
  /** Property name in the instance's form data (letters, digits, _; starts with a letter). */
  key: string;
  type: WfFieldType;
  required: boolean;
  /** Choices of a `select` field. */
  options?: string[];
}

/** A form definition: the draft field list plus the number of its latest published version (0: none). */
export interface WfForm {
  id: string;
  name: string;
  code: string;
  description?: string | null;
  fields: WfFormField[];
  latestVersion: number;
  /** 'draft' never published, 'published' draft equals the latest version, 'modified' draft changed since. */
  state: 'draft' | 'published' | 'modified';
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateTime?: DateTimeString | null;
}

/** A frozen, numbered version of a form (v1, v2 …). */
export interface WfFormVersion {
  id: string;
  formId: string;
  formName: string;
  formCode: string;
  version: number;
  fields: WfFormField[];
  publishBy: string;
  publishTime: DateTimeString;
}

export type WfActionCode = 'approve' | 'reject' | 'transfer' | 'back';

/** A task action (动作管理): its label, colour and whether a comment is required. */
export interface WfAction {
  id: string;
  code: WfActionCode;
  name: string;
  color: string;
  commentRequired: boolean;
  sortNo: number;
}

/** How a step finds its assignee: chosen at start, fixed users, or anyone holding a role (claim first). */
export type WfAssigneeMode = 'start' | 'users' | 'role';

export interface WfStep {
  id: string;
  name: string;
  assigneeMode: WfAssigneeMode;
  /** Usernames, comma-joined, for mode 'users' (the first one gets the task). */
  users?: string | null;
  /** roleCode for mode 'role'. */
  role?: string | null;
  actions: WfActionCode[];
}

export interface WfProcess {
  id: string;
  name: string;
  key: string;
  formId: string;
  formName?: string | null;
  /** Bumped on every publish; 0 while never published. */
  version: number;
  state: 'draft' | 'published';
  steps: WfStep[];
  description?: string | null;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateTime?: DateTimeString | null;
}

export type WfInstanceState = 'running' | 'completed' | 'rejected';

export interface WfInstance {
  id: string;
  title: string;
  processId: string;
  processName: string;
  formVersionId: string;
  formVersion: number;
  formData: Record<string, string>;
  /** stepId → username chosen at start. */
  assignees: Record<string, string>;
  starter: string;
  starterName: string;
  startTime: DateTimeString;
  endTime?: DateTimeString | null;
  state: WfInstanceState;
  /** Index into the process steps; -1 once ended. */
  stepIndex: number;
  currentStep?: string | null;
  currentAssignee?: string | null;
  currentAssigneeName?: string | null;
  /** Candidate role while a role task waits for a claim. */
  currentRole?: string | null;
}

export type WfTaskState = 'pending' | 'claimed' | 'approved' | 'rejected' | 'transferred' | 'returned';

export interface WfTask {
  id: string;
  instanceId: string;
  instanceTitle: string;
  processName: string;
  stepIndex: number;
  stepName: string;
  assignee?: string | null;
  assigneeName?: string | null;
  candidateRole?: string | null;
  state: WfTaskState;
  actions: WfActionCode[];
  createTime: DateTimeString;
  endTime?: DateTimeString | null;
  operator?: string | null;
  comment?: string | null;
}

/** One line of the audit trail (流转记录). */
export interface WfRecord {
  id: string;
  instanceId: string;
  instanceTitle: string;
  taskId?: string | null;
  stepName: string;
  action: WfActionCode | 'start' | 'claim';
  actionName: string;
  operator: string;
  operatorName: string;
  comment?: string | null;
  /** Transfer target or next assignee, for the record's reader. */
  target?: string | null;
  time: DateTimeString;
}

export interface WfStartParams {
  processId: string;
  title?: string;
  formData: Record<string, string>;
  assignees: Record<string, string>;
}

export interface WfCompleteParams {
  taskId: string;
  action: WfActionCode;
  comment?: string;
  /** Username to transfer to (action 'transfer'). */
  transferTo?: string;
}


/** Rows of the workflow lists: the entity with the text of its `state` (dict of the fake backend). */
export type WfFormRow = WfForm & DictText<'state'>;
export type WfProcessRow = WfProcess & DictText<'state'>;
export type WfInstanceRow = WfInstance & DictText<'state'>;
export type WfTaskRow = WfTask & DictText<'state'>;

export const WORKFLOW_URLS = {
  forms: '/workflow/form/list',
  formDelete: '/workflow/form/delete',
  versions: '/workflow/formVersion/list',
  processes: '/workflow/process/list',
  processDelete: '/workflow/process/delete',
  instances: '/workflow/instance/list',
  todo: '/workflow/task/todo',
  done: '/workflow/task/done',
  records: '/workflow/record/list',
} as const;

export type WfFormInput = Pick<WfForm, 'name' | 'code' | 'description' | 'fields'> & { id?: string };
export type WfProcessInput = Pick<WfProcess, 'name' | 'key' | 'formId' | 'steps' | 'description'> & { id?: string };
/** An instance as queryById answers it: with the fields of the version it was started with. */
export type WfInstanceDetail = WfInstance & { state_dictText?: string; fields: WfFormField[] };

export const workflowApi = {
  saveForm: (form: WfFormInput): Promise<Result<WfForm>> => (form.id ? putAction('/workflow/form/edit', form) : postAction('/workflow/form/add', form)),
  publishForm: (id: string): Promise<Result<WfFormVersion>> => postAction('/workflow/form/publish', { id }),
  formById: (id: string): Promise<Result<WfForm>> => getAction('/workflow/form/queryById', { id }),
  /** Every form (for selects): one big page. */
  allForms: (): Promise<Result<Page<WfForm>>> => getAction(WORKFLOW_URLS.forms, { pageNo: 1, pageSize: 500 }),
  versionById: (id: string): Promise<Result<WfFormVersion>> => getAction('/workflow/formVersion/queryById', { id }),
  latestVersion: async (formId: string): Promise<WfFormVersion | null> => {
    const res = await getAction<Page<WfFormVersion>>(WORKFLOW_URLS.versions, { formId, column: 'version', order: 'desc', pageNo: 1, pageSize: 1 });
    // A refused read throws: "no published version" is only what an answer says, never a failure.
    return unwrap(res).records[0] ?? null;
  },
  actions: (): Promise<Result<WfAction[]>> => getAction('/workflow/action/list'),
  saveAction: (action: WfAction): Promise<Result<unknown>> => putAction('/workflow/action/edit', action),
  saveProcess: (p: WfProcessInput): Promise<Result<WfProcess>> => (p.id ? putAction('/workflow/process/edit', p) : postAction('/workflow/process/add', p)),
  publishProcess: (id: string): Promise<Result<unknown>> => postAction('/workflow/process/publish', { id }),
  publishedProcesses: (): Promise<Result<Page<WfProcess>>> => getAction(WORKFLOW_URLS.processes, { state: 'published', pageNo: 1, pageSize: 500 }),
  deleteProcess: (id: string): Promise<Result<unknown>> => deleteAction(WORKFLOW_URLS.processDelete, { id }),
  start: (params: WfStartParams): Promise<Result<WfInstance>> => postAction('/workflow/instance/start', params),
  instanceById: (id: string): Promise<Result<WfInstanceDetail>> => getAction('/workflow/instance/queryById', { id }),
  claim: (taskId: string): Promise<Result<WfInstance>> => postAction('/workflow/task/claim', { taskId }),
  complete: (params: WfCompleteParams): Promise<Result<WfInstance>> => postAction('/workflow/task/complete', params),
  records: (instanceId: string): Promise<Result<Page<WfRecord>>> => getAction(WORKFLOW_URLS.records, { instanceId, column: 'time', order: 'asc', pageNo: 1, pageSize: 200 }),
};
