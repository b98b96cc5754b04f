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

const START = '/workflow/instance/start';

withFakeBackend({ server: workflowServer, reset: resetWithWorkflow, signIn: 'admin' });
afterEach(() => {
  restoreTimeout(workflowServer);
  runtime.slowAnswers.length = 0;
});

/** The 发文审批 start dialog, filled and with its assignee picked: ready for 发起. */
async function fillStart() {
  const user = renderScreen('/workflow/processInstantiation', <ProcessInstantiationPage title="流程实例化" component="workflow/ProcessInstantiation" />);
  expect(await screen.findByText('1-10 共20 条')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '发起流程' }));
  const dialog = await screen.findByRole('dialog', { name: '发起流程' });
  await user.click(within(dialog).getByRole('combobox', { name: /流程/ }));
  await user.click(await screen.findByRole('option', { name: '发文审批' }));
  await screen.findByText('发文审批单 v1');
  await user.type(within(dialog).getByRole('textbox', { name: /文件标题/ }), '超时发起的通知');
  await user.type(within(dialog).getByRole('textbox', { name: /内容摘要/ }), '超时后核对。');
  const pickerRow = within(dialog).getByRole('textbox', { name: '处室审核办理人' }).closest('div.MuiFormControl-root') as HTMLElement;
  await user.click(within(pickerRow).getByRole('button', { name: '选择用户' }));
  const picker = await screen.findByRole('dialog', { name: '根据部门选择用户' });
  await user.type(within(picker).getByPlaceholderText('请输入账号'), 'jeecg');
  await user.click(within(picker).getByRole('button', { name: '查询' }));
  await user.click(await within(picker).findByText('陈晓明'));
  await user.click(within(picker).getByRole('button', { name: '确认' }));
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '处室审核办理人' })).toHaveValue('陈晓明'));
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
