/**
 * A list page round trip in the built demo (职务管理 over the fake backend):
 * query, sort, page, an advanced query saved and re-applied after a reload,
 * and an export whose workbook holds exactly the filtered rows.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { demoControl, loginAs, openConsole } from './harness';

const POSITIONS = '/isystem/position';

async function total(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).waitFor();
}

/** First data row's text (the grid's header row is row 0). */
async function firstRowText(page: Page): Promise<string> {
  return (await page.getByRole('row').nth(1).textContent()) ?? '';
}

async function pick(page: Page, scope: Locator, label: RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('list page round trip (职务管理)', () => {
  it('queries, sorts, pages, saves and re-applies an advanced query, and exports the filtered rows', async () => {
    const { page, close } = await openConsole();
    try {
      await demoControl(page, 'reset');
      await loginAs(page, 'admin', '123456', POSITIONS);
      await total(page, '1-10 共40 条');
      expect(await firstRowText(page)).toContain('后勤保障员');

      // Query: 职务名称 is a like search (*v*).
      await page.getByRole('textbox', { name: '职务名称' }).fill('主任');
      await page.getByRole('button', { name: '查询', exact: true }).click();
      await total(page, '1-7 共7 条');
      await page.getByRole('button', { name: '重置', exact: true }).click();
      await total(page, '1-10 共40 条');

      // Sort by 职务编码 ascending, then page.
      await page.getByRole('columnheader', { name: /职务编码/ }).click();
      await expect.poll(() => firstRowText(page)).toContain('ZW001');
      await page.getByRole('button', { name: '转到第 2 页' }).click();
      await total(page, '11-20 共40 条');
      await expect.poll(() => firstRowText(page)).toContain('ZW011');

      // Advanced query: 职级 等于 正高级, saved as 正高级职务, then applied.
      await page.getByRole('button', { name: '高级查询', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '高级查询构造器' });
      const row = dialog.getByRole('group', { name: '条件 1' });
      await pick(page, row, /查询字段/, '职级');
      await pick(page, row, /值/, '正高级');
      await dialog.getByRole('button', { name: '保存查询条件' }).click();
      const prompt = page.getByRole('dialog', { name: '请输入保存的名称' });
      await prompt.getByRole('textbox', { name: '保存名称' }).fill('正高级职务');
      await prompt.getByRole('button', { name: '确定' }).click();
      await dialog.getByRole('button', { name: /^正高级职务/ }).waitFor();
      await dialog.getByRole('button', { name: '查询', exact: true }).click();
      await total(page, '1-4 共4 条');

      // After a reload the query is gone but the saved one is still there to re-apply.
      await page.reload();
      await total(page, '1-10 共40 条');
      await page.getByRole('button', { name: '高级查询', exact: true }).click();
      await dialog.getByRole('button', { name: /^正高级职务/ }).click();
      await dialog.getByRole('button', { name: '查询', exact: true }).click();
      await total(page, '1-4 共4 条');
      await expect.poll(() => page.getByRole('button', { name: '高级查询', exact: true }).getAttribute('aria-pressed')).toBe('true');

      // Export: the workbook holds the 4 filtered rows under 2 title rows and the header row.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出', exact: true }).click()]);
      expect(download.suggestedFilename()).toMatch(/^职务表\.xlsx?$/);
      const book = XLSX.read(await readFile((await download.path()) as string), { type: 'buffer' });
      const grid = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false, defval: '' });
      expect(grid[0][0]).toBe('职务表列表数据');
      expect(grid[1][0]).toBe('导出人:管理员');
      expect(grid[2].slice(0, 3)).toEqual(['职务编码', '职务名称', '职级']);
      const rows = grid.slice(3).filter((r) => r.some((c) => c !== ''));
      expect(rows.map((r) => r[0]).sort()).toEqual(['ZW001', 'ZW002', 'ZW003', 'ZW004']);
      expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['正高级']));
    } finally {
      await close();
    }
  });
});
