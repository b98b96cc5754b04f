/**
 * Workflow definitions (no contract endpoints; designed after the JeecgBoot
 * controllers, see fake-server/README.md "Workflow"): forms with frozen
 * versions, task actions and process definitions. The runtime (instances,
 * tasks, trail) is in workflow-runtime.ts.
 */
import type { HttpHandler } from 'msw';
import type { WfActionCode, WfAssigneeMode, WfForm, WfFormField, WfFormVersion, WfProcess, WfStep } from '@/api/workflow';
import { formatDateTime } from '../lib/dates';
import { newId } from '../lib/ids';
import type { EntityFields } from '../lib/list-query';
import { c0, error, okMsg, okMsgData } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { fieldListProblem } from './workflow-engine';
import { workflowRuntimeHandlers } from './workflow-runtime';
import { latestVersionOf, rowsOf, saveRow, userWith, wfActionTable, wfFormTable, wfFormVersionTable, wfListPage, wfProcessTable, withStateText } from './workflow-tables';

const FORM_FIELDS: EntityFields = { name: 'string', code: 'string', state: 'string', latestVersion: 'int', createTime: 'date', updateTime: 'date' };
const VERSION_FIELDS: EntityFields = { formId: 'string', formName: 'string', formCode: 'string', version: 'int', publishBy: 'string', publishTime: 'date' };
const PROCESS_FIELDS: EntityFields = { name: 'string', key: 'string', formId: 'string', state: 'string', version: 'int', createTime: 'date', updateTime: 'date' };

const FIELD_TYPES = new Set(['text', 'textarea', 'number', 'date', 'select', 'user']);
const MODES = new Set<WfAssigneeMode>(['start', 'users', 'role']);
const ACTION_CODES = new Set<WfActionCode>(['approve', 'reject', 'transfer', 'back']);

function readFields(value: unknown): WfFormField[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw: Record<string, unknown>) => {
    const type = FIELD_TYPES.has(String(raw.type)) ? (raw.type as WfFormField['type']) : 'text';
    const field: WfFormField = { label: str(raw.label) ?? '', key: str(raw.key) ?? '', type, required: raw.required === true };
    if (type === 'select') field.options = Array.isArray(raw.options) ? raw.options.map((o) => String(o)).filter(Boolean) : [];
    return field;
  });
}

function readSteps(value: unknown): WfStep[] {
  if (!Array.isArray(value)) return [];
  return value.map((raw: Record<string, unknown>) => ({
    id: str(raw.id) || newId(),
    name: str(raw.name) ?? '',
    assigneeMode: MODES.has(raw.assigneeMode as WfAssigneeMode) ? (raw.assigneeMode as WfAssigneeMode) : 'start',
    users: str(raw.users),
    role: str(raw.role),
    actions: Array.isArray(raw.actions) ? raw.actions.filter((a): a is WfActionCode => ACTION_CODES.has(a as WfActionCode)) : [],
  }));
}

const stepProblem = (steps: readonly WfStep[]): string | null => {
  if (steps.length === 0) return '流程至少需要一个步骤';
  for (const [i, s] of steps.entries()) {
    if (!s.name.trim()) return `第${i + 1}个步骤缺少名称`;
    if (s.assigneeMode === 'users' && !s.users) return `步骤「${s.name}」需要指定办理人`;
    if (s.assigneeMode === 'role' && !s.role) return `步骤「${s.name}」需要指定角色`;
    if (!s.actions.includes('approve')) return `步骤「${s.name}」必须允许通过`;
  }
  return null;
};

const formById = (id: string | null) => (id ? rowsOf(wfFormTable).find((f) => f.id === id) : undefined);
const processById = (id: string | null) => (id ? rowsOf(wfProcessTable).find((p) => p.id === id) : undefined);

const withFormName = (p: WfProcess): WfProcess => ({ ...p, formName: formById(p.formId)?.name ?? p.formName ?? '' });

