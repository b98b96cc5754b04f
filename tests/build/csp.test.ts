/**
 * The staff's build runs under the strict Content-Security-Policy README documents: scripts only
 * from the site, styles only from the site or with the per-response nonce.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
// @ts-expect-error plain ESM helpers without types
import { startStaticServer } from '../e2e/static-server.mjs';
// @ts-expect-error plain ESM helpers without types
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';

async function collectViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

describe('production build under a strict Content-Security-Policy', () => {
  let browser: Browser;
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    server = await startStaticServer('dist', 0, '127.0.0.1', { csp: true });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders the login and register pages with nonce-stamped styles and no violation', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
    });
    const response = await page.goto(`${server.url}/user/login`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect.poll(() => page.getByRole('heading', { name: '省局网站管理后台' }).isVisible(), { timeout: 15000 }).toBe(true);
    // Emotion's styles are in force: the login button is laid out as a MUI contained button.
    const styled = await page.evaluate(() => {
      const styles = [...document.querySelectorAll('style')];
      return { count: styles.length, stamped: styles.filter((s) => s.nonce !== '').length };
    });
    expect(styled.count).toBeGreaterThan(0);
    expect(styled.stamped).toBe(styled.count);
    const loginButton = page.getByRole('button', { name: '登录', exact: true });
    expect(await loginButton.evaluate((el) => getComputedStyle(el).display)).not.toBe('inline');
    expect(await collectViolations(page)).toEqual([]);

    await page.goto(`${server.url}/user/register`);
    await expect.poll(() => page.getByRole('button', { name: /注\s*册/ }).first().isVisible(), { timeout: 15000 }).toBe(true);
    expect(await collectViolations(page)).toEqual([]);
    await context.close();
  });
});
