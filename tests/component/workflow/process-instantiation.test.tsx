/**
 * 流程实例化: the start dialog renders the bound form version of the chosen
 * process, checks required, number and date values and the assignees chosen
 * at start, and a started instance appears in the list as 运行中.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import ProcessInstantiationPage from '@/features/workflow/ProcessInstantiationPage';
import { wfInstanceTable } from '@fake/handlers/workflow-tables';
import { resetWithWorkflow, workflowServer } from './workflow-server';
import { renderScreen, withFakeBackend } from '../screen-harness';
import { choose, chooseDocumentApproval, openStartDialog, pickOfficeReviewer } from './start-dialog';

withFakeBackend({ server: workflowServer, reset: resetWithWorkflow, signIn: 'admin' });

async function openStart() {
  const user = renderScreen('/workflow/processInstantiation', <ProcessInstantiationPage title="流程实例化" component="workflow/ProcessInstantiation" />);
  return { user, dialog: await openStartDialog(user) };
}

// Long interactions (dialogs, selects, a user search) on a shared 2-core machine.
describe('流程实例化', { timeout: 60_000 }, () => {
  it('asks for a process, then checks the rendered form and the assignees chosen at start', async () => {
    const { user, dialog } = await openStart();
    await user.click(within(dialog).getByRole('button', { name: '发起' }));
    expect(within(dialog).getByText('请选择流程')).toBeInTheDocument();

    await choose(user, dialog, /流程/, '请假审批');
    expect(await within(dialog).findByText('请假申请单 v2')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /请假天数/ }), '两天');
    await user.type(within(dialog).getByRole('textbox', { name: /开始日期/ }), '2026/03/01');
    await user.click(within(dialog).getByRole('button', { name: '发起' }));
    expect(within(dialog).getByText('请输入请假类型')).toBeInTheDocument();
    expect(within(dialog).getByText('请假天数必须是数字')).toBeInTheDocument();
    expect(within(dialog).getByText('开始日期必须是日期（yyyy-MM-dd）')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入结束日期')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择「部门负责人审批」的办理人')).toBeInTheDocument();
    expect(wfInstanceTable.count()).toBe(20);
  });

  it('shows a failed read of the bound form as failed, not as an unpublished form, and starts nothing', async () => {
    workflowServer.use(http.get('*/workflow/formVersion/list', () => HttpResponse.json({ success: false, message: '查询表单版本失败', code: 500, result: null, timestamp: 0 })));
    try {
      const { user, dialog } = await openStart();
      await choose(user, dialog, /流程/, '请假审批');
      const alert = await within(dialog).findByText('表单加载失败：查询表单版本失败。');
      expect(within(dialog).queryByText('绑定的表单尚未发布版本')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: '发起' }));
      expect(wfInstanceTable.count()).toBe(20);

      workflowServer.resetHandlers();
      await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '重试' }));
      expect(await within(dialog).findByText('请假申请单 v2')).toBeInTheDocument();
      expect(within(dialog).queryByText(/表单加载失败/)).not.toBeInTheDocument();
    } finally {
      workflowServer.resetHandlers();
    }
  });

  it('starts a process with the first assignee picked in the user picker; it shows as 运行中 at that assignee', async () => {
    const { user, dialog } = await openStart();
    await chooseDocumentApproval(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: /文件标题/ }), '关于开展网站安全检查的通知');
    await user.type(within(dialog).getByRole('textbox', { name: /内容摘要/ }), '请各处室自查。');
    await pickOfficeReviewer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '发起' }));
    expect(await screen.findByText('流程已发起')).toBeInTheDocument();
    expect(await screen.findByText('1-10 共21 条')).toBeInTheDocument();
    const started = wfInstanceTable.all().at(-1);
    expect(started).toMatchObject({ title: '管理员的发文审批', state: 'running', currentAssignee: 'jeecg', currentStep: '处室审核', formData: { docTitle: '关于开展网站安全检查的通知' } });
  });
});
