/**
 * 角色管理 against the fake backend: the role form with its validation and
 * role-code check, the users of a role, and the menu authorisation drawer with
 * its data-rule drawer.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import RoleListPage from '@/features/system/role/RoleListPage';
import { db } from '@fake/db/tables';
import { menuId } from '@fake/seed/menus';
import { ROLE_IDS } from '@fake/seed/roles';
import { withRoleServer } from './role-server';
import { renderScreen } from '../../screen-harness';
import { submitEmptyNewDialog } from '../../list-screen';

withRoleServer();

function setup() {
  return renderScreen('/isystem/role', <RoleListPage title="角色管理" component="system/RoleUserList" />);
}

const rowOf = (text: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(text, { exact: true }))!;
const ready = () => screen.findByText(/^1-\d+ 共\d+ 条$/);

describe('角色管理', () => {
  it('validates a new role (required, Chinese code, taken code) and adds it', async () => {
    const user = setup();
    await ready();
    expect(rowOf('内容编辑')).toHaveTextContent('content_editor');
    const dialog = await submitEmptyNewDialog(user, ['请输入角色名称!', '请输入角色编码!']);
    const code = within(dialog).getByRole('textbox', { name: /角色编码/ });
    await user.type(code, '编辑');
    await user.tab();
    expect(await within(dialog).findByText('角色编码不可输入汉字!')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'admin');
    await user.tab();
    expect(await within(dialog).findByText('角色编码已存在')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'auditor');
    await user.type(within(dialog).getByRole('textbox', { name: /角色名称/ }), '审核员');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(db.sysRole.findFirst((q) => q.where({ roleCode: 'auditor' }))?.roleName).toBe('审核员');
  });

  it('lists the users of a role and unlinks one after the confirm', async () => {
    const user = setup();
    await ready();
    await user.click(within(rowOf('内容编辑')).getByRole('button', { name: '用户' }));
    const dialog = await screen.findByRole('dialog', { name: '角色用户 · 内容编辑' });
    await user.type(within(dialog).getByRole('textbox', { name: '用户账号' }), 'editor');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    const editorRow = (await within(dialog).findByText('李文静')).closest('tr') as HTMLElement;
    const before = db.sysUserRole.findMany((q) => q.where({ roleId: ROLE_IDS.content_editor })).length;
    await user.click(within(editorRow).getByRole('button', { name: '取消关联' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确定要删除吗?' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(db.sysUserRole.findMany((q) => q.where({ roleId: ROLE_IDS.content_editor }))).toHaveLength(before - 1);
    await user.click(within(dialog).getByRole('button', { name: '批量取消关联' }));
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument();
  });

  it('grants a menu to a role by its checkbox and saves only the change', async () => {
    const user = setup();
    await ready();
    await user.click(within(rowOf('内容编辑')).getByRole('button', { name: '授权' }));
    const drawer = await screen.findByRole('region', { name: '角色权限配置' });
    const tree = await within(drawer).findByRole('tree', { name: '所拥有的权限' });
    const item = (name: string) => within(tree).getByText(name, { exact: true }).closest('[role="treeitem"]') as HTMLElement;
    const systemItem = item('系统管理');
    await user.click(systemItem.querySelector('.MuiTreeItem-iconContainer') as HTMLElement);
    const positionItem = await waitFor(() => item('职务管理'));
    expect(positionItem).toHaveAttribute('aria-checked', 'false');
    await user.click(within(drawer).getByLabelText('父子关联'));
    await user.click(positionItem.querySelector(':scope > .MuiTreeItem-content input[type="checkbox"]') as HTMLElement);
    await waitFor(() => expect(positionItem).toHaveAttribute('aria-checked', 'true'));
    // Linked: the parent comes along so the menu can show.
    expect(systemItem).toHaveAttribute('aria-checked', 'true');
    await user.click(within(drawer).getByRole('button', { name: '仅保存' }));
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();
    const held = db.sysRolePermission.findMany((q) => q.where({ roleId: ROLE_IDS.content_editor })).map((r) => r.permissionId);
    expect(held).toEqual(expect.arrayContaining([menuId('system'), menuId('system.position')]));
  });

  it('opens the data rules of a menu and asks to save the menu grant first', async () => {
    const user = setup();
    await ready();
    await user.click(within(rowOf('内容编辑')).getByRole('button', { name: '授权' }));
    const drawer = await screen.findByRole('region', { name: '角色权限配置' });
    const tree = await within(drawer).findByRole('tree', { name: '所拥有的权限' });
    const system = within(tree).getByText('系统管理', { exact: true }).closest('[role="treeitem"]') as HTMLElement;
    await user.click(system.querySelector('.MuiTreeItem-iconContainer') as HTMLElement);
    await user.click(await within(drawer).findByRole('button', { name: '数据规则 用户管理' }));
    const rules = await screen.findByRole('region', { name: '数据规则/按钮权限配置' });
    await user.click(await within(rules).findByRole('checkbox', { name: '只看本部门' }));
    await user.click(within(rules).getByRole('button', { name: '点击保存' }));
    expect(await screen.findByText('请先保存角色菜单权限!')).toBeInTheDocument();
  });
});
