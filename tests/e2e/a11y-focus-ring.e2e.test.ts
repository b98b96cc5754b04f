/**
 * Keyboard users see where they are: tabbing through the login page, the console shell (header
 * buttons, side menu, tab bar) and a list screen's buttons, every button, link, tab and menu item
 * that takes the focus draws a visible ring (an outline or a box shadow).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, openConsole, openFromMenu } from './harness';

interface Stop {
  what: string;
  control: boolean;
  ring: string | null;
}

/** What has the focus, whether it is a control this check is about, and its ring if it has one. */
async function focused(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', control: false, ring: null };
    const role = el.getAttribute('role') ?? '';
    const control = ['BUTTON', 'A'].includes(el.tagName) || ['button', 'link', 'tab', 'menuitem', 'treeitem', 'option'].includes(role);
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24);
    const what = `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}"`;
    // A tree item draws the ring on its own row, not round its whole subtree.
    const painted = role === 'treeitem' ? ((el.querySelector(':scope > .MuiTreeItem-content') as HTMLElement | null) ?? el) : el;
    const style = getComputedStyle(painted);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}` : null;
    const shadow = style.boxShadow && style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : null;
    return { what, control, ring: outline ?? shadow };
  });
}

/** Presses Tab up to `max` times and returns every control that took the focus on the way. */
async function tabThrough(page: Page, max: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (stop.control) stops.push(stop);
  }
  return stops;
}

const withoutRing = (stops: readonly Stop[]) => stops.filter((s) => s.ring === null).map((s) => s.what);

describe('visible keyboard focus', () => {
  it('every control of the login page and the console shell shows a focus ring', async () => {
    const c = await openConsole();
    const { page } = c;
    try {
      await page.getByLabel('用户名', { exact: true }).waitFor({ timeout: 60000 });
      await page.getByRole('img', { name: /验证码/ }).waitFor();
      await page.locator('body').focus();
      const login = await tabThrough(page, 14);
      // The tabs, the captcha button, 登录 and the links below it at least.
      expect(login.length).toBeGreaterThanOrEqual(4);
      expect(login.map((s) => s.what).join('\n')).toMatch(/登录/);
      expect(withoutRing(login)).toEqual([]);

      await loginAs(page);
      // Open a list screen so the tab bar holds two tabs and the page has a toolbar.
      await openFromMenu(page, '系统管理', '用户管理');
      await page.waitForURL(/\/isystem\/user$/);
      await page.getByRole('button', { name: '查询' }).first().waitFor();
      // Start from the top of the page, as after a reload.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

      const shell = await tabThrough(page, 60);
      const seen = shell.map((s) => s.what).join('\n');
      // The side menu, the header's buttons and the tab bar were all reached.
      expect(seen, `stops:\n${seen}`).toMatch(/"角色管理"/);
      expect(seen, `stops:\n${seen}`).toMatch(/用户菜单/);
      expect(seen, `stops:\n${seen}`).toMatch(/\[role=tab\] "用户管理/);
      expect(withoutRing(shell), `stops:\n${seen}`).toEqual([]);

      // The list's own buttons: from its first query field onwards.
      await page.getByRole('main').getByRole('textbox').first().focus();
      const list = await tabThrough(page, 14);
      const listSeen = list.map((s) => s.what).join('\n');
      expect(listSeen, `stops:\n${listSeen}`).toMatch(/"查询"/);
      expect(listSeen, `stops:\n${listSeen}`).toMatch(/"重置"/);
      expect(withoutRing(list), `stops:\n${listSeen}`).toEqual([]);
    } finally {
      await c.close();
    }
  }, 120_000);
});
