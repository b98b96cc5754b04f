/**
 * The staff's production build (dist/) has no third-party provider configured:
 * 第三方登录 says 未配置第三方登录 and the page stays where it is.
 */
import { describe, expect, it } from 'vitest';
import { STAFF_URL, openConsole } from './harness';

describe('第三方登录 in the production build', () => {
  it('shows 未配置第三方登录 and stays on the login page', async () => {
    const session = await openConsole('/user/login', STAFF_URL);
    try {
      const { page } = session;
      await page.getByLabel('用户名', { exact: true }).waitFor({ timeout: 60000 });
      await page.getByRole('button', { name: '第三方登录' }).click();
      await page.getByText('未配置第三方登录').waitFor();
      expect(new URL(page.url()).pathname).toBe('/user/login');
      // The demo's emulated provider page is not part of this build: the address shows the login form.
      await page.goto(`${STAFF_URL}/user/login?thirdLoginProvider=1&thirdType=github`);
      await page.getByLabel('用户名', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: '同意授权' }).count()).toBe(0);
    } finally {
      await session.close();
    }
  }, 120_000);
});
