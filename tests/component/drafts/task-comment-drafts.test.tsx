/**
 * 我的待办 keeps a half-written 办理意见: after a dead session the same user's 恢复草稿 reopens the
 * task's 办理 dialog with the comment.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts } from '@/session/drafts';
import FlowCirculationPage from '@/features/workflow/FlowCirculationPage';
import { wfTaskTable } from '@fake/handlers/workflow-tables';
import { loseSession, renderInDraftScope, restoreOffered, withMemoryDrafts } from './draft-harness';
import { signIn } from '../workflow/session';
import { resetWithWorkflow, workflowServer } from '../workflow/workflow-server';
import { withFakeBackend } from '../screen-harness';

const ROUTE = '/workflow/circulation';
const drafts = withMemoryDrafts();

withFakeBackend({ server: workflowServer, reset: resetWithWorkflow, signIn: null });

const renderTasks = (path: string) => renderInDraftScope(path, { route: ROUTE, title: '流转记录' }, <FlowCirculationPage title="流转记录" component="workflow/FlowCirculation" />);

describe('办理意见 drafts', { timeout: 60_000 }, () => {
  it('reopen the task with the typed comment', async () => {
    await signIn('jeecg', 'province_admin');
    const task = wfTaskTable.all().find((t) => (t.state === 'pending' || t.state === 'claimed') && t.assignee === 'jeecg' && t.processName === '发文审批' && t.stepIndex === 0)!;
    const user = userEvent.setup({ delay: null });
    const view = renderTasks(ROUTE);
    const row = (await screen.findAllByText(task.instanceTitle)).map((c) => c.closest('[role="row"]') as HTMLElement).find((r) => r.textContent?.includes('处室审核'))!;
    await user.click(within(row).getByRole('button', { name: '办理' }));
    const dialog = await screen.findByRole('dialog', { name: `办理：${task.instanceTitle}` });
    await user.type(within(dialog).getByRole('textbox', { name: '办理意见' }), '请补充附件');
    await act(() => flushDrafts());
    expect((await drafts().all())[0]).toMatchObject({ user: 'jeecg', route: ROUTE, form: `task:${task.id}`, values: { comment: '请补充附件' } });
    await loseSession(view);

    await signIn('jeecg', 'province_admin');
    renderTasks('/dashboard/analysis');
    await restoreOffered(user);
    const again = await screen.findByRole('dialog', { name: `办理：${task.instanceTitle}` });
    await waitFor(() => expect(within(again).getByRole('textbox', { name: '办理意见' })).toHaveValue('请补充附件'));
    await user.click(within(again).getAllByRole('button', { name: '关闭' }).at(-1)!);
    await waitFor(async () => expect(await drafts().all()).toHaveLength(0));
  });
});
