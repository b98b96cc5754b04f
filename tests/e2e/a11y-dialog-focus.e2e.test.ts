/** A record dialog opens with the keyboard in its first field: 用户管理 → 新增 starts in 用户账号, ready to type. */
import { describe, expect, it } from 'vitest';
import { openFromMenu, withSignedInConsole } from './harness';

describe('dialog focus', () => {
  it('用户管理 → 新增 focuses 用户账号, and typing goes straight into it', async () => {
    await withSignedInConsole(async (page) => {
      await openFromMenu(page, '系统管理', '用户管理');
      await page.waitForURL(/\/isystem\/user$/);
      await page.getByRole('button', { name: '新增', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '新增用户' });
      const account = dialog.getByRole('textbox', { name: /用户账号/ });
      await expect.poll(() => account.evaluate((el) => el === document.activeElement), { timeout: 15000 }).toBe(true);
      // No click first: the keys land in the field.
      await page.keyboard.type('kbd_user');
      expect(await account.inputValue()).toBe('kbd_user');
    });
  }, 120_000);
});
