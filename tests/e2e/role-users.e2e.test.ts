/**
 * 角色用户 in the built demo: the administrator opens a role's users from its row, unlinks one after
 * the confirm, and finds the link gone when the dialog is opened again (the demo's backend kept it).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoControl, loginAs, loginTo, openConsole } from './harness';

async function openRoleUsers(page: Page, roleCode: string) {
  const role = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: roleCode, exact: true }) });
  await role.getByRole('button', { name: '用户', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('table', { name: /^角色用户 · / }) });
  await dialog.getByText(/^1-\d+ 共\d+ 条$/).waitFor();
  return dialog;
}

describe('角色用户 (browser)', () => {
  it('unlinks a user from a role, and the link stays gone', async () => {
    const session = await openConsole(loginTo('/isystem/role'));
    try {
      const { page } = session;
      await demoControl(page, 'reset');
      await loginAs(page, 'admin', '123456', '/isystem/role');
      await page.getByText(/^1-\d+ 共\d+ 条$/).waitFor();

      let dialog = await openRoleUsers(page, 'content_editor');
      const total = Number(/共(\d+) 条/.exec((await dialog.getByText(/^1-\d+ 共\d+ 条$/).textContent()) ?? '')?.[1]);
      expect(total).toBeGreaterThan(0);
      const firstRow = dialog.getByRole('table').getByRole('row').nth(1);
      const username = ((await firstRow.getByRole('cell').nth(1).textContent()) ?? '').trim();
      expect(username).not.toBe('');

      await firstRow.getByRole('button', { name: '取消关联' }).click();
      await page.getByRole('dialog', { name: '确定要删除吗?' }).getByRole('button', { name: '确定' }).click();
      const rowsOf = (name: string) => dialog.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
      await rowsOf(username).first().waitFor({ state: 'detached' });
      await expect.poll(async () => (await dialog.getByText(/共\d+ 条$/).textContent()) ?? '').toContain(`共${total - 1} 条`);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      dialog = await openRoleUsers(page, 'content_editor');
      await expect.poll(async () => (await dialog.getByText(/共\d+ 条$/).textContent()) ?? '').toContain(`共${total - 1} 条`);
      expect(await rowsOf(username).count()).toBe(0);
    } finally {
      await demoControl(session.page, 'reset').catch(() => undefined);
      await session.close();
    }
  }, 120_000);
});
