/**
 * Reliability on the built demo: a published notice whose HTML tries to cover the console stays in
 * its box; 查询 always reloads; one failed save or login shows one message; an account with an
 * empty menu is told why it is back on the login page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tryBadInput } from '../../reliability/tally';
import { demoControl, loginAs, openConsole as openHarnessConsole, readCaptcha } from '../harness';

/** The harness console with a patient page: on a busy two-core machine the demo boots slowly. */
async function openConsole() {
  const session = await openHarnessConsole();
  session.page.setDefaultTimeout(60000);
  return session;
}

const OVERLAY = '<p id="phish" style="position:fixed;left:0;top:0;width:100vw;height:100vh;z-index:99999;background:#fff">登录已过期，请重新输入密码</p>';
const POSITIONS = '/isystem/position';

/** Adds and releases an ALL announcement through the API with the page's own session, as a crafted request would. */
async function publish(page: Page, titile: string, msgContent: string): Promise<void> {
  await page.evaluate(
    async ([title, content]) => {
      const token = (JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}') as { value?: string }).value ?? '';
      const headers = { 'X-Access-Token': token, 'Content-Type': 'application/json' };
      const body = { titile: title, msgCategory: '1', msgType: 'ALL', priority: 'H', msgContent: content, startTime: '2025-01-01 00:00:00', endTime: '2099-12-31 23:59:59' };
      await fetch('/zw-lgb2/sys/annountCement/add', { method: 'POST', headers, body: JSON.stringify(body) });
      const list = (await (await fetch(`/zw-lgb2/sys/annountCement/list?titile=${encodeURIComponent(title)}`, { headers })).json()) as { result: { records: Array<{ id: string }> } };
      const released = (await (await fetch(`/zw-lgb2/sys/annountCement/doReleaseData?id=${list.result.records[0].id}`, { headers })).json()) as { success: boolean };
      if (!released.success) throw new Error('release failed');
    },
    [titile, msgContent] as const,
  );
}

/** The id of the element the user would hit at a point, or the nearest ancestor's, and whether it is the injected one. */
async function hitsInjected(page: Page, x: number, y: number): Promise<boolean> {
  return page.evaluate(([px, py]) => Boolean(document.elementFromPoint(px, py)?.closest('[id$="phish"]')), [x, y] as const);
}

const visibleAlerts = (page: Page) => page.locator('[role="alert"]:visible').count();

async function openPositionForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增' });
  await dialog.getByRole('textbox', { name: '职务编码' }).fill(`E2E${Date.now()}`);
  await dialog.getByRole('textbox', { name: '职务名称' }).fill('故障测试职务');
  await dialog.getByRole('combobox', { name: '职级' }).click();
  // The first option is the empty 请选择.
  await page.getByRole('option').nth(1).click();
}

describe('published HTML cannot take over the console', () => {
  it('shows an overlay notice from the bell inside its box, the console stays usable', async () => {
    const c = await openConsole();
    try {
      await loginAs(c.page);
      const title = `覆盖测试${Date.now()}`;
      await publish(c.page, title, OVERLAY);
      await tryBadInput('notice body with a fixed full-screen overlay', 'crash', async () => {
        await c.page.getByRole('button', { name: /^通知，\d+ 条未读$/ }).click();
        await c.page.getByText(title).click();
        const modal = c.page.getByRole('dialog', { name: '通知消息' });
        await modal.getByText('登录已过期，请重新输入密码').waitFor();
        const style = await modal.locator('[id$="phish"]').evaluate((el) => getComputedStyle(el).position);
        expect(style).not.toBe('fixed');
        // Neither the viewport corner nor the header row is covered by the injected paragraph.
        expect(await hitsInjected(c.page, 5, 5)).toBe(false);
        expect(await hitsInjected(c.page, 1300, 20)).toBe(false);
        await modal.getByRole('button', { name: '关闭' }).click();
        await modal.waitFor({ state: 'hidden' });
        const userMenu = c.page.getByRole('button', { name: '用户菜单' });
        const box = (await userMenu.boundingBox())!;
        expect(await hitsInjected(c.page, box.x + box.width / 2, box.y + box.height / 2)).toBe(false);
        await userMenu.click();
        await c.page.getByRole('menuitem', { name: '退出登录' }).waitFor();
      });
    } finally {
      await c.close();
    }
  });
});

