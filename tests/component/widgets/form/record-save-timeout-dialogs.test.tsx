/**
 * Record forms against the fake backend when a save times out (网络超时): the form says the first
 * attempt may have landed, checks the list by the record's unique field, and a second 确定 never
 * creates a second record. The client's timeout is made short; the server answers after it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { SAVE_TEXT } from '@/widgets/form';
import { TenantFormDialog } from '@/features/system/tenant/TenantFormDialog';
import { QuartzJobFormDialog } from '@/features/system/quartz/QuartzJobFormDialog';
import { runtime } from '@fake/config';
import { db } from '@fake/db/tables';
import { quartzJobTable } from '@fake/handlers/sys-quartz';
import { tryBadInput } from '../../../reliability/tally';
import { jobsServer, resetWithJobs } from '../../system/quartz/jobs-server';
import { countRequests, restoreTimeout, SHORT_TIMEOUT as SHORT, timeOutNext as timeOut } from './time-out-next';
import { renderScreen, withFakeBackend } from '../../screen-harness';

const timeOutNext = (path: string) => timeOut(jobsServer, path);

withFakeBackend({ server: jobsServer, reset: resetWithJobs, signIn: 'admin' });
afterEach(() => {
  restoreTimeout(jobsServer);
  runtime.slowAnswers.length = 0;
});

const tenants = (id: number) => db.sysTenant.findMany((q) => q.where({ id })).length;
const jobs = (jobClassName: string) => quartzJobTable.all().filter((j) => j.jobClassName === jobClassName).length;

async function openTenantAdd() {
  let saved = 0;
  const user = renderScreen('/isystem/tenant', <TenantFormDialog mode="add" onClose={() => undefined} onSaved={() => (saved += 1)} />);
  const dialog = await screen.findByRole('dialog', { name: '新增' });
  await user.type(within(dialog).getByRole('textbox', { name: /租户编号/ }), '7301');
  await user.type(within(dialog).getByRole('textbox', { name: /租户名称/ }), '超时租户');
  return { user, dialog, saved: () => saved };
}

async function openJobAdd(jobClassName: string) {
  let saved = 0;
  const user = renderScreen('/isystem/quartzJob', <QuartzJobFormDialog mode="add" onClose={() => undefined} onSaved={() => (saved += 1)} />);
  const dialog = await screen.findByRole('dialog', { name: '新增' });
  const field = within(dialog).getByRole('textbox', { name: /任务类名/ });
  await user.click(field);
  await user.paste(jobClassName);
  // A new job has no schedule until one is given.
  await user.click(within(dialog).getByRole('textbox', { name: 'Cron表达式' }));
  await user.paste('0 0 3 * * ?');
  return { user, dialog, saved: () => saved };
}

// Whole-form tests against the fake backend take long on a loaded machine; they wait on state, not time.
const SLOW = 90_000;

describe('租户 新增 timed out', () => {
  it('landed: the notice shows, the list by 租户编号 is checked, the form reports it saved; one row', async () => {
    runtime.slowAnswers.push({ path: '/sys/tenant/add', delayMs: SHORT * 4, times: 1 });
    // The check waits until the test has seen the notice.
    let release: () => void = () => undefined;
    const checking = new Promise<void>((resolve) => (release = resolve));
    let checks = 0;
    jobsServer.use(
      http.get('*/sys/tenant/list', async () => {
        checks += 1;
        await checking;
        return undefined;
      }),
    );
    const { user, dialog, saved } = await openTenantAdd();
    await tryBadInput('tenant add timed out but landed', 'wrong', async () => {
      timeOutNext('/sys/tenant/add');
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await within(dialog).findByText(SAVE_TEXT.timeoutChecking, undefined, { timeout: 30_000 })).toBeInTheDocument();
      release();
      expect(await within(dialog).findByText(SAVE_TEXT.timeoutSaved, undefined, { timeout: 30_000 })).toBeInTheDocument();
      expect(checks).toBe(1);
      expect(saved()).toBe(1);
      await waitFor(() => expect(tenants(7301)).toBe(1));
    });
  }, SLOW);

  it('the check cannot answer: 确定 checks again and asks before a second post; 取消 posts nothing', async () => {
    runtime.slowAnswers.push({ path: '/sys/tenant/add', delayMs: SHORT * 4, times: 1 });
    jobsServer.use(http.get('*/sys/tenant/list', () => HttpResponse.error()));
    const posts = countRequests(jobsServer, 'POST', '/sys/tenant/add');
    const { user, dialog, saved } = await openTenantAdd();
    await tryBadInput('tenant add timed out, check unreachable', 'wrong', async () => {
      timeOutNext('/sys/tenant/add');
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await within(dialog).findByText(SAVE_TEXT.timeoutUnknown, undefined, { timeout: 30_000 })).toBeInTheDocument();
      await waitFor(() => expect(tenants(7301)).toBe(1));
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      const ask = await screen.findByRole('dialog', { name: SAVE_TEXT.repeatTitle });
      expect(ask).toHaveTextContent(SAVE_TEXT.repeatContent);
      await user.click(within(ask).getByRole('button', { name: '取消' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: SAVE_TEXT.repeatTitle })).not.toBeInTheDocument());
      expect(posts()).toBe(1);
      expect(saved()).toBe(0);
      expect(tenants(7301)).toBe(1);
    });
  }, SLOW);
});

describe('定时任务 新增 timed out', () => {
  it('landed: the list by 任务类名 shows it; the form closes as saved, one job', async () => {
    runtime.slowAnswers.push({ path: '/sys/quartzJob/add', delayMs: SHORT * 4, times: 1 });
    const { user, dialog, saved } = await openJobAdd('org.example.TimeoutJob');
    await tryBadInput('quartz job add timed out but landed', 'wrong', async () => {
      timeOutNext('/sys/quartzJob/add');
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await within(dialog).findByText(SAVE_TEXT.timeoutSaved, undefined, { timeout: 30_000 })).toBeInTheDocument();
      expect(saved()).toBe(1);
      await waitFor(() => expect(jobs('org.example.TimeoutJob')).toBe(1));
    });
  }, SLOW);

  it('lost: the check says so and the second 确定 saves it once', async () => {
    jobsServer.use(
      http.post(
        '*/sys/quartzJob/add',
        async () => {
          await delay(SHORT * 3);
          return HttpResponse.json({ success: false, message: '不应到达', code: 500, result: null, timestamp: 1 });
        },
        { once: true },
      ),
    );
    const { user, dialog, saved } = await openJobAdd('org.example.LostJob');
    await tryBadInput('quartz job add timed out and was lost', 'wrong', async () => {
      timeOutNext('/sys/quartzJob/add');
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await within(dialog).findByText(SAVE_TEXT.timeoutNotSaved, undefined, { timeout: 30_000 })).toBeInTheDocument();
      expect(jobs('org.example.LostJob')).toBe(0);
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(saved()).toBe(1));
      expect(jobs('org.example.LostJob')).toBe(1);
    });
  }, SLOW);
});
