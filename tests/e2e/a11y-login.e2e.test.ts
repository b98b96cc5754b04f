/** The login page passes axe-core's WCAG 2 A/AA rules: no serious or critical violation. */
import { describe, expect, it } from 'vitest';
import { openConsole } from './harness';
import { a11yViolations, describeViolations } from './a11y';

describe('login page accessibility', () => {
  it('has no serious or critical WCAG 2 A/AA violation, on the account and the phone tab', async () => {
    const c = await openConsole();
    try {
      const { page } = c;
      await page.getByLabel('用户名', { exact: true }).waitFor({ timeout: 60000 });
      await page.getByRole('img', { name: /验证码/ }).waitFor();
      expect(describeViolations(await a11yViolations(page))).toEqual([]);
      await page.getByRole('tab', { name: '手机号登录' }).click();
      await page.getByLabel('手机号', { exact: true }).waitFor();
      expect(describeViolations(await a11yViolations(page))).toEqual([]);
    } finally {
      await c.close();
    }
  });
});
