/**
 * The definition screens against the fake backend: 表单版本 (filter by form,
 * read-only fields), 动作管理 (rename an action, require a comment) and 流程设计
 * (the seeded processes and the step editor of one).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import ActionManagerPage from '@/features/workflow/ActionManagerPage';
import FlowableManagerPage from '@/features/workflow/FlowableManagerPage';
import FormVersionListPage from '@/features/workflow/FormVersionListPage';
import { wfActionTable } from '@fake/handlers/workflow-tables';
import { resetWithWorkflow, workflowServer } from './workflow-server';
import { renderScreen, withFakeBackend } from '../screen-harness';

withFakeBackend({ server: workflowServer, reset: resetWithWorkflow, signIn: 'admin' });

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

// Long interactions on a shared 2-core machine.
describe('workflow definitions', { timeout: 60_000 }, () => {
  it('表单版本 lists every version, filters by form and shows a version read-only', async () => {
    const user = renderScreen('/workflow/formVersion', <FormVersionListPage title="表单版本" component="workflow/FormVersionList" />);
    expect(await screen.findByText('1-5 共5 条')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /表单/ }));
    await user.click(await screen.findByRole('option', { name: '请假申请单' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('1-2 共2 条')).toBeInTheDocument();
    await user.click(within(rowOf('v2')).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog', { name: '请假申请单 v2' });
    const table = within(dialog).getByRole('table', { name: 'v2 字段' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => (r as HTMLTableRowElement).cells[1].textContent)).toEqual(['请假类型', '开始日期', '结束日期', '请假天数', '请假事由']);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('动作管理 shows a failed read of the actions with 重试, never as no actions', async () => {
    workflowServer.use(http.get('*/workflow/action/list', () => HttpResponse.json({ success: false, message: '查询动作失败', code: 500, result: null, timestamp: 0 })));
    try {
      const user = renderScreen('/workflow/actionManager', <ActionManagerPage title="动作管理" component="workflow/ActionManager" />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('动作管理加载失败：查询动作失败。');
      expect(within(screen.getByRole('table', { name: '动作管理' })).getAllByRole('row')).toHaveLength(1);
      workflowServer.resetHandlers();
      await user.click(within(alert).getByRole('button', { name: '重试' }));
      expect(await screen.findByText('transfer')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      workflowServer.resetHandlers();
    }
  });

  it('动作管理 renames an action and makes its comment required', async () => {
    const user = renderScreen('/workflow/actionManager', <ActionManagerPage title="动作管理" component="workflow/ActionManager" />);
    const row = (await screen.findByText('transfer')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑动作' });
    const name = within(dialog).getByRole('textbox', { name: '动作名称' });
    await user.clear(name);
    await user.type(name, '移交');
    await user.click(within(dialog).getByLabelText('必须填写意见'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('修改成功!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('移交')).toBeInTheDocument());
    expect(wfActionTable.all().find((a) => a.code === 'transfer')).toMatchObject({ name: '移交', commentRequired: true });
  });

  it('流程设计 lists the seeded processes and opens one with its ordered steps', async () => {
    const user = renderScreen('/workflow/flowableManager', <FlowableManagerPage title="流程设计" component="workflow/FlowableManager" />);
    expect(await screen.findByText('1-3 共3 条')).toBeInTheDocument();
    expect(rowOf('请假审批')).toHaveTextContent('部门负责人审批 → 人事审核 → 分管领导审批');
    await user.click(within(rowOf('请假审批')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑流程' });
    expect(within(dialog).getByRole('textbox', { name: '步骤1名称' })).toHaveValue('部门负责人审批');
    await user.click(within(dialog).getByRole('button', { name: '下移步骤1' }));
    expect(within(dialog).getByRole('textbox', { name: '步骤1名称' })).toHaveValue('人事审核');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('请假审批')).toHaveTextContent('人事审核 → 部门负责人审批 → 分管领导审批'));
  });

  it('流程设计 says when the forms to bind could not be read, instead of offering none', async () => {
    workflowServer.use(http.get('*/workflow/form/list', () => HttpResponse.json({ success: false, message: '查询表单失败', code: 500, result: null, timestamp: 0 })));
    try {
      const user = renderScreen('/workflow/flowableManager', <FlowableManagerPage title="流程设计" component="workflow/FlowableManager" />);
      expect(await screen.findByText('1-3 共3 条')).toBeInTheDocument();
      await user.click(within(rowOf('请假审批')).getByRole('button', { name: '编辑' }));
      const dialog = await screen.findByRole('dialog', { name: '编辑流程' });
      const failure = await within(dialog).findByText('绑定表单加载失败：查询表单失败。');
      workflowServer.resetHandlers();
      await user.click(within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '重试' }));
      await waitFor(() => expect(within(dialog).queryByText(/绑定表单加载失败/)).not.toBeInTheDocument());
      await user.click(within(dialog).getByRole('combobox', { name: /绑定表单/ }));
      expect(await screen.findByRole('option', { name: /请假申请单/ })).toBeInTheDocument();
    } finally {
      workflowServer.resetHandlers();
    }
  });
});
