/**
 * Realtime notices on the built demo: a release in one tab raises the bell in a second tab of the
 * same profile without a reload (fake server: BroadcastChannel relay + msw ws push), and a
 * dropped socket reconnects once, after the 5 s back-off.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, demoControl, loginAs, openConsole, withSignedInConsole } from './harness';

const bell = (page: Page) => page.getByRole('button', { name: /^通知，\d+ 条未读$/ });

async function unread(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) 条未读/.exec(label)?.[1] ?? NaN);
}

/** Adds and releases an ALL announcement through the API with the page's own session. */
async function publish(page: Page, titile: string): Promise<void> {
  await page.evaluate(async (title) => {
    const token = (JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}') as { value?: string }).value ?? '';
    const headers = { 'X-Access-Token': token, 'Content-Type': 'application/json' };
    const body = { titile: title, msgCategory: '1', msgType: 'ALL', priority: 'H', msgContent: '<p>实时</p>', startTime: '2025-01-01 00:00:00', endTime: '2099-12-31 23:59:59' };
    await fetch('/zw-lgb2/sys/annountCement/add', { method: 'POST', headers, body: JSON.stringify(body) });
    const list = (await (await fetch(`/zw-lgb2/sys/annountCement/list?titile=${encodeURIComponent(title)}`, { headers })).json()) as { result: { records: Array<{ id: string }> } };
    const released = (await (await fetch(`/zw-lgb2/sys/annountCement/doReleaseData?id=${list.result.records[0].id}`, { headers })).json()) as { success: boolean };
    if (!released.success) throw new Error('release failed');
  }, titile);
}

async function socketAccepted(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const res = (await (await fetch('/zw-lgb2/__demo/socket')).json()) as { result: { accepted: Record<string, number> } };
    return Object.values(res.result.accepted).reduce((a, b) => a + b, 0);
  });
}

describe('notice bell realtime channel', () => {
  it('publishes an announcement in one page and raises the bell badge in a second page without reload', async () => {
    const c = await openConsole();
    try {
      await loginAs(c.page);
      await expect.poll(() => bell(c.page).getAttribute('data-socket')).toBe('open');
      // The second tab reads the shared demo database, which stored this login's token before the login answered.
      const token = await c.page.evaluate(() => (JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}') as { value?: string }).value ?? '');
      expect(token).not.toBe('');
      const second = await c.newPage();
      await second.goto(BASE_URL + '/dashboard/analysis');
      await expect.poll(() => bell(second).getAttribute('data-socket')).toBe('open');
      await expect.poll(() => unread(second)).toBeGreaterThan(0);
      const before = await unread(second);
      let navigations = 0;
      second.on('framenavigated', (f) => {
        if (f === second.mainFrame()) navigations += 1;
      });

      await publish(c.page, `跨页实时通知${Date.now()}`);

      await expect.poll(() => unread(second), { timeout: 10000 }).toBe(before + 1);
      expect(navigations).toBe(0);
      await bell(second).click();
      await second.getByRole('tab', { name: /^通知\(\d+\)$/ }).waitFor();
      await second.getByText(/跨页实时通知/).waitFor();
    } finally {
      await c.close();
    }
  });

  it('reconnects once, after the 5 s back-off, when the fake server drops the socket', async () => {
    await withSignedInConsole(async (page) => {
      await expect.poll(() => bell(page).getAttribute('data-socket')).toBe('open');
      await demoControl(page, 'socket', { reset: true });
      const dropped = Date.now();
      await demoControl(page, 'socket', { drop: true });
      await expect.poll(() => bell(page).getAttribute('data-socket')).toBe('waiting');
      await expect.poll(() => bell(page).getAttribute('data-socket'), { timeout: 8000, interval: 100 }).toBe('open');
      // Not before the 5 s back-off; the back-off's exact schedule (and that it never repeats) is the
      // machine test's, on a simulated clock.
      const elapsed = Date.now() - dropped;
      expect(elapsed).toBeGreaterThanOrEqual(4900);
      expect(elapsed).toBeLessThan(8000);
      expect(await socketAccepted(page)).toBe(1);
      expect(await bell(page).getAttribute('data-reconnects')).toBe('1');
    });
  });
});
