/**
 * Workflow seed: four forms (published versions, one with a v2 and one with
 * unpublished edits), the four task actions, three processes and twenty
 * instances driven through the engine itself, so every task, instance and
 * trail line is one the live handlers could have written. The first steps go
 * to admin and jeecg in turn, so both have tasks waiting.
 */
import type { WfAction, WfForm, WfFormField, WfFormVersion, WfProcess, WfStep } from '@/api/workflow';
import { db } from '../db/tables';
import { insertAll } from '../db/table';
import { claimTask, completeTask, startInstance, type EngineEnv, type Outcome } from '../handlers/workflow-engine';
import { actorOf, realnameOf, wfActionTable, wfFormTable, wfFormVersionTable, wfInstanceTable, wfProcessTable, wfRecordTable, wfTaskTable } from '../handlers/workflow-tables';
import type { SeedContext } from './context';

const LEAVE_V1: WfFormField[] = [
  { label: '请假类型', key: 'leaveType', type: 'select', required: true, options: ['事假', '病假', '年假', '调休'] },
  { label: '开始日期', key: 'startDate', type: 'date', required: true },
  { label: '结束日期', key: 'endDate', type: 'date', required: true },
  { label: '请假天数', key: 'days', type: 'number', required: true },
];
const LEAVE_V2: WfFormField[] = [...LEAVE_V1, { label: '请假事由', key: 'reason', type: 'textarea', required: false }];
const DOC_FIELDS: WfFormField[] = [
  { label: '文件标题', key: 'docTitle', type: 'text', required: true },
  { label: '发文字号', key: 'docNo', type: 'text', required: false },
  { label: '内容摘要', key: 'summary', type: 'textarea', required: true },
  { label: '拟稿人', key: 'drafter', type: 'user', required: false },
];
const PURCHASE_FIELDS: WfFormField[] = [
  { label: '采购物品', key: 'item', type: 'text', required: true },
  { label: '数量', key: 'quantity', type: 'number', required: true },
  { label: '预算金额（元）', key: 'budget', type: 'number', required: true },
  { label: '用途说明', key: 'purpose', type: 'textarea', required: false },
];
const SITE_FIELDS: WfFormField[] = [
  { label: '栏目名称', key: 'column', type: 'text', required: true },
  { label: '变更内容', key: 'change', type: 'textarea', required: true },
  { label: '计划上线日期', key: 'onlineDate', type: 'date', required: false },
];

const ACTIONS: ReadonlyArray<Omit<WfAction, 'id'>> = [
  { code: 'approve', name: '通过', color: '#52c41a', commentRequired: false, sortNo: 1 },
  { code: 'reject', name: '驳回', color: '#f5222d', commentRequired: true, sortNo: 2 },
  { code: 'transfer', name: '转办', color: '#1890ff', commentRequired: false, sortNo: 3 },
  { code: 'back', name: '退回', color: '#fa8c16', commentRequired: true, sortNo: 4 },
];

const step = (ctx: SeedContext, name: string, mode: WfStep['assigneeMode'], extra: Partial<WfStep> = {}): WfStep => ({
  id: ctx.nextId(),
  name,
  assigneeMode: mode,
  users: null,
  role: null,
  actions: ['approve', 'reject', 'transfer', 'back'],
  ...extra,
});

function formRows(ctx: SeedContext) {
  const forms: WfForm[] = [];
  const versions: WfFormVersion[] = [];
  const defs: Array<[string, string, string, WfFormField[][], WfFormField[] | null]> = [
    ['请假申请单', 'leave_apply', '职工请假、调休申请', [LEAVE_V1, LEAVE_V2], null],
    ['发文审批单', 'doc_issue', '局机关公文发文审批', [DOC_FIELDS], null],
    ['采购申请单', 'purchase_apply', '办公用品及设备采购', [PURCHASE_FIELDS], null],
    ['网站栏目变更单', 'site_change', '门户网站栏目调整申请', [SITE_FIELDS], [...SITE_FIELDS, { label: '联系人', key: 'contact', type: 'user', required: false }]],
  ];
  defs.forEach(([name, code, description, published, draft], i) => {
    const id = ctx.nextId();
    const created = -9000 + i * 400;
    published.forEach((fields, v) => {
      versions.push({ id: ctx.nextId(), formId: id, formName: name, formCode: code, version: v + 1, fields, publishBy: 'admin', publishTime: ctx.at(created + 60 + v * 1440) });
    });
    const fields = draft ?? published[published.length - 1];
    forms.push({ id, name, code, description, fields, latestVersion: published.length, state: draft ? 'modified' : 'published', createBy: 'admin', createTime: ctx.at(created), updateTime: ctx.at(created + 60 + (published.length - 1) * 1440) });
  });
  return { forms, versions };
}

