/**
 * 用户回收站 as a page of its own in the built demo: a user deleted in 用户管理
 * is restored from the 用户回收站 menu entry and is back in 用户管理.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, demoControl, loginAs, loginTo, openConsole } from './harness';

const gridRow = (page: Page, username: string) => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: username, exact: true }) });

async function searchAccount(page: Page, username: string, total: string): Promise<void> {
  await page.getByRole('textbox', { name: '用户账号' }).fill(username);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await page.getByText(total, { exact: true }).waitFor();
}

describe('用户回收站 (browser)', () => {
  it('restores a user deleted in 用户管理 from the 用户回收站 menu entry', async () => {
    const { page, close } = await openConsole(loginTo('/isystem/user'));
    try {
      await demoControl(page, 'reset');
      await loginAs(page, 'admin', '123456', '/isystem/user');
      await page.getByText(/^1-10 共\d+ 条$/).waitFor();
      await searchAccount(page, 'editor', '1-1 共1 条');
      await gridRow(page, 'editor').getByRole('button', { name: '删除', exact: true }).click();
      await page.getByRole('dialog', { name: '确定删除吗?' }).getByRole('button', { name: '确定' }).click();
      await page.getByText('删除用户成功').waitFor();
      await expect.poll(() => gridRow(page, 'editor').count()).toBe(0);

      const nav = page.getByRole('navigation', { name: '主菜单' });
      const entry = nav.getByRole('link', { name: '用户回收站', exact: true });
      if (!(await entry.isVisible())) await nav.getByRole('button', { name: '系统管理', exact: true }).click();
      await entry.click();
      await page.waitForURL(/\/isystem\/recycleBin/);
      const bin = page.getByRole('table', { name: '用户回收站' });
      const binned = bin.getByRole('row').filter({ hasText: 'editor' });
      await binned.getByRole('button', { name: '还原', exact: true }).click();
      await page.getByRole('dialog', { name: '确认操作' }).getByRole('button', { name: '确定' }).click();
      await page.getByText('还原成功').waitFor();
      await expect.poll(() => binned.count()).toBe(0);

      await page.goto(BASE_URL + '/isystem/user');
      await page.getByText(/^1-10 共\d+ 条$/).waitFor();
      await searchAccount(page, 'editor', '1-1 共1 条');
      await gridRow(page, 'editor').waitFor();
    } finally {
      await close();
    }
  });
});
