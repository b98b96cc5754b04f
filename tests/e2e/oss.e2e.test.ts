/**
 * 文件管理 as a person uses it, on the built demo in headless Chromium: upload a file through the
 * toolbar, find it on top of the list with its address serving the bytes, preview a seeded
 * picture, then delete the upload after the confirm.
 */
import { describe, it, expect } from 'vitest';
import { withSignedInConsole } from './harness';

describe('文件管理', () => {
  it('uploads a file, lists it, previews a picture and deletes the upload', async () => {
    await withSignedInConsole(async (page) => {
      await page.getByText('1-10 共30 条').waitFor();

      await page.getByLabel('文件上传', { exact: true }).setInputFiles({ name: '季度总结.txt', mimeType: 'text/plain', buffer: Buffer.from('第三季度工作总结') });
      await page.getByText('季度总结.txt 上传成功!').waitFor();
      await page.getByText('1-10 共31 条').waitFor();
      const row = page.getByRole('row').filter({ hasText: '季度总结.txt' });
      await row.waitFor();
      expect(await page.getByRole('row').nth(1).textContent()).toContain('季度总结.txt');

      const link = row.getByRole('link');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/\/oss\/upload\/test\/季度总结_\d+\.txt$/);
      const served = await page.evaluate(async (url) => (await fetch(url)).text(), href);
      expect(served).toBe('第三季度工作总结');

      const picture = page.getByRole('row').filter({ hasText: '首页轮播图.png' });
      await picture.getByRole('button', { name: '预览' }).click();
      const dialog = page.getByRole('dialog', { name: '首页轮播图.png' });
      const img = dialog.getByRole('img', { name: '首页轮播图.png' });
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: '关闭' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await row.getByRole('button', { name: '删除' }).click();
      await page.getByRole('dialog', { name: '确定删除吗?' }).getByRole('button', { name: '确定' }).click();
      await page.getByText('删除成功!').waitFor();
      await page.getByText('1-10 共30 条').waitFor();
      expect(await page.getByRole('row').filter({ hasText: '季度总结.txt' }).count()).toBe(0);
    }, { landing: '/oss/file' });
  });
});
