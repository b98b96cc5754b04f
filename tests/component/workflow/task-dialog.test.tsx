/**
 * 流转记录 → 我的待办 and the 办理 dialog against the fake backend: the
 * assignee approves and the instance moves on; 驳回 needs a comment; a role
 * task offers only 签收; someone else's task is refused by the server.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WfTask } from '@/api/workflow';
import FlowCirculationPage from '@/features/workflow/FlowCirculationPage';
import { TaskDialog } from '@/features/workflow/TaskDialog';
import { wfInstanceTable, wfTaskTable } from '@fake/handlers/workflow-tables';
import { StoryProviders } from '../../../ladle/story-providers';
import { signIn } from './session';
import { resetWithWorkflow, workflowServer } from './workflow-server';
import { renderScreen, withFakeBackend } from '../screen-harness';

withFakeBackend({ server: workflowServer, reset: resetWithWorkflow, signIn: null });

const openTask = (pred: (t: WfTask) => boolean) => wfTaskTable.all().find((t) => (t.state === 'pending' || t.state === 'claimed') && pred(t))!;

function renderDialog(task: WfTask) {
  const onDone = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <StoryProviders>
      <TaskDialog task={task} onClose={() => {}} onDone={onDone} />
    </StoryProviders>,
  );
  return { user, onDone, dialog: screen.getByRole('dialog') };
}

// Long interactions on a shared 2-core machine.
describe('办理', { timeout: 60_000 }, () => {
  it('lists my tasks and approving one moves the instance to the next step', async () => {
    await signIn('jeecg', 'province_admin');
    const task = openTask((t) => t.assignee === 'jeecg' && t.processName === '发文审批' && t.stepIndex === 0);
    const user = renderScreen('/workflow/circulation', <FlowCirculationPage title="流转记录" component="workflow/FlowCirculation" />);
    const row = (await screen.findAllByText(task.instanceTitle)).map((c) => c.closest('[role="row"]') as HTMLElement).find((r) => r.textContent?.includes('处室审核'))!;
    await user.click(within(row).getByRole('button', { name: '办理' }));
    const dialog = await screen.findByRole('dialog', { name: `办理：${task.instanceTitle}` });
    expect(within(await within(dialog).findByRole('table', { name: '流转记录' })).getAllByText('发起')).toHaveLength(2);
    await user.click(await within(dialog).findByRole('button', { name: '通过' }));
    expect(await screen.findByText('办理成功')).toBeInTheDocument();
    const instance = wfInstanceTable.all().find((i) => i.id === task.instanceId)!;
    expect(instance).toMatchObject({ currentStep: '办公室核稿', currentAssignee: 'jeecg' });
  });

  it('驳回 needs a comment, then ends the instance as rejected', async () => {
    await signIn('admin', 'admin');
    const task = openTask((t) => t.assignee === 'admin' && t.actions.includes('reject'));
    const { user, onDone, dialog } = renderDialog(task);
    await user.click(await within(dialog).findByRole('button', { name: '驳回' }));
    expect(within(dialog).getByText('请填写办理意见')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '办理意见' }), '退回重报');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(wfInstanceTable.all().find((i) => i.id === task.instanceId)?.state).toBe('rejected');
  });

  it('shows the server refusal when someone other than the assignee acts', async () => {
    await signIn('admin', 'admin');
    const { user, onDone, dialog } = renderDialog(openTask((t) => t.assignee === 'jeecg'));
    await user.click(await within(dialog).findByRole('button', { name: '通过' }));
    expect(await within(dialog).findByText('只有当前办理人才能办理该任务')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a role task offers only 签收 until claimed', async () => {
    await signIn('jeecg', 'province_admin');
    const task = openTask((t) => !t.assignee && t.candidateRole === 'province_admin');
    const { user, onDone, dialog } = renderDialog(task);
    expect(within(dialog).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '签收' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(wfTaskTable.all().find((t) => t.id === task.id)).toMatchObject({ state: 'claimed', assignee: 'jeecg' });
  });
});
