/**
 * 用户管理 in the built demo: a user created with a department and a role logs
 * in and sees only that role's menus; a frozen user is refused with the
 * backend's message; a deleted user comes back from the recycle bin.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BASE_URL, demoControl, loginAs, openConsole, readCaptcha, logout } from './harness';
import { openNewUser } from './user-dialog';

const USERS = '/isystem/user';

const treeRow = (scope: Locator, name: string) =>
  scope.locator('.MuiTreeItem-content').filter({ has: scope.page().locator('.MuiTreeItem-label', { hasText: new RegExp(`^${name}$`) }) });

const row = (page: Page, username: string) => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: username, exact: true }) });

async function openUsers(page: Page): Promise<void> {
  await page.goto(BASE_URL + USERS);
  await page.getByText(/^1-10 共\d+ 条$/).waitFor();
}

async function searchAccount(page: Page, username: string, total: string): Promise<void> {
  await page.getByRole('textbox', { name: '用户账号' }).fill(username);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await page.getByText(total, { exact: true }).waitFor();
}

async function menuTexts(page: Page): Promise<string> {
  return (await page.getByRole('navigation', { name: '主菜单' }).textContent()) ?? '';
}

async function tryLogin(page: Page, username: string, password = '123456'): Promise<void> {
  await page.goto(BASE_URL + '/user/login');
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('验证码', { exact: true }).fill(await readCaptcha(page));
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

describe('用户管理 (browser)', () => {
  it('creates a user with a department and a role, who then logs in and sees the granted menus only', async () => {
    const admin = await openConsole();
    try {
      await demoControl(admin.page, 'reset');
      await loginAs(admin.page, 'admin', '123456');
      const { page } = admin;
      expect(await menuTexts(page)).toContain('系统管理');
      await openUsers(page);
      const dialog = await openNewUser(page, { username: 'e2e_editor', realname: '浏览器测试', workNo: 'E2E001' });
      await dialog.getByRole('combobox', { name: /角色分配/ }).click();
      await page.getByRole('option', { name: '内容编辑', exact: true }).click();
      await page.keyboard.press('Escape');
      await dialog.getByRole('textbox', { name: /部门分配/ }).click();
      const picker = page.getByRole('dialog', { name: '选择层级' });
      await treeRow(picker, '办公室').locator('.MuiTreeItem-checkbox').click();
      await picker.getByRole('button', { name: '确认' }).click();
      await expect.poll(() => dialog.getByRole('textbox', { name: /部门分配/ }).inputValue()).toBe('办公室');
      await dialog.getByRole('button', { name: '提交' }).click();
      await page.getByText('添加成功！').waitFor();
      await searchAccount(page, 'e2e_editor', '1-1 共1 条');
      await expect.poll(async () => (await row(page, 'e2e_editor').textContent()) ?? '').toContain('办公室');

      await logout(page);
      await loginAs(page, 'e2e_editor', 'Abc@12345');
      const menu = await menuTexts(page);
      expect(menu).toContain('首页');
      expect(menu).not.toContain('系统管理');
    } finally {
      await admin.close();
    }
  });

  it('freezes a user, whose login is then refused with 该用户已冻结', async () => {
    const admin = await openConsole();
    try {
      await demoControl(admin.page, 'reset');
      await loginAs(admin.page, 'admin', '123456');
      await openUsers(admin.page);
      await searchAccount(admin.page, 'editor', '1-1 共1 条');
      await row(admin.page, 'editor').getByRole('button', { name: '冻结', exact: true }).click();
      await admin.page.getByRole('dialog', { name: '确认操作' }).getByRole('button', { name: '确定' }).click();
      await admin.page.getByText('操作成功!').waitFor();
      await row(admin.page, 'editor').getByRole('button', { name: '解冻', exact: true }).waitFor();

      await logout(admin.page);
      await tryLogin(admin.page, 'editor');
      await admin.page.getByText('该用户已冻结').first().waitFor();
      expect(admin.page.url()).toMatch(/\/user\/login/);
    } finally {
      await admin.close();
    }
  });

  it('deletes a user and restores them from the recycle bin', async () => {
    const { page, close } = await openConsole();
    try {
      await demoControl(page, 'reset');
      await loginAs(page, 'admin', '123456');
      await openUsers(page);
      await searchAccount(page, 'editor', '1-1 共1 条');
      await row(page, 'editor').getByRole('button', { name: '删除', exact: true }).click();
      await page.getByRole('dialog', { name: '确定删除吗?' }).getByRole('button', { name: '确定' }).click();
      await page.getByText('删除用户成功').waitFor();
      await expect.poll(() => row(page, 'editor').count()).toBe(0);

      await page.getByRole('button', { name: '回收站', exact: true }).click();
      const bin = page.getByRole('dialog', { name: '用户回收站' });
      const binned = bin.getByRole('row').filter({ hasText: 'editor' });
      await binned.getByRole('button', { name: '取回用户' }).click();
      await page.getByRole('dialog', { name: '确认操作' }).getByRole('button', { name: '确定' }).click();
      await page.getByText('还原成功').waitFor();
      await expect.poll(() => binned.count()).toBe(0);
      await bin.getByRole('button', { name: '关闭' }).click();
      await page.getByText('1-1 共1 条', { exact: true }).waitFor();
      await row(page, 'editor').waitFor();
    } finally {
      await close();
    }
  });
});
