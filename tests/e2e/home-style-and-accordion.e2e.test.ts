/**
 * Two conveniences of the Vue console on the built demo: the 首页 style switch (remembered across a
 * reload) and 系统设置 → 侧边菜单手风琴模式 (opening a menu group closes the open one).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, openConsole } from './harness';

const nav = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const expanded = async (page: Page, name: string) => (await nav(page).getByRole('button', { name, exact: true }).getAttribute('aria-expanded')) === 'true';

describe('首页样式 and accordion menu (browser)', () => {
  it('keeps the chosen 首页样式 after a reload, and the accordion menu keeps one group open', async () => {
    const { page, close } = await openConsole();
    try {
      await loginAs(page);
      const styles = page.getByRole('radiogroup', { name: '请选择首页样式' });
      await styles.getByRole('radio', { name: '统计图表', exact: true }).waitFor();
      expect(await styles.getByRole('radio', { name: '统计图表', exact: true }).isChecked()).toBe(true);
      await styles.getByRole('radio', { name: '任务表格', exact: true }).check();
      await page.getByRole('region', { name: '待处理' }).waitFor({ timeout: 30000 });
      await page.reload();
      await page.getByRole('region', { name: '待处理' }).waitFor({ timeout: 60000 });
      expect(await page.getByRole('radiogroup', { name: '请选择首页样式' }).getByRole('radio', { name: '任务表格', exact: true }).isChecked()).toBe(true);

      await page.getByRole('button', { name: '用户菜单' }).click();
      await page.getByRole('menuitem', { name: '系统设置' }).click();
      await page.getByLabel('侧边菜单手风琴模式', { exact: true }).check();
      await page.keyboard.press('Escape');
      await nav(page).getByRole('button', { name: '系统管理', exact: true }).click();
      await expect.poll(() => expanded(page, '系统管理')).toBe(true);
      await nav(page).getByRole('button', { name: '信息管理', exact: true }).click();
      await expect.poll(() => expanded(page, '信息管理')).toBe(true);
      expect(await expanded(page, '系统管理')).toBe(false);
    } finally {
      await close();
    }
  }, 150_000);
});
