/**
 * A failed read is never written back, and a timed-out save is not silently repeated (built demo).
 * Faults come from the demo server's per-path controls: the msw service worker answers the API in
 * the page, so a network-level interception would never see those requests.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoControl, withAdminOnList } from '../harness';
import { openNewUser } from '../user-dialog';
import { tryBadInput } from '../../reliability/tally';

const USERS = '/isystem/user';
/** Polls wait on the page's own reads, which a loaded machine may slow down. */
const SLOW = { timeout: 30_000 };

const row = (page: Page, username: string) => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: username, exact: true }) });

async function searchAccount(page: Page, username: string, total: string): Promise<void> {
  await page.getByRole('textbox', { name: '用户账号' }).fill(username);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await page.getByText(total, { exact: true }).waitFor();
}

async function openEdit(page: Page, username: string): Promise<Locator> {
  await row(page, username).getByRole('button', { name: '编辑', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '编辑用户' });
  await dialog.waitFor();
  return dialog;
}

const roles = (dialog: Locator) => dialog.getByRole('combobox', { name: /角色分配/ });

const faults: Array<{ name: string; failStatus: number; failMessage?: string }> = [
  { name: 'queryUserRole network error', failStatus: 0 },
  { name: 'queryUserRole success:false', failStatus: 200, failMessage: '操作失败，数据库连接超时' },
];

describe('failed reads and timed-out saves (browser)', () => {
  it('编辑 a user whose roles did not load: cannot submit; after 重试 the save keeps the roles', { timeout: 240_000 }, async () => {
    await withAdminOnList(
      USERS,
      async (page) => {
        await searchAccount(page, 'editor', '1-1 共1 条');
        for (const fault of faults) {
          await tryBadInput(`browser: user edit with ${fault.name}`, 'loss', async () => {
            await demoControl(page, 'faults', { failPath: '/sys/user/queryUserRole', failStatus: fault.failStatus, failMessage: fault.failMessage });
            const dialog = await openEdit(page, 'editor');
            const alert = dialog.getByRole('alert').filter({ hasText: '用户角色加载失败' });
            await alert.waitFor();
            if (fault.failMessage) await expect.poll(async () => (await alert.textContent()) ?? '').toContain(fault.failMessage);
            await expect.poll(() => dialog.getByRole('button', { name: '提交' }).isDisabled(), SLOW).toBe(true);
            await dialog.getByText('用户角色未能加载，暂不能保存').waitFor();
            await alert.getByRole('button', { name: '重试' }).click();
            await expect.poll(async () => (await roles(dialog).textContent()) ?? '', SLOW).toContain('内容编辑');
            await expect.poll(() => dialog.getByRole('button', { name: '提交' }).isEnabled(), SLOW).toBe(true);
            await dialog.getByRole('button', { name: '提交' }).click();
            await page.getByText('修改成功!').first().waitFor();
            await dialog.waitFor({ state: 'hidden' });
            // Re-opened: the roles are still there.
            const again = await openEdit(page, 'editor');
            await expect.poll(async () => (await roles(again).textContent()) ?? '', SLOW).toContain('内容编辑');
            await again.getByRole('button', { name: '取消' }).click();
            await again.waitFor({ state: 'hidden' });
          });
        }
      },
      { reset: true },
    );
  });

  it('新增 whose answer came after the timeout but landed: two 确定 clicks, exactly one user', { timeout: 240_000 }, async () => {
    await withAdminOnList(
      USERS,
      async (page) => {
        await tryBadInput('browser: user add timed out but landed', 'wrong', async () => {
          // The client gives up after 9 s; the server carries the add out and answers after 12 s.
          await demoControl(page, 'faults', { slowAnswerPath: '/sys/user/add', slowAnswerMs: 12_000 });
          const dialog = await openNewUser(page, { username: 'e2e_timeout', realname: '超时测试', workNo: 'E2E909' });
          const submit = dialog.getByRole('button', { name: '提交' });
          await expect.poll(() => submit.isEnabled(), SLOW).toBe(true);
          // The check after the timeout (the list queried by the account) answers late enough to be seen.
          await demoControl(page, 'faults', { slowAnswerPath: '/sys/user/list', slowAnswerMs: 3_000 });
          await submit.click();
          // The second 确定 while the first is in flight: the button is disabled, nothing is sent.
          await expect.poll(() => submit.isDisabled()).toBe(true);
          await submit.click({ force: true });
          await dialog.getByText('保存请求超时，第一次提交可能已经成功。正在核对…').waitFor({ timeout: 20_000 });
          expect(await submit.isDisabled()).toBe(true);
          await page.getByText('已保存成功').first().waitFor({ timeout: 30_000 });
          await dialog.waitFor({ state: 'hidden' });
          await searchAccount(page, 'e2e_timeout', '1-1 共1 条');
          expect(await row(page, 'e2e_timeout').count()).toBe(1);
        });
      },
      { reset: true },
    );
  });
});
