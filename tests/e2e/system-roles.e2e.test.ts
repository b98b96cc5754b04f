/**
 * 角色管理 in the built demo: the administrator grants 系统管理 → 职务管理 to
 * the content_editor role through the authorisation drawer; the editor then
 * logs in and finds 职务管理 in the menu.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoControl, loginAs, openConsole, logout } from './harness';

const ROLES = '/isystem/role';

const treeItem = (scope: Locator, name: string) =>
  scope.getByRole('treeitem').filter({ has: scope.page().locator(':scope > .MuiTreeItem-content .MuiTreeItem-label', { hasText: new RegExp(`^${name}$`) }) });

const menuTexts = async (page: Page) => (await page.getByRole('navigation', { name: '主菜单' }).textContent()) ?? '';

describe('角色管理 (browser)', () => {
  it('authorise a menu to a role: the editor sees 职务管理 after the next login', async () => {
    const session = await openConsole();
    try {
      const { page } = session;
      await demoControl(page, 'reset');
      await loginAs(page, 'editor', '123456');
      expect(await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '系统管理', exact: true }).count()).toBe(0);
      await logout(page);

      await loginAs(page, 'admin', '123456', ROLES);
      await page.getByText(/^1-\d+ 共\d+ 条$/).waitFor();
      const role = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'content_editor', exact: true }) });
      await role.getByRole('button', { name: '授权' }).click();
      const drawer = page.getByRole('region', { name: '角色权限配置' });
      const tree = drawer.getByRole('tree', { name: '所拥有的权限' });
      await treeItem(tree, '系统管理').waitFor();
      await drawer.getByLabel('父子关联').check();
      await treeItem(tree, '系统管理').locator(':scope > .MuiTreeItem-content .MuiTreeItem-iconContainer').click();
      await treeItem(tree, '职务管理').locator(':scope > .MuiTreeItem-content .MuiTreeItem-checkbox').click();
      await expect.poll(() => treeItem(tree, '系统管理').getAttribute('aria-checked')).toBe('true');
      await drawer.getByRole('button', { name: '保存并关闭' }).click();
      await page.getByText('保存成功！').waitFor();
      await logout(page);

      await loginAs(page, 'editor', '123456');
      // The side menu shows a group's pages once it is expanded.
      const nav = page.getByRole('navigation', { name: '主菜单' });
      await nav.getByRole('button', { name: '系统管理', exact: true }).click();
      await nav.getByRole('link', { name: '职务管理', exact: true }).waitFor();
      expect(await menuTexts(page)).not.toContain('用户管理');
    } finally {
      await session.close();
    }
  });
});
