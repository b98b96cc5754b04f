/**
 * 通知公告 in the built demo: an admin creates a notice with a cover picture and a body carrying
 * an XSS payload, and its detail shows the pictures while the payload stays inert — both when the
 * payload comes through the editor (pasted HTML) and when the server holds it raw (an API client).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoControl, loginAs, loginTo, openConsole } from './harness';
import { solidPng } from './fixtures/png';

const PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
const TITLE = '关于网站安全测试的通知';

/** Solid government red, 64×40 unless asked otherwise. */
const png = (width = 64, height = 40) => solidPng(width, height, [200, 30, 40]);

/** Pastes HTML into the rich-text editor the way a browser clipboard would. */
async function pasteHtml(page: Page, html: string): Promise<void> {
  await page.locator('[role="dialog"] .ProseMirror[contenteditable="true"]').first().click();
  await page.locator('[role="dialog"] .ProseMirror[contenteditable="true"]').first().evaluate((el, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** Calls the fake backend from the page (through the demo's service worker) with the session token. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string;
      const res = await fetch(`/zw-lgb2${path}`, {
        method,
        headers: { 'X-Access-Token': token, 'Content-Type': 'application/json;charset=UTF-8' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as T;
    },
    { method, path, body },
  );
}

const imageShown = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((imgs) => imgs.length > 0 && imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0));

describe('通知公告 (browser)', () => {
  it('creates a notice with a picture and an XSS payload, and shows its detail safely', async () => {
    const session = await openConsole(loginTo('/content/notice'));
    const dialogs: string[] = [];
    try {
      const { page } = session;
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await demoControl(page, 'reset');
      await loginAs(page, 'admin', '123456', '/content/notice');
      await page.getByText(/^1-10 共\d+ 条$/).waitFor();

      await page.getByRole('button', { name: '新增', exact: true }).click();
      const form = page.getByRole('dialog', { name: '新增' });
      await form.getByRole('textbox', { name: /标题/ }).fill(TITLE);
      await form.getByLabel('上传', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png() });
      await expect.poll(() => imageShown(page, '[role="dialog"] [aria-label="已上传图片"] img')).toBe(true);
      await pasteHtml(page, `<p>请各处室做好网站安全自查。</p>${PAYLOAD}`);
      // A picture in the body, uploaded through the editor's own button.
      await form.locator('input[type="file"][aria-label="插入图片"]').setInputFiles({ name: 'body.png', mimeType: 'image/png', buffer: png(80, 50) });
      await expect.poll(() => imageShown(page, '[role="dialog"] [contenteditable="true"] img')).toBe(true);
      await form.getByRole('button', { name: '确定', exact: true }).click();
      await page.getByText('添加成功！').waitFor();

      const row = page.getByRole('row').filter({ hasText: TITLE });
      await row.getByRole('button', { name: '详情' }).click();
      let detail = page.getByRole('dialog', { name: '详情' });
      await expect.poll(() => imageShown(page, '[data-testid="content-body"] img')).toBe(true);
      expect(await detail.getByTestId('content-body').textContent()).toContain('请各处室做好网站安全自查。');
      await detail.getByRole('button', { name: '关闭', exact: true }).last().click();
      await detail.waitFor({ state: 'hidden' });

      // The server may hold raw HTML too (any API client can write it): put the payload and a picture in as is.
      const listed = await api<{ result: { records: Array<{ id: string; coverImage: string; title: string }> } }>(page, 'GET', `/content/notice/list?title=${encodeURIComponent(TITLE)}`);
      const created = listed.result.records.find((r) => r.title === TITLE)!;
      expect(created.coverImage).toBeTruthy();
      const raw = `<p>正文第一段。</p><p><img src="/zw-lgb2/sys/common/static/${created.coverImage}" alt="正文配图"></p>${PAYLOAD}`;
      const edited = await api<{ success: boolean }>(page, 'PUT', '/content/notice/edit', { id: created.id, title: TITLE, content: raw });
      expect(edited.success).toBe(true);

      // A reload keeps the rows (localStorage snapshot) and the uploaded pictures (IndexedDB).
      await page.reload();
      await page.getByRole('row').filter({ hasText: TITLE }).getByRole('button', { name: '详情' }).click();
      detail = page.getByRole('dialog', { name: '详情' });
      await detail.getByRole('img', { name: '正文配图' }).waitFor();
      await expect.poll(() => imageShown(page, '[data-testid="content-body"] img[alt="正文配图"]')).toBe(true);
      await expect.poll(() => imageShown(page, `[role="dialog"] img[alt="${TITLE} 图片"]`)).toBe(true);
      expect(await detail.locator('[data-testid="content-body"] script').count()).toBe(0);
      expect(await detail.locator('[data-testid="content-body"] [onerror]').count()).toBe(0);
      // Every picture of the body has loaded or failed: a surviving onerror would have run by now.
      await expect.poll(() => page.locator('[data-testid="content-body"] img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
    } finally {
      await session.close();
    }
  }, 90_000);
});
