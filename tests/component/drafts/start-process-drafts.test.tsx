/**
 * 流程实例化 → 发起流程 keeps what was typed: after a dead session the same user's 恢复草稿 reopens
 * 发起流程 with the chosen process and the filled form.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts } from '@/session/drafts';
import ProcessInstantiationPage from '@/features/workflow/ProcessInstantiationPage';
import { loseSession, renderInDraftScope, restoreOffered, withMemoryDrafts } from './draft-harness';
import { signIn } from '../workflow/session';
import { resetWithWorkflow, workflowServer } from '../workflow/workflow-server';
import { withFakeBackend } from '../screen-harness';
import { chooseDocumentApproval, openStartDialog } from '../workflow/start-dialog';

const ROUTE = '/workflow/processInstantiation';
const drafts = withMemoryDrafts();

function renderConsole(path: string) {
  return renderInDraftScope(path, { route: ROUTE, title: '流程实例化' }, <ProcessInstantiationPage title="流程实例化" component="workflow/ProcessInstantiation" />);
}

withFakeBackend({ server: workflowServer, reset: resetWithWorkflow, signIn: null });

describe('发起流程 drafts', { timeout: 60_000 }, () => {
  it('come back into 发起流程 with the process and the typed form', async () => {
    await signIn('admin', 'admin');
    const user = userEvent.setup({ delay: null });
    const view = renderConsole(ROUTE);
    const dialog = await openStartDialog(user);
    await chooseDocumentApproval(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: /文件标题/ }), '草稿里的通知');
    await act(() => flushDrafts());
    const [draft] = await drafts().all();
    expect(draft).toMatchObject({ user: 'admin', route: ROUTE, form: 'add', values: { values: { docTitle: '草稿里的通知' } } });
    await loseSession(view);

    await signIn('admin', 'admin');
    renderConsole('/dashboard/analysis');
    await restoreOffered(user);
    const again = await screen.findByRole('dialog', { name: '发起流程' });
    await within(again).findByText('发文审批单 v1');
    await waitFor(() => expect(within(again).getByRole('textbox', { name: /文件标题/ })).toHaveValue('草稿里的通知'));
  });
});
