/**
 * 表单管理's designer and 流程设计's editor keep their drafts: after a dead session the same user's
 * 恢复草稿 reopens the designer (新增 or 编辑 of the record) with what was typed.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts } from '@/session/drafts';
import FormManagerPage from '@/features/workflow/FormManagerPage';
import FlowableManagerPage from '@/features/workflow/FlowableManagerPage';
import { loseSession, renderInDraftScope, restoreOffered, withMemoryDrafts } from './draft-harness';
import { signIn } from '../workflow/session';
import { resetWithWorkflow, workflowServer } from '../workflow/workflow-server';
import { withFakeBackend } from '../screen-harness';

const drafts = withMemoryDrafts();

withFakeBackend({ server: workflowServer, reset: resetWithWorkflow, signIn: 'admin' });

const FORMS = { route: '/workflow/formManager', title: '表单管理' };
const PROCESSES = { route: '/workflow/flowableManager', title: '流程设计' };
const renderForms = (path: string) => renderInDraftScope(path, FORMS, <FormManagerPage title="表单管理" component="workflow/FormManager" />);
const renderProcesses = (path: string) => renderInDraftScope(path, PROCESSES, <FlowableManagerPage title="流程设计" component="workflow/FlowableManager" />);

describe('workflow designer drafts', { timeout: 60_000 }, () => {
  it('表单管理 新增 comes back with the typed name and code', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderForms(FORMS.route);
    await screen.findAllByRole('row');
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增表单' });
    await user.type(within(dialog).getByRole('textbox', { name: /表单名称/ }), '出差申请单');
    await user.type(within(dialog).getByRole('textbox', { name: /表单编码/ }), 'trip');
    await act(() => flushDrafts());
    expect((await drafts().all())[0]).toMatchObject({ user: 'admin', route: FORMS.route, form: 'add', values: { name: '出差申请单', code: 'trip' } });
    await loseSession(view);

    await signIn('admin', 'admin');
    renderForms('/dashboard/analysis');
    await restoreOffered(user);
    const again = await screen.findByRole('dialog', { name: '新增表单' });
    await waitFor(() => expect(within(again).getByRole('textbox', { name: /表单名称/ })).toHaveValue('出差申请单'));
    expect(within(again).getByRole('textbox', { name: /表单编码/ })).toHaveValue('trip');
    await user.click(within(again).getByRole('button', { name: '取消' }));
    await waitFor(async () => expect(await drafts().all()).toHaveLength(0));
  });

  it('流程设计 编辑 comes back on its process with the renamed name and the steps', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderProcesses(PROCESSES.route);
    expect(await screen.findByText('1-3 共3 条')).toBeInTheDocument();
    const row = screen.getByText('请假审批').closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑流程' });
    const name = within(dialog).getByRole('textbox', { name: /流程名称/ });
    await user.clear(name);
    await user.type(name, '请假审批（修订）');
    await user.click(within(dialog).getByRole('button', { name: '下移步骤1' }));
    await act(() => flushDrafts());
    const [draft] = await drafts().all();
    expect(draft).toMatchObject({ route: PROCESSES.route, values: { name: '请假审批（修订）' } });
    expect(draft.form).toMatch(/^edit:/);
    await loseSession(view);

    await signIn('admin', 'admin');
    renderProcesses('/dashboard/analysis');
    await restoreOffered(user);
    const again = await screen.findByRole('dialog', { name: '编辑流程' });
    await waitFor(() => expect(within(again).getByRole('textbox', { name: /流程名称/ })).toHaveValue('请假审批（修订）'));
    expect(within(again).getByRole('textbox', { name: '步骤1名称' })).toHaveValue('人事审核');
  });
});
