/**
 * Tabs belong to the user who opened them: the next user on the same browser starts with 首页
 * alone, and a stored tab whose screen the user may not open is not restored. At the two widths
 * staff use most (1024 and 1440 px).
 */
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, loginAs, logout, openConsole } from './harness';

const tabTexts = async (page: Page) => (await page.getByRole('tab').allInnerTexts()).map((t) => t.trim());

/** Opens a screen by its address (at 1024 px the side menu is folded to icons). */
async function openScreen(page: Page, path: string, title: string) {
  await page.goto(BASE_URL + path);
  await page.getByRole('tab', { name: title, selected: true }).waitFor();
}

describe.each([1024, 1440])('tabs per user at %i px', (width) => {
  it('gives the next user 首页 alone, without a ×, and drops a stored tab the user may not open', async () => {
    const c = await openConsole();
    const { page } = c;
    try {
      await page.setViewportSize({ width, height: 860 });
      await loginAs(page);
      await openScreen(page, '/isystem/annountCement', '系统通告');
      await openScreen(page, '/isystem/user', '用户管理');
      await expect.poll(() => tabTexts(page)).toEqual(['首页', '系统通告', '用户管理']);

      // One date input everywhere: the query's 创建时间 range uses the MUI X pickers, not the browser's.
      await openScreen(page, '/isystem/role', '角色管理');
      await page.getByRole('group', { name: '创建时间（起）' }).waitFor();
      expect(await page.locator('input[type="date"], input[type="datetime-local"], input[type="time"]').count()).toBe(0);
      await page.getByRole('tab', { name: '角色管理' }).getByRole('button', { name: '关闭 角色管理' }).click();
      await expect.poll(() => tabTexts(page)).toEqual(['首页', '系统通告', '用户管理']);
      await logout(page);

      await loginAs(page, 'editor');
      await expect.poll(() => tabTexts(page)).toEqual(['首页']);
      expect(await page.getByRole('button', { name: '关闭 首页' }).count()).toBe(0);

      // A tab stored for this user whose screen is not in the user's menu (a grant taken away).
      await page.evaluate(() => {
        const key = 'pro__MULTI_TABS';
        const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { value?: { tabs: { key: string; title: string }[] } } | null;
        const tabs = stored?.value?.tabs;
        if (!tabs) throw new Error(`no stored tabs under ${key}: ${localStorage.getItem(key)}`);
        tabs.push({ key: '/isystem/annountCement', title: '系统通告' });
        localStorage.setItem(key, JSON.stringify(stored));
      });
      await page.reload();
      await page.getByRole('tab', { name: '首页' }).waitFor();
      await expect.poll(() => tabTexts(page)).toEqual(['首页']);
      expect(page.url()).toMatch(/\/dashboard\/analysis$/);

      // Nor does the editor's tab bar pass on to the next user.
      await openScreen(page, '/content/notice', '通知公告');
      await expect.poll(() => tabTexts(page)).toEqual(['首页', '通知公告']);
      await logout(page);
      await loginAs(page);
      await expect.poll(() => tabTexts(page)).toEqual(['首页']);
    } finally {
      await c.close();
    }
  }, 150_000);
});
