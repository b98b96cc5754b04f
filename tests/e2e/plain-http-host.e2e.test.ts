/**
 * The demo on a training room's host: a plain-http intranet name is not a secure context, so there
 * is no service worker and the fake backend answers inside the page. Beside it the same flow on the
 * usual origin (service worker): log in, open 用户管理, export it, upload an avatar and see it shown.
 */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
// @ts-expect-error plain ESM helper without types
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { loginAs, readCaptcha } from './harness';
import { solidPng } from './fixtures/png';

const INTRANET_HOST = 'training.bureau.internal';
const served = new URL(inject('baseUrl'));

/** Whether an image matching `selector` has loaded real pixels of the given width. */
function imageLoaded(page: Page, selector: string, width: number): Promise<boolean> {
  return page.evaluate(
    ([sel, w]) => [...document.querySelectorAll<HTMLImageElement>(sel)].some((img) => img.complete && img.naturalWidth === w),
    [selector, width] as const,
  );
}

let browser: Browser;
beforeAll(async () => {
  // The intranet name resolves to the test server, as a training room's DNS would.
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH as string,
    args: [...(CHROMIUM_ARGS as string[]), `--host-resolver-rules=MAP ${INTRANET_HOST} 127.0.0.1`],
    headless: true,
  });
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  { host: INTRANET_HOST, secure: false },
  { host: served.hostname, secure: true },
])('the demo served from http://$host', ({ host, secure }) => {
  const origin = `http://${host}:${served.port}`;

  it('logs in, lists users, exports them and shows an uploaded avatar', { timeout: 240000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
    const page = await context.newPage();
    page.setDefaultTimeout(45000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${origin}/user/login`);
      expect(await page.evaluate(() => ({ secure: window.isSecureContext, worker: 'serviceWorker' in navigator }))).toEqual({ secure, worker: secure });
      // The harness logs in on the page it is given; the captcha comes from the in-page backend here.
      expect(await readCaptcha(page)).toMatch(/^\S{4}$/);
      await loginAs(page);

      await page.goto(`${origin}/isystem/user`);
      await expect.poll(() => page.locator('[role="row"]:has([role="gridcell"])').count(), { timeout: 45000 }).toBeGreaterThanOrEqual(10);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出', exact: true }).click()]);
      expect(download.suggestedFilename()).toMatch(/^用户信息\.xlsx?$/);
      const { size } = await import('node:fs/promises').then(async (fs) => fs.stat((await download.path()) as string));
      expect(size).toBeGreaterThan(1000);

      await page.goto(`${origin}/account/settings/base`);
      await page.getByLabel('更换头像', { exact: true }).setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: solidPng(48, 48, [0x3c, 0x3c, 0x3c]) });
      // The upload list's thumbnail and the large avatar both load the uploaded file's pixels.
      await expect.poll(() => imageLoaded(page, 'img[alt$="的头像"]', 48), { timeout: 45000 }).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
