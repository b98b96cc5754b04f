/**
 * Browser-test harness: drives the built demo (dist-demo/, served by global-setup) in Debian's Chromium
 * through playwright-core. Never downloads a browser.
 */
import { afterAll, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// @ts-expect-error plain ESM helper without types
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const BASE_URL: string = inject('baseUrl');

let browser: Browser | null = null;
const contexts = new Set<BrowserContext>();

async function sharedBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH as string, args: CHROMIUM_ARGS as string[], headless: true });
  return browser;
}

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  contexts.clear();
  await browser?.close();
  browser = null;
});

export interface ConsoleSession {
  page: Page;
  context: BrowserContext;
  /** Opens another page in the same browser profile (same storage, like a second tab). */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** A fresh browser profile (empty storage) with one page on the served demo's login screen. */
export async function openConsole(path = '/user/login'): Promise<ConsoleSession> {
  const context = await (await sharedBrowser()).newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
  contexts.add(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  await page.goto(BASE_URL + path);
  return {
    page,
    context,
    newPage: async () => {
      const p = await context.newPage();
      p.setDefaultTimeout(15000);
      return p;
    },
    close: async () => {
      contexts.delete(context);
      await context.close();
    },
  };
}

/** Reads the demo captcha code that the demo build puts in the image's alt text (a training aid). */
export async function readCaptcha(page: Page): Promise<string> {
  const img = page.getByRole('img', { name: /验证码/ });
  await expect.poll(async () => (await img.getAttribute('alt')) ?? '').toMatch(/验证码\s*\S{4}$/);
  const alt = (await img.getAttribute('alt')) ?? '';
  return alt.trim().slice(-4);
}

/** Logs in through the account tab and waits for the landing page. */
export async function loginAs(page: Page, username = 'admin', password = '123456', landing = /\/dashboard\/analysis/): Promise<void> {
  if (!/\/user\/login/.test(page.url())) await page.goto(BASE_URL + '/user/login');
  const user = page.getByLabel('用户名', { exact: true });
  await user.fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('验证码', { exact: true }).fill(await readCaptcha(page));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(landing);
  // The console is ready once the server menu has arrived and the side menu shows it.
  await page.getByRole('navigation', { name: '主菜单' }).waitFor();
}

/** Calls a demo-only control endpoint of the fake backend from inside the page (the service worker answers). */
export async function demoControl(page: Page, path: string, body: unknown = {}): Promise<void> {
  await page.evaluate(
    async ([p, b]) => {
      const res = await fetch(`/zw-lgb2/__demo/${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b) });
      if (!res.ok) throw new Error(`demo control ${p} failed: ${res.status}`);
    },
    [path, body] as const,
  );
}

/** Logs out through the user menu; the fake backend's data lives in this browser profile, so the next login stays in it. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await page.waitForURL(/\/user\/login/);
}
