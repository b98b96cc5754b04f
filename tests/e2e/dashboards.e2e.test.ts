/**
 * The five 仪表盘 screens on the built demo: each opens from the server menu and shows a chart and a
 * figure that came from the fake server.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withSignedInConsole } from './harness';

const nav = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

async function openDashboard(page: Page, item: string) {
  const link = nav(page).getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await nav(page).getByRole('button', { name: '仪表盘', exact: true }).click();
  await link.click();
}

/** The text of a figure labelled `label`, once it holds a number. */
async function expectNumber(page: Page, label: string) {
  const figure = page.getByLabel(label, { exact: true }).filter({ visible: true }).first();
  await expect.poll(async () => ((await figure.textContent()) ?? '').trim(), { timeout: 15000 }).toMatch(/^[\d,.]+/);
}

const DASHBOARDS: ReadonlyArray<{ item: string; url: RegExp; chart: string; figure: string }> = [
  { item: '工作台', url: /\/dashboard\/workplace$/, chart: '工作指数图表', figure: '未读消息' },
  { item: '业务指数', url: /\/dashboard\/bdc-index$/, chart: '业务量图表', figure: '受理业务数值' },
  { item: '图表统计', url: /\/dashboard\/chart$/, chart: '各栏目信息量图表', figure: '待审核' },
  { item: '任务看板', url: /\/dashboard\/task$/, chart: '任务分布图表', figure: '待处理数量' },
  { item: '监控页', url: /\/dashboard\/monitor$/, chart: 'CPU 使用率仪表', figure: '请求数/秒数值' },
];

describe('dashboards', () => {
  it('opens each of the five dashboards from the menu with a chart and a server figure', async () => {
    await withSignedInConsole(async (page) => {
      for (const d of DASHBOARDS) {
        await openDashboard(page, d.item);
        await page.waitForURL(d.url);
        await page.getByRole('figure', { name: d.chart }).waitFor();
        // The chart draws an SVG, not only the hidden table.
        expect(await page.getByRole('figure', { name: d.chart }).locator('svg').count()).toBeGreaterThan(0);
        await expectNumber(page, d.figure);
      }
    });
  });

  it('switches the 业务指数 range to 全年 and shows twelve months', async () => {
    await withSignedInConsole(async (page) => {
      await openDashboard(page, '业务指数');
      await page.getByRole('figure', { name: '业务量图表' }).waitFor();
      await page.getByRole('button', { name: '全年', exact: true }).click();
      await expect.poll(() => page.locator('table caption', { hasText: '业务量数据' }).locator('xpath=..').locator('tbody tr').count()).toBe(12);
    });
  });
});
