/**
 * The demo answers a page only while its service worker controls the page. A page it does not
 * control although the worker is registered (one that loaded while the worker was still
 * installing, or was reloaded with Shift) must not lose the user's first action to msw's reload of
 * such a page: 同意授权 on the stand-in provider's page is that page's first backend call. And the
 * worker stays registered when the last demo page goes, so the next one is controlled at once.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL, openFreshConsole } from '../harness';

describe('a page the demo worker does not control yet (browser)', () => {
  it('keeps the click that starts its fake backend: 同意授权 signs in at once', async () => {
    const session = await openFreshConsole();
    try {
      // The first tab's login page starts its fake backend, which registers the worker; while
      // that tab stays open, the worker stays registered.
      await session.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const page = await session.newPage();
      await page.goto(BASE_URL + '/user/login?thirdLoginProvider=1&thirdType=github');
      // Shift+Reload: the page loads past the worker, which then does not control it.
      const cdp = await session.context.newCDPSession(page);
      await Promise.all([page.waitForEvent('load'), cdp.send('Page.reload', { ignoreCache: true })]);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).search.split('=')[0] ?? '');
      });
      await page.getByRole('button', { name: '同意授权' }).click();
      await page.waitForURL(/\/dashboard\/analysis/);
      await page.getByRole('navigation', { name: '主菜单' }).waitFor();
      // Straight back to the login page with the provider's token, and on into the console:
      // no reload of the provider's page in between.
      expect(visited).toEqual(['?thirdLoginToken', '']);
    } finally {
      await session.close();
    }
  }, 120_000);

  it('keeps its worker when the only tab reloads: the next page is controlled from its first call', async () => {
    const session = await openFreshConsole();
    try {
      const { page } = session;
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const state = () =>
        page.evaluate(async () => ({
          controlled: navigator.serviceWorker.controller !== null,
          registered: (await navigator.serviceWorker.getRegistrations()).length,
        }));
      for (let load = 0; load < 2; load++) {
        await page.reload();
        expect(await state()).toEqual({ controlled: true, registered: 1 });
      }
    } finally {
      await session.close();
    }
  }, 120_000);
});
