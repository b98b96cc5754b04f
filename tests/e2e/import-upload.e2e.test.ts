/**
 * Import and upload as a person uses them, on the built demo in headless Chromium: a real .xlsx
 * parsed in the browser's worker with its bad row flagged before upload, and an image upload
 * next to a too-large one. Files are built here (SheetJS, a minimal PNG), never committed.
 */
import { describe, it, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { loginAs, loginTo, openConsole } from './harness';
import { positionWorkbook, XLSX_MIME } from './fixtures/workbooks';

/** A valid 1×1 PNG. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A PNG header followed by padding up to `bytes` (over the 5 MB image limit). */
function largePng(bytes: number): Buffer {
  const out = Buffer.alloc(bytes);
  PNG_1PX.copy(out);
  return out;
}

/** A fresh console signed in on the upload demo page, closed afterwards whatever happened. */
async function onUploadDemo(run: (page: Page) => Promise<void>): Promise<void> {
  const { page, close } = await openConsole(loginTo('/demo/upload'));
  try {
    await loginAs(page, 'admin', '123456', '/demo/upload');
    await page.getByRole('heading', { name: '图片上传（最多3张）' }).waitFor();
    await run(page);
  } finally {
    await close();
  }
}

/** 导入 pressed: its 导入EXCEL dialog, shown. */
async function openImport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入EXCEL' });
  await dialog.waitFor();
  return dialog;
}

describe('import preview', () => {
  it('flags the bad row of a real .xlsx before upload, then imports it', async () => {
    await onUploadDemo(async (page) => {
      const dialog = await openImport(page);
      const bytes = positionWorkbook(8, { 3: 'noName' });
      await dialog.getByLabel('选择导入文件').setInputFiles({ name: '职务导入.xlsx', mimeType: XLSX_MIME, buffer: Buffer.from(bytes) });

      const card = dialog.getByRole('region', { name: '职务导入.xlsx' });
      await expect.poll(async () => (await card.textContent()) ?? '').toContain('共 8 行数据 · 1 行有问题');
      expect(await card.getByRole('list', { name: '数据问题' }).textContent()).toContain('第7行 「职务名称」不能为空');
      const flagged = card.locator('tr[data-flagged="true"]');
      expect(await flagged.count()).toBe(1);
      expect((await flagged.locator('td').first().textContent())?.trim()).toMatch(/^7/);
      expect(await card.getByRole('row').count()).toBe(9); // header + 8 preview rows

      await dialog.getByRole('button', { name: '开始上传' }).click();
      await expect.poll(async () => (await card.textContent()) ?? '', { timeout: 15000 }).toMatch(/共8行数据全部导入成功！|导入成功,但是有错误数据!/);
    });
  });

  it('says 未知的文件 for a spreadsheet that is not one, without freezing the page', async () => {
    await onUploadDemo(async (page) => {
      const dialog = await openImport(page);
      await dialog.getByLabel('选择导入文件').setInputFiles({ name: '假的.xlsx', mimeType: XLSX_MIME, buffer: Buffer.from('职务编码,职务名称\nP1,甲\n') });
      await dialog.getByText('未知的文件').waitFor();
      expect(await dialog.getByRole('button', { name: '开始上传' }).isDisabled()).toBe(true);
    });
  });
});

describe('image upload', () => {
  it('stores an image and shows it from the server, and refuses one over 5 MB', async () => {
    await onUploadDemo(async (page) => {
      const images = page.getByRole('list', { name: '已上传图片' });
      const input = page.getByLabel('上传', { exact: true });

      await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
      await page.getByText('logo.png 上传成功!').waitFor();
      const img = images.getByRole('img', { name: 'logo.png' });
      await expect.poll(() => img.getAttribute('src')).toMatch(/\/zw-lgb2\/sys\/common\/static\/demo\/logo_\d+\.png$/);
      // The picture really comes back from the fake server's static route.
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBe(1);
      expect(await page.getByLabel('图片上传（最多3张） 的值').textContent()).toMatch(/值：demo\/logo_\d+\.png$/);

      await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: largePng(6 * 1024 * 1024) });
      await page.getByText('文件大小不可超过5M').waitFor();
      expect(await images.getByRole('listitem').count()).toBe(1);
    });
  });
});