const formHandlers: HttpHandler[] = [
  api.get('/workflow/form/list', ({ query }) => {
    const page = wfListPage(rowsOf(wfFormTable), query, FORM_FIELDS, 'createTime');
    return c0({ ...page, records: withStateText(page.records, 'form') });
  }),
  api.get('/workflow/form/queryById', ({ query }) => {
    const form = formById(query.get('id'));
    return form ? c0(form) : error('未找到对应实体');
  }),
  api.post('/workflow/form/add', async ({ request }) => {
    const user = await userWith(request, 'form:add');
    const body = await readJson(request);
    const name = str(body.name)?.trim();
    const code = str(body.code)?.trim();
    if (!name || !code) return error('表单名称和编码不能为空');
    if (rowsOf(wfFormTable).some((f) => f.code === code)) return error('表单编码已存在');
    const now = formatDateTime(Date.now());
    const form: WfForm = { id: newId(), name, code, description: str(body.description), fields: readFields(body.fields), latestVersion: 0, state: 'draft', createBy: user.username, createTime: now, updateTime: now };
    await wfFormTable.create(form);
    return okMsgData('添加成功！', form);
  }),
  ...api.methods(['put', 'post'], '/workflow/form/edit', async ({ request }) => {
    await userWith(request, 'form:edit');
    const body = await readJson(request);
    const form = formById(str(body.id));
    if (!form) return error('未找到对应实体');
    const code = str(body.code)?.trim() || form.code;
    if (rowsOf(wfFormTable).some((f) => f.code === code && f.id !== form.id)) return error('表单编码已存在');
    const fields = readFields(body.fields);
    const latest = latestVersionOf(form.id);
    const same = latest !== undefined && JSON.stringify(latest.fields) === JSON.stringify(fields);
    const state = form.latestVersion === 0 ? 'draft' : same ? 'published' : 'modified';
    const next: WfForm = { ...form, name: str(body.name)?.trim() || form.name, code, description: str(body.description), fields, state, updateTime: formatDateTime(Date.now()) };
    await saveRow(wfFormTable, next);
    return okMsgData('保存成功！', next);
  }),
  api.post('/workflow/form/publish', async ({ request }) => {
    const user = await userWith(request, 'form:edit');
    const form = formById(str((await readJson(request)).id));
    if (!form) return error('未找到对应实体');
    const problem = fieldListProblem(form.fields);
    if (problem) return error(problem);
    const version: WfFormVersion = { id: newId(), formId: form.id, formName: form.name, formCode: form.code, version: form.latestVersion + 1, fields: form.fields, publishBy: user.username, publishTime: formatDateTime(Date.now()) };
    await wfFormVersionTable.create(version);
    await saveRow(wfFormTable, { ...form, latestVersion: version.version, state: 'published' });
    return okMsgData(`已发布版本 v${version.version}`, version);
  }),
  api.delete('/workflow/form/delete', async ({ request, query }) => {
    await userWith(request, 'form:delete');
    const id = query.get('id') ?? '';
    if (rowsOf(wfProcessTable).some((p) => p.formId === id)) return error('表单已被流程引用，无法删除');
    wfFormTable.delete((q) => q.where({ id }));
    wfFormVersionTable.deleteMany((q) => q.where({ formId: id }));
    return okMsg('删除成功!');
  }),
  api.get('/workflow/formVersion/list', ({ query }) => {
    const page = wfListPage(rowsOf(wfFormVersionTable), query, VERSION_FIELDS, 'publishTime');
    return c0(page);
  }),
  api.get('/workflow/formVersion/queryById', ({ query }) => {
    const version = rowsOf(wfFormVersionTable).find((v) => v.id === query.get('id'));
    return version ? c0(version) : error('未找到对应实体');
  }),
];

const actionHandlers: HttpHandler[] = [
  api.get('/workflow/action/list', () => c0(rowsOf(wfActionTable).sort((a, b) => a.sortNo - b.sortNo))),
  ...api.methods(['put', 'post'], '/workflow/action/edit', async ({ request }) => {
    const body = await readJson(request);
    const action = rowsOf(wfActionTable).find((a) => a.id === str(body.id));
    if (!action) return error('未找到对应实体');
    const name = str(body.name)?.trim();
    if (!name) return error('动作名称不能为空');
    await saveRow(wfActionTable, { ...action, name, color: str(body.color) || action.color, commentRequired: body.commentRequired === true });
    return okMsg('修改成功!');
  }),
];

async function saveProcess(body: Record<string, unknown>, username: string) {
  const existing = processById(str(body.id));
  const name = str(body.name)?.trim();
  const key = str(body.key)?.trim();
  if (!name || !key) return error('流程名称和标识不能为空');
  if (rowsOf(wfProcessTable).some((p) => p.key === key && p.id !== existing?.id)) return error('流程标识已存在');
  const form = formById(str(body.formId));
  if (!form) return error('请选择表单');
  const now = formatDateTime(Date.now());
  const next: WfProcess = {
    id: existing?.id ?? newId(),
    name,
    key,
    formId: form.id,
    formName: form.name,
    version: existing?.version ?? 0,
    // Editing a published process keeps it startable; the next publish bumps the version.
    state: existing?.state ?? 'draft',
    steps: readSteps(body.steps),
    description: str(body.description),
    createBy: existing?.createBy ?? username,
    createTime: existing?.createTime ?? now,
    updateTime: now,
  };
  const problem = existing?.state === 'published' ? stepProblem(next.steps) : null;
  if (problem) return error(problem);
  await saveRow(wfProcessTable, next);
  return okMsgData(existing ? '保存成功！' : '添加成功！', next);
}

const processHandlers: HttpHandler[] = [
  api.get('/workflow/process/list', ({ query }) => {
    const page = wfListPage(rowsOf(wfProcessTable).map(withFormName), query, PROCESS_FIELDS, 'createTime');
    return c0({ ...page, records: withStateText(page.records, 'process') });
  }),
  api.get('/workflow/process/queryById', ({ query }) => {
    const process = processById(query.get('id'));
    return process ? c0(withFormName(process)) : error('未找到对应实体');
  }),
  api.post('/workflow/process/add', async ({ request }) => saveProcess({ ...(await readJson(request)), id: null }, (await userWith(request, 'flow:add')).username)),
  ...api.methods(['put', 'post'], '/workflow/process/edit', async ({ request }) => saveProcess(await readJson(request), (await userWith(request, 'flow:edit')).username)),
  api.post('/workflow/process/publish', async ({ request }) => {
    await userWith(request, 'flow:edit');
    const process = processById(str((await readJson(request)).id));
    if (!process) return error('未找到对应实体');
    const problem = stepProblem(process.steps);
    if (problem) return error(problem);
    const form = formById(process.formId);
    if (!form || form.latestVersion === 0) return error('绑定的表单尚未发布版本');
    await saveRow(wfProcessTable, { ...process, state: 'published', version: process.version + 1 });
    return okMsg(`流程已发布 v${process.version + 1}`);
  }),
  api.delete('/workflow/process/delete', async ({ request, query }) => {
    await userWith(request, 'flow:delete');
    const id = query.get('id') ?? '';
    wfProcessTable.delete((q) => q.where({ id }));
    return okMsg('删除成功!');
  }),
];

/** Every workflow endpoint, for fake-server/handlers/index.ts. */
export const workflowHandlers: HttpHandler[] = [...formHandlers, ...actionHandlers, ...processHandlers, ...workflowRuntimeHandlers];
