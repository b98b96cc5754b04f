/**
 * In the built demo: 部门管理 → 部门权限 grants a menu to a department, whose
 * new department role can then be given that menu and nothing else; 菜单管理
 * reads its tree level by level; 第三方登录 goes through the emulated provider
 * and back into the console.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { BASE_URL, demoControl, loginAs, loginTo, openConsole } from './harness';

const treeItem = (scope: Locator, name: string) =>
  scope.getByRole('treeitem').filter({ has: scope.page().locator(':scope > .MuiTreeItem-content .MuiTreeItem-label', { hasText: new RegExp(`^${name}$`) }) });

describe('部门权限 (browser)', () => {
  it('grants 职务管理 to 人事处; its department role can be given it and nothing else', async () => {
    const session = await openConsole(loginTo('/isystem/depart'));
    try {
      const { page } = session;
      await demoControl(page, 'reset');
      await loginAs(page, 'admin', '123456', '/isystem/depart');
      const departs = page.getByRole('tree', { name: '部门管理' });
      await departs.getByText('人事处', { exact: true }).click();
      await page.getByRole('tab', { name: '部门权限' }).click();
      const region = page.getByRole('region', { name: '部门权限' });
      const tree = region.getByRole('tree', { name: '部门权限菜单' });
      await treeItem(tree, '系统管理').waitFor();
      await expect.poll(() => region.getByRole('button', { name: '保存', exact: true }).isEnabled()).toBe(true);
      await region.getByRole('button', { name: '展开所有' }).click();
      await treeItem(tree, '职务管理').locator(':scope > .MuiTreeItem-content .MuiTreeItem-checkbox').click();
      await region.getByRole('button', { name: '保存', exact: true }).click();
      await page.getByText('保存成功！').first().waitFor();

      await page.getByRole('tab', { name: '部门角色' }).click();
      await page.getByRole('button', { name: '新增', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '新增' });
      await dialog.getByRole('textbox', { name: /部门角色名称/ }).fill('人事专员');
      await dialog.getByRole('textbox', { name: /部门角色编码/ }).fill('rs_staff');
      await dialog.getByRole('button', { name: '确定' }).click();
      await page.getByText('添加成功！').first().waitFor();
      const row = page.getByRole('table', { name: '部门角色' }).getByRole('row').filter({ hasText: '人事专员' });
      await row.getByRole('button', { name: '授权' }).click();
      const drawer = page.getByRole('dialog', { name: '部门角色权限配置' });
      const roleTree = drawer.getByRole('tree');
      await treeItem(roleTree, '职务管理').waitFor();
      expect(await roleTree.getByRole('treeitem').count()).toBe(1);
      await expect.poll(() => drawer.getByRole('button', { name: '保存', exact: true }).isEnabled()).toBe(true);
      await drawer.getByRole('button', { name: '全部勾选' }).click();
      await drawer.getByRole('button', { name: '保存', exact: true }).click();
      await expect.poll(() => page.getByText('保存成功！').count()).toBeGreaterThan(0);
      await expect.poll(() => treeItem(roleTree, '职务管理').getAttribute('aria-checked')).toBe('true');
    } finally {
      await session.close();
    }
  }, 180_000);
});

describe('菜单管理 lazy tree (browser)', () => {
  it('reads the top level, then a menu\'s children when it is opened', async () => {
    const session = await openConsole();
    try {
      const { page } = session;
      await loginAs(page, 'admin', '123456');
      const seen: string[] = [];
      page.on('request', (r) => {
        const m = /\/zw-lgb2\/sys\/permission\/(\w+)/.exec(r.url());
        if (m?.[1]) seen.push(m[1]);
      });
      await page.goto(BASE_URL + '/isystem/permission');
      const expand = page.getByRole('button', { name: '展开 系统管理' });
      await expand.waitFor();
      expect(await page.getByRole('cell', { name: '职务管理', exact: true }).count()).toBe(0);
      expect(seen).toContain('getSystemMenuList');
      expect(seen).not.toContain('list');
      await expand.click();
      await page.getByRole('cell', { name: '职务管理', exact: true }).waitFor();
      expect(seen).toContain('getSystemSubmenu');
    } finally {
      await session.close();
    }
  }, 120_000);
});

describe('第三方登录 (browser)', () => {
  it('goes through the emulated provider and lands in the console signed in', async () => {
    const session = await openConsole();
    try {
      const { page } = session;
      await page.getByLabel('用户名', { exact: true }).waitFor({ timeout: 60000 });
      await page.getByRole('button', { name: '第三方登录' }).click();
      await page.waitForURL(/\/user\/login\?thirdLoginProvider=1&thirdType=github/);
      await page.getByRole('button', { name: '同意授权' }).click();
      await page.waitForURL(/\/dashboard\/analysis/);
      await page.getByRole('navigation', { name: '主菜单' }).waitFor();
      expect(page.url()).not.toContain('thirdLoginToken');
    } finally {
      await session.close();
    }
  }, 120_000);
});
