/** 角色管理 → 授权 on the built demo: a button permission carries the 按钮 mark, its menu does not. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, loginTo, openConsole } from './harness';

const gridRow = (page: Page, text: string) => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: text, exact: true }) });

describe('角色授权 button marks (browser)', () => {
  it('marks 按钮/权限 items with 按钮 and leaves menus unmarked', async () => {
    const { page, close } = await openConsole(loginTo('/isystem/role'));
    try {
      await loginAs(page, 'admin', '123456', '/isystem/role');
      await gridRow(page, '内容编辑').getByRole('button', { name: '授权', exact: true }).click();
      const tree = page.getByRole('region', { name: '角色权限配置' }).getByRole('tree', { name: '所拥有的权限' });
      const item = (name: string) => tree.getByRole('treeitem', { name: new RegExp(`^${name}`) }).first();
      await item('链接管理').locator('.MuiTreeItem-iconContainer').first().click();
      await item('友情链接').locator('.MuiTreeItem-iconContainer').first().click();
      const audit = tree.getByRole('treeitem', { name: /^审核\s*按钮$/ }).first();
      await audit.waitFor({ timeout: 30000 });
      expect(await item('友情链接').locator(':scope > .MuiTreeItem-content').getByText('按钮', { exact: true }).count()).toBe(0);
    } finally {
      await close();
    }
  }, 120_000);
});
