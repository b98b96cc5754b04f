/**
 * 菜单管理 reads its tree level by level: the top level first, a node's
 * children when it is opened, one batch call per depth for 展开全部; a failed
 * level shows the server's message instead of an empty tree.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { notifier } from '@/ui/notify';
import { createQueryClient } from '@/app/query';
import PermissionListPage from '@/features/system/permission/PermissionListPage';
import { useLazyMenuTree } from '@/features/system/permission/use-lazy-menu-tree';
import { runtime } from '@fake/config';
import { db } from '@fake/db/tables';
import { menuId } from '@fake/seed/menus';
import { tryBadInput } from '../../../reliability/tally';
import { resetRoles, roleServer } from '../role/role-server';
import { signInAs } from '../../sign-in';
import { renderScreen } from '../../screen-harness';

const calls: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.includes('/sys/permission/')) calls.push(`${url.pathname.replace(/^.*\/sys\/permission\//, '')}${url.searchParams.has('parentId') ? `?${url.searchParams.get('parentId')}` : ''}`);
};

beforeAll(() => {
  roleServer.listen({ onUnhandledRequest: 'bypass' });
  roleServer.events.on('request:start', record);
});
afterAll(() => {
  roleServer.events.removeListener('request:start', record);
  roleServer.close();
});
beforeEach(async () => {
  await resetRoles();
  await signInAs('admin');
  calls.length = 0;
});
afterEach(() => {
  runtime.pathFaults.length = 0;
  notifier.clear();
});

function setup() {
  return renderScreen('/isystem/permission', <PermissionListPage title="菜单管理" component="system/PermissionList" />);
}

const cell = (name: string) => screen.queryByText(name, { exact: true, selector: 'td' });
const menuCalls = () => calls.filter((c) => c !== 'getUserPermissionByToken');

describe('菜单管理 lazy tree', () => {
  it('reads the top level first and a menu\'s children when it is opened', async () => {
    const user = setup();
    const expand = await screen.findByRole('button', { name: '展开 系统管理' });
    expect(cell('职务管理')).toBeNull();
    expect(menuCalls()).toEqual(['getSystemMenuList']);
    await user.click(expand);
    expect(await screen.findByText('职务管理', { exact: true, selector: 'td' })).toBeInTheDocument();
    expect(menuCalls().filter((c) => c.startsWith('getSystemSubmenu?'))).toHaveLength(1);
    expect(menuCalls()).not.toContain('list');
    // Closing and opening again answers from the cache.
    await user.click(screen.getByRole('button', { name: '折叠 系统管理' }));
    await user.click(screen.getByRole('button', { name: '展开 系统管理' }));
    await screen.findByText('职务管理', { exact: true, selector: 'td' });
    expect(menuCalls().filter((c) => c.startsWith('getSystemSubmenu?'))).toHaveLength(1);
  }, 40_000);

  it('opens every level with one batch call per depth for 展开全部', async () => {
    // The hook alone: rendering every row of the full menu in a table is slow under jsdom.
    const { result } = renderHook(() => useLazyMenuTree(), {
      wrapper: ({ children }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(result.current.roots?.length).toBeGreaterThan(0));
    await act(() => result.current.expandAll());
    const batches = menuCalls().filter((c) => c.startsWith('getSystemSubmenuBatch'));
    const branches = db.sysPermission.all().filter((p) => p.delFlag === 0 && !p.leaf);
    expect(result.current.expanded.size).toBe(branches.length);
    const depthOf = (id: string | null | undefined): number => (id ? 1 + depthOf(branches.find((b) => b.id === id)?.parentId) : 0);
    expect(batches).toHaveLength(Math.max(...branches.map((b) => depthOf(b.id))));
    expect(menuCalls().filter((c) => c.startsWith('getSystemSubmenu?'))).toEqual([]);
    expect(result.current.rows.find((r) => r.node.id === menuId('system.position'))?.depth).toBe(1);
  }, 40_000);

  it('reloads only the parent\'s level after a child is added', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: '展开 系统管理' }));
    await screen.findByText('职务管理', { exact: true, selector: 'td' });
    calls.length = 0;
    const systemRow = screen.getByText('系统管理', { exact: true, selector: 'td' }).closest('tr') as HTMLElement;
    await user.click(within(systemRow).getByRole('button', { name: '添加下级' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await user.type(within(dialog).getByRole('textbox', { name: /菜单名称/ }), '懒加载测试');
    await user.type(within(dialog).getByRole('textbox', { name: /菜单路径/ }), 'isystem/lazy');
    await user.type(within(dialog).getByRole('textbox', { name: /前端组件/ }), 'system/LazyList');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('懒加载测试', { exact: true, selector: 'td' })).toBeInTheDocument();
    await waitFor(() => expect(menuCalls()).toContain('getSystemMenuList'));
    expect(menuCalls().filter((c) => c.startsWith('getSystemSubmenu?'))).toHaveLength(1);
    expect(menuCalls()).not.toContain('list');
  }, 40_000);

  it('shows the server message when a level fails to load', async () => {
    await tryBadInput('menu level read fails', 'wrong', async () => {
      runtime.pathFaults.push({ path: '/sys/permission/getSystemMenuList', status: 200, message: '菜单读取失败', times: 1 });
      setup();
      expect(await screen.findByRole('alert')).toHaveTextContent('菜单读取失败');
      expect(screen.queryByText('暂无数据')).toBeNull();
    });
  });
});
