/**
 * Lists remember where you were: page, page size, sort and query of 职务管理 live in the tab's
 * address, so F5, the tab's 刷新, switching tabs and back, and a menu click all return to page 2 of
 * the same query, in one tab. At 1024 and 1440 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoControl, loginAs, openConsole } from './harness';

const POSITIONS = '/isystem/position';

async function shows(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).waitFor();
}

/** First data row's text (the grid's header row is row 0). */
async function firstRowText(page: Page): Promise<string> {
  return (await page.getByRole('row').nth(1).textContent()) ?? '';
}

/** Page 2 of 职务名称 like 员, sorted by 职务编码 ascending: 11-20 of 21, starting at ZW018. */
async function expectPageTwo(page: Page): Promise<void> {
  await shows(page, '11-20 共21 条');
  await expect.poll(() => firstRowText(page)).toContain('ZW018');
  expect(await page.getByRole('textbox', { name: '职务名称' }).inputValue()).toBe('员');
  const url = new URL(page.url());
  expect(url.pathname).toBe(POSITIONS);
  expect(Object.fromEntries(url.searchParams)).toEqual({ name: '员', sort: 'code,asc', page: '2' });
}

describe.each([1024, 1440])('a list keeps its page and query in the address at %i px', (width) => {
  it('F5, the tab\'s 刷新, switching tabs and the menu all return to page 2 of the query', async () => {
    const { page, close } = await openConsole();
    try {
      await page.setViewportSize({ width, height: 900 });
      await demoControl(page, 'reset');
      await loginAs(page, 'admin', '123456', POSITIONS);
      await shows(page, '1-10 共40 条');
      expect(new URL(page.url()).search).toBe('');

      await page.getByRole('textbox', { name: '职务名称' }).fill('员');
      await page.getByRole('button', { name: '查询', exact: true }).click();
      await shows(page, '1-10 共21 条');
      await page.getByRole('columnheader', { name: /职务编码/ }).click();
      await expect.poll(() => firstRowText(page)).toContain('ZW004');
      await page.getByRole('button', { name: '转到第 2 页' }).click();
      await expectPageTwo(page);

      // F5.
      await page.reload();
      await expectPageTwo(page);

      // The tab's 刷新 remounts the screen; it comes back on the same page.
      const before = await page.locator('[data-list-grid]').elementHandle();
      await page.getByRole('button', { name: '刷新当前页' }).click();
      await page.waitForFunction((old) => !old?.isConnected, before);
      await expectPageTwo(page);

      // Another tab and back: still one 职务管理 tab, on the same query.
      await page.getByRole('tab', { name: '首页' }).click();
      await page.waitForURL((u) => u.pathname === '/dashboard/analysis');
      await page.getByRole('tab', { name: '职务管理' }).click();
      await expectPageTwo(page);
      expect(await page.getByRole('tab', { name: '职务管理' }).count()).toBe(1);

      // The side menu opens the tab at its last address too (at 1440 px, where the menu shows its labels).
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole('tab', { name: '首页' }).click();
      await page.waitForURL((u) => u.pathname === '/dashboard/analysis');
      const nav = page.getByRole('navigation', { name: '主菜单' });
      const group = nav.getByRole('button', { name: '系统管理', exact: true }).first();
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await nav.locator(`a[href="${POSITIONS}"]`).click();
      await expectPageTwo(page);
      expect(await page.getByRole('tab', { name: '职务管理' }).count()).toBe(1);
      await page.setViewportSize({ width, height: 900 });

      // A copied link opens the same page of the same query in a fresh window.
      const link = page.url();
      const other = await openConsole('/user/login');
      try {
        await other.page.setViewportSize({ width, height: 900 });
        await loginAs(other.page, 'admin', '123456');
        await other.page.goto(link);
        await expectPageTwo(other.page);
      } finally {
        await other.close();
      }
    } finally {
      await close();
    }
  }, 180_000);
});
