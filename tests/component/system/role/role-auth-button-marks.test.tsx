/**
 * 角色管理 → 授权: permissions of menu type 2 (按钮/权限) carry a 按钮 mark that menus do not, so a
 * role's buttons can be told apart from its menus, as in the Vue console.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import RoleListPage from '@/features/system/role/RoleListPage';
import { tryBadInput } from '../../../reliability/tally';
import { roleServer, withRoleServer } from './role-server';
import { renderScreen } from '../../screen-harness';

withRoleServer();

const rowOf = (text: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(text, { exact: true }))!;

async function openTree() {
  const user = renderScreen('/isystem/role', <RoleListPage title="角色管理" component="system/RoleUserList" />);
  await screen.findByText(/^1-\d+ 共\d+ 条$/);
  await user.click(within(rowOf('内容编辑')).getByRole('button', { name: '授权' }));
  const drawer = await screen.findByRole('region', { name: '角色权限配置' });
  const tree = await within(drawer).findByRole('tree', { name: '所拥有的权限' });
  const item = (name: string) => within(tree).getByText(name, { exact: true }).closest('[role="treeitem"]') as HTMLElement;
  const expand = async (name: string) => user.click(item(name).querySelector('.MuiTreeItem-iconContainer') as HTMLElement);
  /** The item's own row (not its children's). */
  const own = (name: string) => item(name).querySelector(':scope > .MuiTreeItem-content') as HTMLElement;
  await expand('链接管理');
  await waitFor(() => item('友情链接'));
  await expand('友情链接');
  return { tree, own };
}

describe('角色授权: buttons marked apart from menus', () => {
  it('marks 按钮/权限 items with 按钮 and leaves menus unmarked', async () => {
    const { tree, own } = await openTree();
    const audit = await waitFor(() => within(tree).getAllByText('审核', { exact: true })[0].closest('[role="treeitem"]') as HTMLElement);
    await waitFor(() => expect(within(audit).getByText('按钮')).toBeInTheDocument());
    expect(audit).toHaveAccessibleName(/审核\s*按钮/);
    expect(within(own('友情链接')).queryByText('按钮')).toBeNull();
    expect(within(own('链接管理')).queryByText('按钮')).toBeNull();
  });

  it('still opens the tree, unmarked, when the permission list cannot be read', async () => {
    roleServer.use(http.get('*/sys/permission/list', () => HttpResponse.error()));
    await tryBadInput('role authorisation, permission list network error', 'crash', async () => {
      const { tree } = await openTree();
      await waitFor(() => expect(within(tree).getAllByText('审核', { exact: true }).length).toBeGreaterThan(0));
      expect(within(tree).queryByText('按钮')).toBeNull();
    });
  });
});
