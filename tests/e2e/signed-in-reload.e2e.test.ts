/**
 * A signed-in reload of 用户管理 asks for its list page together with the menu call, and the
 * screen shows that answer: the page is asked for once, not once early and again when it draws.
 */
import { describe, expect, it } from 'vitest';
import { loginAs, openConsole, setDemoLatency } from './harness';

const tenRows = () => document.querySelectorAll('[role="row"]:has([role="gridcell"])').length >= 10;

describe('signed-in reload of a list screen', () => {
  it('sends the list call with the menu call, once, and shows its rows', async () => {
    const { page, close } = await openConsole('/user/login');
    try {
      await loginAs(page, 'admin', '123456', '/isystem/user');
      await page.waitForFunction(tenRows);
      await page.waitForLoadState('networkidle');

      // The order below means something only while answers take time: with no latency the menu can
      // answer before the small chunk that starts the list call has loaded, and on a busy machine
      // that chunk can take longer than the build's 80 ms too. A list call that waited for the
      // menu would still come after its answer at any latency.
      await setDemoLatency(page, 500);
      const events: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.endsWith('/sys/user/list')) events.push('list asked');
      });
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.endsWith('/sys/permission/getUserPermissionByToken')) events.push('menu answered');
      });
      await page.reload();
      await page.waitForFunction(tenRows);
      await page.waitForLoadState('networkidle');

      // Asked once, and before the menu's answer (which the screen needs to draw) arrived.
      expect(events).toEqual(['list asked', 'menu answered']);
    } finally {
      await close();
    }
  });
});
