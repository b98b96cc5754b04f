/**
 * 注册 on the built demo, as a visitor does it: from the login page to the form, the rules on an
 * empty submit, the SMS code, the result page, then 去登录 and a sign-in with the new number.
 * Resets the demo data afterwards.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_SMS_CODE } from '@fake/config';
import { demoControl, loginAs, openConsole } from './harness';

const PHONE = '13912345678';
const PASSWORD = 'Secret#2026';

describe('注册', () => {
  it('registers a mobile number and signs in with it', async () => {
    const { page, close } = await openConsole('/user/register');
    try {
      await demoControl(page, 'reset');
      await page.getByRole('heading', { name: '注册' }).waitFor({ timeout: 60000 });

      await page.getByRole('button', { name: '注册', exact: true }).click();
      for (const message of ['请输入手机号', '请输入验证码', '请输入密码']) await page.getByText(message, { exact: true }).waitFor();

      await page.getByLabel('手机号').fill(PHONE);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await expect.poll(() => page.getByRole('button', { name: /^\d+ s$/ }).isDisabled()).toBe(true);
      await page.getByLabel('验证码').fill(DEMO_SMS_CODE);
      await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
      await page.getByLabel('确认密码').fill(PASSWORD);
      await page.getByRole('button', { name: '注册', exact: true }).click();

      await page.waitForURL(/\/user\/register-result\?account=13912345678$/);
      await page.getByText(`你的账户：${PHONE} 注册成功`).waitFor();
      await page.getByRole('link', { name: '去登录' }).click();
      await page.waitForURL(/\/user\/login/);
      // Any console page: the new account has the 临时角色 every registered user gets.
      await loginAs(page, PHONE, PASSWORD, /^https?:\/\/[^/]+\/(?!user\/)/);
      await expect.poll(() => page.getByRole('button', { name: '用户菜单' }).innerText()).toContain(PHONE);
    } finally {
      await demoControl(page, 'reset').catch(() => undefined);
      await close();
    }
  }, 120_000);
});
