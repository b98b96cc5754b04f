/**
 * The account screens on the built demo: 账户设置 from the header user menu, a realname change that
 * the header greeting shows at once, then the password changed through 安全设置 (the backend's
 * refusal for a wrong old password first) and a new sign-in with it. Uses the seeded non-admin
 * `editor` and resets the demo data afterwards.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoControl, loginAs, openConsole } from './harness';

const NEW_PASSWORD = 'Secret#2026';

/** The greeting beside the avatar (the avatar's initial is part of the button's text). */
const greeting = async (page: Page) => (await page.getByRole('button', { name: '用户菜单' }).innerText()).split('\n').pop()?.trim();

async function openUserMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

async function submitPassword(page: Page, old: string) {
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel(/^旧密码/).fill(old);
  await dialog.getByLabel(/^新密码/).fill(NEW_PASSWORD);
  await dialog.getByLabel(/^确认新密码/).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: '确定' }).click();
  return dialog;
}

describe('account settings', () => {
  it('renames the user from 账户设置 and changes the password through 安全设置', async () => {
    const { page, close } = await openConsole();
    try {
      await demoControl(page, 'reset');
      await loginAs(page, 'editor', '123456');
      await expect.poll(() => greeting(page)).toBe('欢迎您，李文静');

      await openUserMenuItem(page, '账户设置');
      await page.waitForURL(/\/account\/settings\/base$/);
      const realname = page.getByRole('textbox', { name: /^真实姓名/ });
      await expect.poll(() => realname.inputValue()).toBe('李文静');
      await realname.fill('李文静（宣传）');
      await page.getByRole('button', { name: '更新基本信息' }).click();
      await page.getByText('修改成功!').waitFor();
      await expect.poll(() => greeting(page)).toBe('欢迎您，李文静（宣传）');

      await page.getByRole('navigation', { name: '个人设置' }).getByRole('button', { name: '安全设置' }).click();
      await page.waitForURL(/\/account\/settings\/security$/);
      await page.getByRole('button', { name: '修改账户密码' }).click();
      const dialog = await submitPassword(page, 'not-my-password');
      await dialog.getByText('旧密码输入错误!').waitFor();
      await submitPassword(page, '123456');
      await page.getByText('密码重置成功!').waitFor();
      await dialog.waitFor({ state: 'detached' });

      await openUserMenuItem(page, '退出登录');
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await page.waitForURL(/\/user\/login/);
      await loginAs(page, 'editor', NEW_PASSWORD);
      await expect.poll(() => greeting(page)).toBe('欢迎您，李文静（宣传）');

      await openUserMenuItem(page, '个人中心');
      await page.waitForURL(/\/account\/center$/);
      await page.getByLabel('个人信息').getByRole('heading', { name: '李文静（宣传）' }).waitFor();
    } finally {
      await demoControl(page, 'reset').catch(() => undefined);
      await close();
    }
  });
});
