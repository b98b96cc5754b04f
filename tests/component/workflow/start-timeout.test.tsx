/**
 * 发起流程 when the start call times out (网络超时): the dialog says the first attempt may have
 * landed and checks the process's instances; a second 发起 never starts a second instance.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SAVE_TEXT } from '@/widgets/form';
import ProcessInstantiationPage from '@/features/workflow/ProcessInstantiationPage';
import { wfInstanceTable } from '@fake/handlers/workflow-tables';
import { runtime } from '@fake/config';
import { tryBadInput } from '../../reliability/tally';
import { countRequests, restoreTimeout, SHORT_TIMEOUT, timeOutNext } from '../widgets/form/time-out-next';
import { resetWithWorkflow, workflowServer } from './workflow-server';
import { renderScreen, withFakeBackend } from '../screen-harness';
import { chooseDocumentApproval, openStartDialog, pickOfficeReviewer } from './start-dialog';

const START = '/workflow/instance/start';

withFakeBackend({ server: workflowServer, reset: resetWithWorkflow, signIn: 'admin' });
afterEach(() => {
  restoreTimeout(workflowServer);
  runtime.slowAnswers.length = 0;
});

/** The 发文审批 start dialog, filled and with its assignee picked: ready for 发起. */
async function fillStart() {
  const user = renderScreen('/workflow/processInstantiation', <ProcessInstantiationPage title="流程实例化" component="workflow/ProcessInstantiation" />);
  const dialog = await openStartDialog(user);
  await chooseDocumentApproval(user, dialog);
  await user.type(within(dialog).getByRole('textbox', { name: /文件标题/ }), '超时发起的通知');
  await user.type(within(dialog).getByRole('textbox', { name: /内容摘要/ }), '超时后核对。');
  await pickOfficeReviewer(user, dialog);
  return { user, dialog };
}

const startedCount = () => wfInstanceTable.all().filter((i) => i.formData?.docTitle === '超时发起的通知').length;

describe('发起流程 timed out', { timeout: 90_000 }, () => {
  it('landed: the check finds the new instance, says 流程已发起 and starts nothing more', async () => {
    const { user, dialog } = await fillStart();
    const posts = countRequests(workflowServer, 'POST', START);
    await tryBadInput('workflow start timed out but landed', 'wrong', async () => {
      runtime.slowAnswers.push({ path: START, delayMs: SHORT_TIMEOUT * 4, times: 1 });
      timeOutNext(workflowServer, START);
      await user.click(within(dialog).getByRole('button', { name: '发起' }));
      expect(await screen.findByText('流程已发起')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '发起流程' })).toBeNull());
      expect(posts()).toBe(1);
      expect(startedCount()).toBe(1);
    });
  });

  it('unknown: the instances cannot be read, so the second 发起 asks first, and 取消 posts nothing', async () => {
    const { user, dialog } = await fillStart();
    const posts = countRequests(workflowServer, 'POST', START);
    await tryBadInput('workflow start timed out, check unreadable', 'loss', async () => {
      runtime.slowAnswers.push({ path: START, delayMs: SHORT_TIMEOUT * 4, times: 1 });
      timeOutNext(workflowServer, START);
      // The read before the start answers; every read after it fails.
      let reads = 0;
      workflowServer.use(http.get('*/workflow/instance/list', ({ request }) => (new URL(request.url).searchParams.get('processId') && ++reads > 1 ? HttpResponse.error() : undefined)));
      await user.click(within(dialog).getByRole('button', { name: '发起' }));
      expect(await within(dialog).findByText(SAVE_TEXT.timeoutUnknown)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: '发起' }));
      const ask = await screen.findByRole('dialog', { name: SAVE_TEXT.repeatTitle });
      await user.click(within(ask).getByRole('button', { name: '取消' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: SAVE_TEXT.repeatTitle })).toBeNull());
      expect(posts()).toBe(1);
      expect(startedCount()).toBe(1);
      expect(screen.getByRole('dialog', { name: '发起流程' })).toBeInTheDocument();
    });
  });
});
