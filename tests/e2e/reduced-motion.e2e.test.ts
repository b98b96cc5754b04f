/**
 * A user who asked the operating system to reduce motion (prefers-reduced-motion) gets a console
 * that does not move: dialogs and menus open and close without fading or growing, buttons without
 * a ripple, the side bar collapses without sliding. A user without that setting keeps the motion,
 * which the same steps show (so the page's movements are seen when there are any).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, loginAs, loginTo, openConsole, type Motion } from './harness';

const USERS = '/isystem/user';

/** CSS properties whose transition moves or fades something (colour changes are not motion). */
const MOVING = ['opacity', 'transform', 'width', 'height', 'left', 'top', 'visibility'];

/** Starts noting every movement of the page: transitions of MOVING properties, and animations. */
async function noteMovements(page: Page): Promise<void> {
  await page.evaluate((moving) => {
    const seen: string[] = [];
    (window as unknown as { __movements: string[] }).__movements = seen;
    const name = (target: EventTarget | null) => (target instanceof Element ? `${target.tagName.toLowerCase()}.${[...target.classList].slice(0, 2).join('.')}` : '?');
    document.addEventListener('transitionrun', (event) => {
      if (moving.includes(event.propertyName)) seen.push(`transition ${event.propertyName} of ${name(event.target)}`);
    }, true);
    document.addEventListener('animationstart', (event) => {
      // MUI's text fields run a still, invisible animation to learn that the browser autofilled them.
      if (!event.animationName.startsWith('mui-auto-fill')) seen.push(`animation ${event.animationName} of ${name(event.target)}`);
    }, true);
  }, MOVING);
}

const movements = (page: Page) => page.evaluate(() => (window as unknown as { __movements: string[] }).__movements);

/** Opens and closes the new-user dialog, opens the role choice, and collapses the side bar. */
async function walkThrough(page: Page): Promise<void> {
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增用户' });
  await dialog.waitFor();
  await dialog.getByRole('combobox', { name: /角色分配/ }).click();
  await page.getByRole('option').first().waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await dialog.getByRole('button', { name: '取消', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: '收起菜单' }).click();
  await page.getByRole('button', { name: '展开菜单' }).waitFor();
}

async function movementsOfWalk(motion: Motion): Promise<string[]> {
  const session = await openConsole(loginTo(USERS), BASE_URL, { motion });
  try {
    const { page } = session;
    await loginAs(page, 'admin', '123456', USERS);
    await page.getByText(/^1-10 共\d+ 条$/).waitFor();
    await noteMovements(page);
    await walkThrough(page);
    return await movements(page);
  } finally {
    await session.close();
  }
}

describe('reduced motion (browser)', () => {
  it('keeps dialogs, menus, buttons and the side bar still for a user who asked to reduce motion', async () => {
    expect(await movementsOfWalk('reduce')).toEqual([]);
  });

  it('animates the same steps for a user without that setting', async () => {
    const seen = (await movementsOfWalk('no-preference')).join('\n');
    expect(seen).toMatch(/transition opacity of div\.MuiBackdrop-root/);
    expect(seen).toMatch(/animation \S+ of span\.[\w.-]*MuiTouchRipple-ripple/);
    expect(seen).toMatch(/transition width of aside/);
  });
});
