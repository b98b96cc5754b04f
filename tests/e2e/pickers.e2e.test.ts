/**
 * Picking departments and users on the built demo in headless Chromium: log in, open /demo/pickers,
 * pick two departments with 父子关联 on and two users by department, and see the names echoed and the
 * stored values (ids and usernames) in the form.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoControl, withSignedInConsole } from './harness';

/** The content row of the tree item labelled exactly `name`. */
const treeRow = (scope: Locator, name: string) =>
  scope.locator('.MuiTreeItem-content').filter({ has: scope.page().locator('.MuiTreeItem-label', { hasText: new RegExp(`^${name}$`) }) });

async function storedValues(page: Page): Promise<Record<string, string>> {
  return JSON.parse((await page.getByLabel('表单值').textContent()) ?? '{}');
}

describe('picking departments and users', () => {
  it('picks two departments with 父子关联 and two users, echoing names and storing ids and usernames', async () => {
    await withSignedInConsole(async (page) => {
      const departs = page.getByRole('textbox', { name: '协办部门' });
      await departs.waitFor();

      // Departments: 父子关联 on, then two sections under 办公室.
      await departs.click();
      const dialog = page.getByRole('dialog', { name: '选择层级' });
      await dialog.getByRole('button', { name: '树操作' }).click();
      await page.getByRole('menuitem', { name: '父子关联' }).click();
      const office = treeRow(dialog, '办公室');
      await office.locator('.MuiTreeItem-iconContainer').click();
      await treeRow(dialog, '综合科').locator('.MuiTreeItem-checkbox').click();
      await treeRow(dialog, '秘书科').locator('.MuiTreeItem-checkbox').click();
      // Two of three children: the parent shows as partly checked, not checked.
      await expect.poll(() => office.locator('xpath=..').getAttribute('aria-checked')).toBe('mixed');
      await dialog.getByRole('button', { name: '确认' }).click();
      await expect.poll(() => departs.inputValue()).toBe('综合科,秘书科');
      const departIds = (await storedValues(page)).departs.split(',');
      expect(departIds).toHaveLength(2);
      for (const id of departIds) expect(id).toMatch(/^\d{19}$/);

      // With 父子关联 a parent takes its children along.
      await departs.click();
      await dialog.getByRole('button', { name: '树操作' }).click();
      await page.getByRole('menuitem', { name: '父子关联' }).click();
      await treeRow(dialog, '人事处').locator('.MuiTreeItem-checkbox').click();
      await treeRow(dialog, '人事处').locator('.MuiTreeItem-iconContainer').click();
      await expect.poll(() => treeRow(dialog, '干部科').locator('xpath=..').getAttribute('aria-checked')).toBe('true');
      await dialog.getByRole('button', { name: '关闭' }).click();
      await expect.poll(() => departs.inputValue()).toBe('综合科,秘书科');

      // Users: a department filter, then two accounts.
      await page.getByRole('button', { name: '选择用户' }).first().click();
      const users = page.getByRole('dialog', { name: '根据部门选择用户' });
      await treeRow(users, '信息中心').locator('.MuiTreeItem-label').click();
      await expect.poll(async () => (await users.getByText(/共 \d+ 条$/).textContent()) ?? '').toMatch(/^1-10 共 \d{2} 条$/);
      const account = users.getByPlaceholder('请输入账号');
      await account.fill('admin');
      await account.press('Enter');
      await users.getByRole('checkbox', { name: '选择 admin' }).check();
      await account.fill('editor');
      await account.press('Enter');
      await users.getByRole('checkbox', { name: '选择 editor' }).check();
      await users.getByRole('button', { name: '确认' }).click();
      const owners = page.getByRole('textbox', { name: '负责人' });
      await expect.poll(() => owners.inputValue()).toBe('管理员,李文静');
      expect((await storedValues(page)).owners).toBe('admin,editor');
    }, { landing: '/demo/pickers' });
  });

  it('opens the department picker instantly over 50,000 departments (lazy tree)', async () => {
    await withSignedInConsole(async (page) => {
      await page.getByRole('textbox', { name: '所属部门' }).waitFor();
      await demoControl(page, 'pickers/departs', { count: 50_000 });
      const started = Date.now();
      await page.getByRole('textbox', { name: '所属部门' }).click();
      const dialog = page.getByRole('dialog', { name: '选择层级' });
      await treeRow(dialog, '第1分局').waitFor();
      const elapsed = Date.now() - started;
      expect(await dialog.getByRole('treeitem').count()).toBe(10);
      // Generous bound for a loaded CI machine; the bench prints the real figure.
      expect(elapsed).toBeLessThan(5000);
      await demoControl(page, 'pickers/departs', { count: 0 });
    }, { landing: '/demo/pickers' });
  });
});
