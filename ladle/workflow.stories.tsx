import type { Story } from '@ladle/react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { http, HttpResponse } from 'msw';
import type { Result } from '@/api/envelope';
import type { WfAction, WfForm, WfFormField, WfFormVersion, WfProcess, WfRecord, WfTask } from '@/api/workflow';
import { FieldListEditor } from '@/features/workflow/FieldListEditor';
import { FormDesignerDialog } from '@/features/workflow/FormDesignerDialog';
import { FormRenderer } from '@/features/workflow/FormRenderer';
import { designerProblems, valueProblems } from '@/features/workflow/form-model';
import { StartProcessDialog } from '@/features/workflow/StartProcessDialog';
import { TaskDialog } from '@/features/workflow/TaskDialog';
import { TrailTable } from '@/features/workflow/TrailTable';
import { shows } from './story-shows';

export default { title: 'Workflow' };

const reply = <T,>(result: T, message = ''): Result<T> => ({ success: true, code: 0, message, result, timestamp: Date.now() });
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 300));
const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

const FIELDS: WfFormField[] = [
  { label: '请假类型', key: 'leaveType', type: 'select', required: true, options: ['事假', '病假', '年假', '调休'] },
  { label: '开始日期', key: 'startDate', type: 'date', required: true },
  { label: '请假天数', key: 'days', type: 'number', required: true },
  { label: '请假事由', key: 'reason', type: 'textarea', required: false },
];

const FORM: WfForm = { id: 'f1', name: '请假申请单', code: 'leave_apply', description: '职工请假、调休申请', fields: FIELDS, latestVersion: 2, state: 'published' };

const ACTIONS: WfAction[] = [
  { id: 'a1', code: 'approve', name: '通过', color: '#52c41a', commentRequired: false, sortNo: 1 },
  { id: 'a2', code: 'reject', name: '驳回', color: '#f5222d', commentRequired: true, sortNo: 2 },
  { id: 'a3', code: 'transfer', name: '转办', color: '#1890ff', commentRequired: false, sortNo: 3 },
  { id: 'a4', code: 'back', name: '退回', color: '#fa8c16', commentRequired: true, sortNo: 4 },
];

const RECORDS: WfRecord[] = [
  { id: 'r1', instanceId: 'i1', instanceTitle: '年假申请（3天）·WF2026009', stepName: '发起', action: 'start', actionName: '发起', operator: 'editor', operatorName: '李文静', target: 'jeecg', time: '2026-11-20 09:00:00' },
  { id: 'r2', instanceId: 'i1', instanceTitle: '年假申请（3天）·WF2026009', stepName: '部门负责人审批', action: 'approve', actionName: '通过', operator: 'jeecg', operatorName: '陈晓明', comment: '同意', target: 'province_admin', time: '2026-11-20 10:12:00' },
  { id: 'r3', instanceId: 'i1', instanceTitle: '年假申请（3天）·WF2026009', stepName: '人事审核', action: 'claim', actionName: '签收', operator: 'jeecg', operatorName: '陈晓明', time: '2026-11-20 11:30:00' },
];

const TASK: WfTask = {
  id: 't1',
  instanceId: 'i1',
  instanceTitle: '年假申请（3天）·WF2026009',
  processName: '请假审批',
  stepIndex: 1,
  stepName: '人事审核',
  assignee: 'jeecg',
  assigneeName: '陈晓明',
  state: 'claimed',
  actions: ['approve', 'reject', 'transfer', 'back'],
  createTime: '2026-11-20 10:12:00',
};

const PROCESS: WfProcess = {
  id: 'p1',
  name: '请假审批',
  key: 'leave_approval',
  formId: 'f1',
  formName: '请假申请单',
  version: 1,
  state: 'published',
  steps: [
    { id: 's1', name: '部门负责人审批', assigneeMode: 'start', actions: ['approve', 'reject'] },
    { id: 's2', name: '分管领导审批', assigneeMode: 'users', users: 'admin', actions: ['approve', 'reject'] },
  ],
};
const VERSION: WfFormVersion = { id: 'v2', formId: 'f1', formName: '请假申请单', formCode: 'leave_apply', version: 2, fields: FIELDS, publishBy: 'admin', publishTime: '2026-11-01 09:00:00' };

const workflowHandlers = () => [
  http.get('*/zw-lgb2/workflow/process/list', () => HttpResponse.json(reply(page([PROCESS])))),
  http.get('*/zw-lgb2/workflow/formVersion/list', () => HttpResponse.json(reply(page([VERSION])))),
  http.get('*/zw-lgb2/workflow/instance/queryById', () => HttpResponse.json(reply({ id: 'i1', formData: { leaveType: '年假', startDate: '2026-12-01', days: '3', reason: '探亲' }, fields: FIELDS }))),
  http.get('*/zw-lgb2/workflow/record/list', () => HttpResponse.json(reply(page(RECORDS)))),
  http.get('*/zw-lgb2/workflow/action/list', () => HttpResponse.json(reply(ACTIONS))),
  http.post('*/zw-lgb2/workflow/task/complete', () => HttpResponse.json({ ...reply(null, '办理成功'), code: 200 })),
];

