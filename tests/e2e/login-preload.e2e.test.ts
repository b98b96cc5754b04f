/**
 * The demo's login page fetches the console shell and the home dashboard while the form waits for
 * the trainer, so that 登录 is followed by the sign-in calls and not by chunk downloads.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, openFreshConsole } from './harness';

const loadedScripts = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.js')));

describe('login page preloads the console', () => {
  it('has the shell and dashboard chunks before 登录 is pressed, and the dashboard then draws without fetching them again', async () => {
    const { page, close } = await openFreshConsole();
    try {
      await page.getByRole('button', { name: '登录', exact: true }).waitFor({ state: 'visible' });
      await expect.poll(async () => (await loadedScripts(page)).filter((p) => /\/(ConsoleShell|AnalysisPage)-[\w-]+\.js$/.test(p)).length, { timeout: 15000 }).toBe(2);
      const fetchedAfter: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (/\/(ConsoleShell|AnalysisPage)-[\w-]+\.js$/.test(path)) fetchedAfter.push(path);
      });
      await loginAs(page);
      await page.getByRole('figure', { name: '近七日访问图表' }).locator('svg').first().waitFor({ state: 'visible' });
      expect(fetchedAfter).toEqual([]);
    } finally {
      await close();
    }
  });
});
