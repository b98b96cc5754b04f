/**
 * The demo on a training room's host: a plain-http intranet name is not a secure context, so there
 * is no service worker and the fake backend answers inside the page. Beside it the same flow on the
 * usual origin (service worker): log in, open 用户管理, export it, upload an avatar and see it shown.
 */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { crc32, deflateSync } from 'node:zlib';
// @ts-expect-error plain ESM helper without types
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { loginAs, readCaptcha } from './harness';

const INTRANET_HOST = 'training.bureau.internal';
const served = new URL(inject('baseUrl'));

/** A solid-colour PNG, so the test needs no fixture file. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

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
      await page.getByLabel('更换头像', { exact: true }).setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png(48, 48) });
      // The upload list's thumbnail and the large avatar both load the uploaded file's pixels.
      await expect.poll(() => imageLoaded(page, 'img[alt$="的头像"]', 48), { timeout: 45000 }).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