const services = {
  saveForm: (f: Partial<WfForm>) => later({ ...reply({ ...FORM, ...f } as WfForm, '保存成功！'), code: 200 }),
  publishForm: () => later({ ...reply(VERSION, '已发布版本 v3'), code: 200 }),
};

function Designer({ form }: { form: WfForm | null }) {
  const [open, setOpen] = useState(true);
  return (
    <Box sx={{ p: 2 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        打开
      </Button>
      <FormDesignerDialog open={open} form={form} onClose={() => setOpen(false)} onSaved={() => setOpen(false)} services={services} />
    </Box>
  );
}

export const DesignerEmpty: Story = () => <Designer form={null} />;
shows(DesignerEmpty, { text: ['表单名称', '表单编码', '暂无字段，请点击「添加字段」'], roles: [{ role: 'dialog', name: '新增表单' }, { role: 'button', name: '添加字段' }] });
export const DesignerFilled: Story = () => <Designer form={FORM} />;
shows(DesignerFilled, { text: ['当前已发布版本：v2，发布后生成 v3', '下拉选择', '多行文本'], roles: [{ role: 'dialog', name: '编辑表单' }, { role: 'button', name: '上移字段1', disabled: true }, { role: 'button', name: '下移字段4', disabled: true }], absent: ['暂无字段'] });

/** The field list as 保存 / 发布 leaves it when the rows are wrong: blank name, bad and repeated keys, a select without options. */
export const DesignerInvalid: Story = () => {
  const broken: WfFormField[] = [
    { label: '', key: 'leaveType', type: 'select', required: true, options: [] },
    { label: '开始日期', key: '1start', type: 'date', required: true },
    { label: '天数', key: 'leaveType', type: 'number', required: false },
  ];
  const [fields, setFields] = useState(broken);
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <FieldListEditor fields={fields} onChange={setFields} problems={designerProblems(fields)} />
    </Box>
  );
};
shows(DesignerInvalid, { text: ['请输入字段名称', '请至少填写一个选项', '标识须以字母开头，只含字母、数字、下划线', '字段标识重复'] });

export const InstantiationForm: Story = () => {
  const [values, setValues] = useState<Record<string, string>>({ days: '两天', startDate: '2026/12/01' });
  return (
    <Box sx={{ p: 2, maxWidth: 800 }}>
      <FormRenderer fields={FIELDS} values={values} onChange={setValues} errors={valueProblems(FIELDS, values)} />
    </Box>
  );
};
shows(InstantiationForm, { text: ['请输入请假类型', '开始日期必须是日期（yyyy-MM-dd）', '请假天数必须是数字'], absent: ['请输入请假事由'] });

export const StartDialog: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <Box sx={{ p: 2 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        发起流程
      </Button>
      <StartProcessDialog open={open} onClose={() => setOpen(false)} onStarted={() => setOpen(false)} />
    </Box>
  );
};
StartDialog.msw = workflowHandlers();
shows(StartDialog, { text: ['流程'], roles: [{ role: 'dialog', name: '发起流程' }, { role: 'button', name: '发起' }] });

export const TaskHandleDialog: Story = () => {
  const [task, setTask] = useState<WfTask | null>(TASK);
  return (
    <Box sx={{ p: 2 }}>
      <Button variant="outlined" onClick={() => setTask(TASK)}>
        办理
      </Button>
      <TaskDialog task={task} actions={ACTIONS} onClose={() => setTask(null)} onDone={() => setTask(null)} />
    </Box>
  );
};
TaskHandleDialog.msw = workflowHandlers();
shows(TaskHandleDialog, { text: ['请假审批 · 当前步骤：人事审核', '年假', '探亲', '办理意见', '2026-11-20 10:12:00', '部门负责人审批', '同意'], roles: [{ role: 'dialog', name: '办理：年假申请（3天）·WF2026009' }, { role: 'table', name: '流转记录' }, { role: 'button', name: '通过' }, { role: 'button', name: '转办' }], absent: ['请先签收'] });

export const RoleTaskDialog: Story = () => <TaskDialog task={{ ...TASK, assignee: null, assigneeName: null, candidateRole: 'province_admin', state: 'pending' }} actions={ACTIONS} onClose={() => {}} onDone={() => {}} />;
RoleTaskDialog.msw = workflowHandlers();
shows(RoleTaskDialog, { text: ['当前步骤：人事审核（候选角色：province_admin，请先签收）', '年假', '2026-11-20 10:12:00', '部门负责人审批', '同意'], roles: [{ role: 'dialog', name: '办理：年假申请（3天）·WF2026009' }, { role: 'button', name: '签收' }], absent: ['办理意见', '转办'] });

export const Trail: Story = () => (
  <Box sx={{ p: 2 }}>
    <TrailTable records={RECORDS} />
  </Box>
);
shows(Trail, { text: ['李文静', '2026-11-20 10:12:00', '部门负责人审批', '同意'], roles: [{ role: 'table', name: '流转记录' }, { role: 'row', count: 4 }] });

export const TrailEmpty: Story = () => (
  <Box sx={{ p: 2 }}>
    <TrailTable records={[]} />
  </Box>
);
shows(TrailEmpty, { text: ['暂无流转记录'], roles: [{ role: 'row', count: 0 }] });