function processRows(ctx: SeedContext, forms: WfForm[]): WfProcess[] {
  const byCode = new Map(forms.map((f) => [f.code, f]));
  const proc = (name: string, key: string, formCode: string, steps: WfStep[], i: number): WfProcess => {
    const form = byCode.get(formCode)!;
    return { id: ctx.nextId(), name, key, formId: form.id, formName: form.name, version: 1, state: 'published', steps, description: null, createBy: 'admin', createTime: ctx.at(-7000 + i * 300), updateTime: ctx.at(-7000 + i * 300) };
  };
  return [
    proc('请假审批', 'leave_approval', 'leave_apply', [step(ctx, '部门负责人审批', 'start'), step(ctx, '人事审核', 'role', { role: 'province_admin', actions: ['approve', 'reject', 'back'] }), step(ctx, '分管领导审批', 'users', { users: 'admin', actions: ['approve', 'reject'] })], 0),
    proc('发文审批', 'doc_approval', 'doc_issue', [step(ctx, '处室审核', 'start'), step(ctx, '办公室核稿', 'users', { users: 'jeecg' }), step(ctx, '局领导签发', 'users', { users: 'admin', actions: ['approve', 'reject', 'back'] })], 1),
    proc('采购审批', 'purchase_approval', 'purchase_apply', [step(ctx, '经办人审核', 'start'), step(ctx, '财务审核', 'users', { users: 'jeecg', actions: ['approve', 'reject', 'transfer'] })], 2),
  ];
}

const SAMPLE_DATA: Record<string, (i: number) => Record<string, string>> = {
  leave_approval: (i) => ({ leaveType: ['事假', '病假', '年假', '调休'][i % 4], startDate: `2026-0${(i % 8) + 1}-1${i % 10}`, endDate: `2026-0${(i % 8) + 1}-2${i % 10}`, days: String((i % 5) + 1), reason: '家中有事需处理' }),
  doc_approval: (i) => ({ docTitle: `关于做好2026年第${i + 1}季度网站信息报送工作的通知`, docNo: `省局办发〔2026〕${10 + i}号`, summary: '请各处室按时报送本季度网站信息，确保内容准确、及时。', drafter: 'editor' }),
  purchase_approval: (i) => ({ item: ['办公电脑', '打印机硒鼓', '会议室投影仪', '档案柜'][i % 4], quantity: String((i % 6) + 1), budget: String(((i % 6) + 1) * 1800), purpose: '日常办公需要' }),
};

/** Titles with the bureau's serial number, so no two instances read the same. */
const SAMPLE_TITLE: Record<string, (data: Record<string, string>, i: number) => string> = {
  leave_approval: (d, i) => `${d.leaveType}申请（${d.days}天）·WF2026${String(i + 1).padStart(3, '0')}`,
  doc_approval: (d, i) => `${d.docTitle}·WF2026${String(i + 1).padStart(3, '0')}`,
  purchase_approval: (d, i) => `采购${d.item}${d.quantity}件·WF2026${String(i + 1).padStart(3, '0')}`,
};

/** Listed in the seed entry (seed/index.ts), after the core users. */
export async function seedWorkflow(ctx: SeedContext): Promise<void> {
  const { forms, versions } = formRows(ctx);
  const processes = processRows(ctx, forms);
  const actions: WfAction[] = ACTIONS.map((a) => ({ id: ctx.nextId(), ...a }));
  await insertAll(wfFormTable, forms);
  await insertAll(wfFormVersionTable, versions);
  await insertAll(wfActionTable, actions);
  await insertAll(wfProcessTable, processes);

  const userRow = (username: string) => db.sysUser.findFirst((q) => q.where({ username }))!;
  const actor = (username: string) => actorOf(userRow(username));
  const starters = ['editor', 'admin', 'jeecg'];
  for (let i = 0; i < 20; i += 1) {
    let minutes = -6000 + i * 250;
    const env = (): EngineEnv => ({ now: ctx.at((minutes += 37)), newId: ctx.nextId, realnameOf });
    const process = processes[i % processes.length];
    const form = forms.find((f) => f.id === process.formId)!;
    const version = versions.filter((v) => v.formId === form.id).sort((a, b) => b.version - a.version)[0];
    // Blocks of four (one of each progress below) alternate between jeecg and admin.
    const first = Math.floor(i / 4) % 2 === 0 ? 'jeecg' : 'admin';
    const formData = SAMPLE_DATA[process.key](i);
    let out: Outcome = startInstance(
      { process, formVersion: version, title: SAMPLE_TITLE[process.key](formData, i), formData, assignees: { [process.steps[0].id]: first }, starter: actor(starters[i % 3]) },
      env(),
    );
    const writes: Outcome[] = [out];
    // How far this instance got: 0 waiting at step 1, 1 one step on, 2 completed, 3 rejected.
    const progress = i % 4;
    const act = (action: 'approve' | 'reject', comment?: string) => {
      let task = out.nextTask!;
      let instance = out.instance;
      const assignee = task.assignee ?? 'jeecg';
      if (!task.assignee) {
        const claimed = claimTask(task, instance, actor(assignee), env());
        writes.push(claimed);
        task = claimed.task!;
        instance = claimed.instance;
      }
      out = completeTask({ process, instance, task, actor: actor(assignee), params: { action, comment }, actions }, env());
      writes.push(out);
    };
    if (progress === 1) act('approve', '同意');
    if (progress === 2) while (out.instance.state === 'running') act('approve', '同意');
    if (progress === 3) act('reject', '材料不全，请补充后重新提交');
    await writeAll(writes);
  }
}

/** Writes the moves of one instance in order: later rows replace earlier ones of the same id. */
async function writeAll(writes: Outcome[]): Promise<void> {
  const instance = writes[writes.length - 1].instance;
  const tasks = new Map<string, Outcome['nextTask']>();
  for (const w of writes) {
    if (w.nextTask) tasks.set(w.nextTask.id, w.nextTask);
    if (w.task) tasks.set(w.task.id, w.task);
  }
  await wfInstanceTable.create(instance);
  for (const t of tasks.values()) if (t) await wfTaskTable.create(t);
  for (const w of writes) for (const r of w.records) await wfRecordTable.create(r);
}
