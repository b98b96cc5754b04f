/**
 * The editable table on its demo screen (/demo/editable-table) in the built demo: add rows, fill
 * cells, drag a row, see a validation tooltip, collect the values; expand a tree row.
 */
import { describe, it, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAs, loginTo, openConsole, type ConsoleSession } from './harness';

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const bodyRows = (grid: Locator) => grid.locator('[data-et-row]');
const cellOf = (grid: Locator, rowIndex: number, key: string) => grid.locator(`[data-et-row][aria-rowindex="${rowIndex + 2}"] [data-key="${key}"]`);

const DEMO_PATH = '/demo/editable-table';

/** A console opened at the demo's login address, signed in as admin, its first table shown. */
async function openDemo(): Promise<ConsoleSession> {
  const session = await openConsole(loginTo(DEMO_PATH));
  await loginAs(session.page, 'admin', '123456', DEMO_PATH);
  await session.page.getByRole('grid', { name: '附件' }).waitFor();
  return session;
}

async function fileNames(grid: Locator): Promise<string[]> {
  const out: string[] = [];
  const n = await bodyRows(grid).count();
  for (let i = 0; i < n; i += 1) out.push(((await cellOf(grid, i, 'fileName').textContent()) ?? '').trim());
  return out;
}

describe('editable table demo', () => {
  it('adds rows, fills cells, drags a row, shows a validation tooltip and collects the values', async () => {
    const c = await openDemo();
    try {
      const { page } = c;
      const attachments = panel(page, '附件');
      const grid = attachments.getByRole('grid', { name: '附件' });
      expect(await fileNames(grid)).toEqual(['年度工作要点', '会议纪要']);

      // Add a row and fill its cells (click to edit, type, Tab on).
      await attachments.getByRole('button', { name: '新增', exact: true }).click();
      await expect.poll(() => bodyRows(grid).count()).toBe(3);
      await cellOf(grid, 2, 'fileName').click();
      await page.keyboard.type('新增附件');
      await cellOf(grid, 2, 'contact').click();
      await page.keyboard.type('12345');

      // The failing cell shows its message in a tooltip.
      const tip = page.getByRole('tooltip');
      await tip.waitFor();
      expect(await tip.textContent()).toBe('请输入正确的手机号码');
      expect(await cellOf(grid, 2, 'contact').getAttribute('aria-invalid')).toBe('true');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('13912345678');
      await tip.waitFor({ state: 'detached' });

      // Drag the first row two rows down by its handle.
      const handle = grid.getByRole('button', { name: '拖动排序 1' });
      const box = (await handle.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + (61 * 2 * step) / 10);
      await page.mouse.up();
      await expect.poll(() => fileNames(grid)).toEqual(['会议纪要', '新增附件', '年度工作要点']);

      // Collect: rows without temporary ids, the inserted row, order numbers renumbered from 1.
      await page.getByRole('button', { name: '收集数据' }).click();
      const result = page.getByLabel('收集结果');
      await result.waitFor();
      const out = JSON.parse((await result.textContent()) ?? '{}');
      expect(out.attachments.values.map((v: { fileName: string }) => v.fileName)).toEqual(['会议纪要', '新增附件', '年度工作要点']);
      expect(out.attachments.values.map((v: { orderNum: number }) => v.orderNum)).toEqual([1, 2, 3]);
      expect(out.attachments.insertedRows).toHaveLength(1);
      expect(out.attachments.insertedRows[0]).toMatchObject({ fileName: '新增附件', contact: '13912345678', level: 'L' });
      expect(out.attachments.insertedRows[0]).not.toHaveProperty('id');
      expect(out.attachments.updatedRows.map((v: { id: string }) => v.id).sort()).toEqual(['att-1', 'att-2']);
    } finally {
      await c.close();
    }
  });

  it('jumps to the sub-table whose cell fails when collecting', async () => {
    const c = await openDemo();
    try {
      const { page } = c;
      await page.getByRole('tab', { name: '参数' }).click();
      await panel(page, '参数').getByRole('button', { name: '新增', exact: true }).click();
      await page.getByRole('tab', { name: '附件' }).click();
      await page.getByRole('button', { name: '收集数据' }).click();
      await expect.poll(() => page.getByRole('tab', { name: '参数' }).getAttribute('aria-selected')).toBe('true');
      await page.getByRole('alert').filter({ hasText: '第3行「参数名」：请输入参数名' }).first().waitFor();
    } finally {
      await c.close();
    }
  });

  it('loads tree children on first expand', async () => {
    const c = await openDemo();
    try {
      const { page } = c;
      const tree = page.getByRole('grid', { name: '树形子表' });
      await tree.getByRole('button', { name: '展开子级' }).first().click();
      await expect.poll(() => bodyRows(tree).count()).toBe(6);
      expect(((await cellOf(tree, 1, 'name').textContent()) ?? '').trim()).toMatch(/T1-1$/);
    } finally {
      await c.close();
    }
  });
});
