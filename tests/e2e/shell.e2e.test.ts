/**
 * The walking skeleton as a person uses it, on the built demo in headless Chromium: sign-in with a
 * redirect, the server-driven menu, tabs, menu search, permissions, session expiry and logout.
 */
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, demoControl, loginAs, openConsole, openFromMenu, withSignedInConsole } from './harness';

const nav = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const tabs = (page: Page) => page.getByRole('tab');

describe('signing in', () => {
  it('sends an unauthenticated visitor to login with the wanted page in the redirect query, then there', async () => {
    const c = await openConsole('/isystem/role?from=bookmark');
    try {
      await c.page.waitForURL(/\/user\/login\?redirect=/);
      expect(new URL(c.page.url()).searchParams.get('redirect')).toBe('/isystem/role?from=bookmark');
      await loginAs(c.page, 'admin', '123456', /\/isystem\/role\?from=bookmark/);
      await expect.poll(() => c.page.title()).toBe('角色管理 · 省局网站管理后台');
    } finally {
      await c.close();
    }
  });

  it('lands on the analysis dashboard with the login figures and the 7-day visit chart', async () => {
    await withSignedInConsole(async (page) => {
      await expect.poll(() => page.title()).toBe('省局网站管理后台');
      for (const label of ['今日IP', '今日访问', '总访问量']) {
        await expect.poll(async () => (await page.getByLabel(label, { exact: true }).textContent())?.trim() ?? '').toMatch(/^[\d,]+$/);
      }
      await page.getByRole('figure', { name: '近七日访问图表' }).waitFor();
      expect(await page.locator('table caption', { hasText: '近七日访问数据' }).locator('xpath=..').locator('tbody tr').count()).toBe(7);
    });
  });
});

describe('menus and tabs', () => {
  it('opens two screens from the server menu into tabs, closes the others from the context menu, and keeps tabs over a reload', async () => {
    await withSignedInConsole(async (page) => {
      await openFromMenu(page, '系统管理', '用户管理');
      await page.waitForURL(/\/isystem\/user$/);
      await openFromMenu(page, '系统管理', '角色管理');
      await page.waitForURL(/\/isystem\/role$/);
      await expect.poll(async () => (await tabs(page).allInnerTexts()).map((t) => t.trim())).toEqual(['首页', '用户管理', '角色管理']);

      await page.reload();
      await page.waitForURL(/\/isystem\/role$/);
      // The console boots again (fake server, snapshot) before the tabs can show.
      await nav(page).waitFor();
      await expect.poll(async () => (await tabs(page).allInnerTexts()).map((t) => t.trim())).toEqual(['首页', '用户管理', '角色管理']);

      await tabs(page).filter({ hasText: '用户管理' }).click({ button: 'right' });
      await page.getByRole('menuitem', { name: '关闭其它' }).click();
      await expect.poll(async () => (await tabs(page).allInnerTexts()).map((t) => t.trim())).toEqual(['首页', '用户管理']);
      await page.waitForURL(/\/isystem\/user$/);
    });
  });

  it('keeps a screen\'s half-typed input when you switch to another tab and back', async () => {
    await withSignedInConsole(async (page) => {
      await openFromMenu(page, '示例', '表单组件');
      const field = page.getByLabel('编码', { exact: true });
      await field.fill('12345');
      await tabs(page).filter({ hasText: '首页' }).click();
      await page.waitForURL(/\/dashboard\/analysis$/);
      await tabs(page).filter({ hasText: '表单组件' }).click();
      await page.waitForURL(/\/demo\/form-widgets$/);
      expect(await page.getByLabel('编码', { exact: true }).inputValue()).toBe('12345');
    });
  });

  it('finds a screen by the pinyin initials of its title in the menu search', async () => {
    await withSignedInConsole(async (page) => {
      await page.getByRole('combobox', { name: '搜索菜单' }).fill('yhgl');
      await page.getByRole('option', { name: /用户管理/ }).first().click();
      await page.waitForURL(/\/isystem\/user$/);
    });
  });

  it('shows a limited user fewer menus and no delete buttons', async () => {
    const c = await openConsole();
    const { page } = c;
    try {
      await loginAs(page, 'editor', '123456');
      await expect.poll(async () => nav(page).getByRole('button', { name: '系统管理', exact: true }).count()).toBe(0);
      const editorEntries = await nav(page).locator('a, [role="button"]').count();
      await openFromMenu(page, '信息管理', '通知公告');
      const grid = page.getByRole('grid');
      await grid.getByRole('row').nth(1).waitFor();
      // content_editor holds notice:add and notice:edit only.
      await page.getByRole('button', { name: '新增', exact: true }).waitFor();
      expect(await grid.getByRole('button', { name: '编辑', exact: true }).count()).toBeGreaterThan(0);
      expect(await grid.getByRole('button', { name: '删除', exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: '批量删除', exact: true }).count()).toBe(0);
      await c.close();

      const admin = await openConsole();
      await loginAs(admin.page, 'admin', '123456');
      await nav(admin.page).getByRole('button', { name: '系统管理', exact: true }).waitFor();
      expect(await nav(admin.page).locator('a, [role="button"]').count()).toBeGreaterThan(editorEntries);
      await openFromMenu(admin.page, '信息管理', '通知公告');
      await admin.page.getByRole('grid').getByRole('button', { name: '删除', exact: true }).first().waitFor();
      await admin.close();
    } finally {
      await c.close().catch(() => undefined);
    }
  });
});

describe('session end', () => {
  it('tells the user the session expired when the server drops the token, and returns to login', async () => {
    await withSignedInConsole(async (page) => {
      // Let the dashboard's own calls finish first, so the call below is the one that meets the dead token.
      await expect.poll(async () => (await page.getByLabel('今日IP', { exact: true }).textContent())?.trim() ?? '').toMatch(/^[\d,]+$/);
      await demoControl(page, 'expire-tokens');
      // Any call now meets the dead token: opening the department switch loads the user's departments.
      await page.getByRole('button', { name: '用户菜单' }).click();
      await page.getByRole('menuitem', { name: '部门切换' }).click();
      await page.getByText('很抱歉，登录已过期，请重新登录').first().waitFor();
      await page.waitForURL(/\/user\/login/);
      expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
    });
  });

  it('asks before logging out and then shows the login page', async () => {
    await withSignedInConsole(async (page) => {
      await page.getByRole('button', { name: '用户菜单' }).click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await page.getByRole('dialog').getByText('真的要注销登录吗 ?').waitFor();
      await page.getByRole('button', { name: '确定' }).click();
      await page.waitForURL(/\/user\/login/);
      await page.goto(BASE_URL + '/dashboard/analysis');
      await page.waitForURL(/\/user\/login\?redirect=/);
    });
  });
});
