/**
 * Calls of the workflow area (fake-server/README.md "Workflow"): forms and
 * their versions, task actions, process definitions, and the runtime
 * (start, my tasks, claim, complete, trail). Lists go through the list
 * helper with the URLs in WORKFLOW_URLS; these are the other calls.
 */
import { deleteAction, getAction, postAction, putAction } from './http';
import type { Page, Result, WfAction, WfCompleteParams, WfForm, WfFormField, WfFormVersion, WfInstance, WfProcess, WfRecord, WfStartParams } from './types';

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
    return res.success ? (res.result.records[0] ?? null) : null;
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