describe('查询 always reloads', () => {
  it('sends a list request for each 查询 with the same filter', async () => {
    const c = await openConsole();
    try {
      await loginAs(c.page, 'admin', '123456', POSITIONS);
      await c.page.getByRole('button', { name: '查询', exact: true }).waitFor();
      await c.page.getByRole('row').nth(1).waitFor();
      let lists = 0;
      c.page.on('request', (r) => {
        if (r.url().includes('/sys/position/list')) lists += 1;
      });
      await tryBadInput('查询 twice with an unchanged filter', 'wrong', async () => {
        await c.page.getByRole('button', { name: '查询', exact: true }).click();
        await expect.poll(() => lists).toBe(1);
        await c.page.getByRole('button', { name: '查询', exact: true }).click();
        await expect.poll(() => lists).toBe(2);
      });
    } finally {
      await c.close();
    }
  });
});

describe('one error, one message', () => {
  const faults = [
    { name: 'HTTP 500', fault: { failNext: 500, failMessage: '服务器内部错误' } },
    { name: 'network failure', fault: { failNext: 0 } },
    { name: 'malformed answer', fault: { failNext: 200, failRaw: '<html>网关错误</html>' } },
  ];

  it.each(faults)('a save answered with $name shows exactly one message', async ({ name, fault }) => {
    const c = await openConsole();
    try {
      await loginAs(c.page, 'admin', '123456', POSITIONS);
      await c.page.getByRole('row').nth(1).waitFor();
      await openPositionForm(c.page);
      await demoControl(c.page, 'faults', { ...fault, failPath: '/sys/position/add' });
      await tryBadInput(`position save answered with ${name}`, 'wrong', async () => {
        const dialog = c.page.getByRole('dialog', { name: '新增' });
        await dialog.getByRole('button', { name: '确定' }).click();
        await c.page.locator('[role="alert"]:visible').first().waitFor();
        await expect.poll(() => dialog.getByRole('button', { name: '确定' }).isEnabled()).toBe(true);
        expect(await visibleAlerts(c.page)).toBe(1);
        // Nothing typed is lost: the form stays open with its values.
        await expect.poll(() => dialog.getByRole('textbox', { name: '职务名称' }).inputValue()).toBe('故障测试职务');
      });
    } finally {
      await c.close();
    }
  });

  it.each(faults)('a login answered with $name shows exactly one message', async ({ name, fault }) => {
    const c = await openConsole();
    try {
      await c.page.getByLabel('用户名', { exact: true }).fill('admin');
      await c.page.getByLabel('密码', { exact: true }).fill('123456');
      await c.page.getByLabel('验证码', { exact: true }).fill(await readCaptcha(c.page));
      await demoControl(c.page, 'faults', { ...fault, failPath: '/sys/login' });
      await tryBadInput(`login answered with ${name}`, 'wrong', async () => {
        await c.page.getByRole('button', { name: '登录', exact: true }).click();
        await c.page.locator('[role="alert"]:visible').first().waitFor();
        await expect.poll(() => c.page.getByRole('button', { name: '登录', exact: true }).isEnabled()).toBe(true);
        expect(await visibleAlerts(c.page)).toBe(1);
      });
    } finally {
      await c.close();
    }
  });
});

describe('an account without menus', () => {
  it('is told why it is back on the login page', async () => {
    const c = await openConsole();
    try {
      await c.page.getByLabel('用户名', { exact: true }).fill('admin');
      await c.page.getByLabel('密码', { exact: true }).fill('123456');
      await c.page.getByLabel('验证码', { exact: true }).fill(await readCaptcha(c.page));
      const empty = JSON.stringify({ success: true, message: '', code: 0, result: { menu: [], auth: [], allAuth: [], sysSafeMode: false }, timestamp: Date.now() });
      await demoControl(c.page, 'faults', { failNext: 200, failPath: 'getUserPermissionByToken', failRaw: empty });
      await tryBadInput('permission answer with an empty menu', 'wrong', async () => {
        await c.page.getByRole('button', { name: '登录', exact: true }).click();
        await c.page.getByText('该账号没有任何菜单权限，请联系管理员授权').waitFor();
        expect(c.page.url()).toMatch(/\/user\/login/);
      });
    } finally {
      await c.close();
    }
  });
});
