/**
 * 菜单管理 against the fake backend: the tree table, the menu form with its
 * validation and the server's normalisation, delete, the data rules of a menu
 * and 刷新菜单 reloading the session's menu.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@/session';
import PermissionListPage from '@/features/system/permission/PermissionListPage';
import { db } from '@fake/db/tables';
import { menuId } from '@fake/seed/menus';
import { withRoleServer } from '../role/role-server';
import { renderScreen } from '../../screen-harness';

withRoleServer();

function setup() {
  return renderScreen('/isystem/permission', <PermissionListPage title="菜单管理" component="system/PermissionList" />);
}

const rowOf = (name: string) => screen.getByText(name, { exact: true, selector: 'td' }).closest('tr') as HTMLElement;

async function openSystem(user: ReturnType<typeof setup>) {
  await user.click(await screen.findByRole('button', { name: '展开 系统管理' }));
  await screen.findByText('职务管理', { exact: true, selector: 'td' });
}

describe('菜单管理', () => {
  it('shows the tree and adds a sub-menu the server normalises', async () => {
    const user = setup();
    await openSystem(user);
    expect(rowOf('职务管理')).toHaveTextContent('子菜单');
    expect(rowOf('职务管理')).toHaveTextContent('/isystem/position');
    await user.click(within(rowOf('系统管理')).getByRole('button', { name: '添加下级' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    for (const m of ['请输入菜单标题!', '请输入菜单路径!', '请输入前端组件!']) expect(within(dialog).getByText(m)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /菜单名称/ }), '测试页面');
    await user.type(within(dialog).getByRole('textbox', { name: /菜单路径/ }), 'isystem/test');
    await user.type(within(dialog).getByRole('textbox', { name: /前端组件/ }), '/views/system/TestList.vue');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    const row = await waitFor(() => rowOf('测试页面'));
    expect(row).toHaveTextContent('system/TestList');
    expect(row).toHaveTextContent('/isystem/test');
  }, 40_000);

  it('deletes a menu with its buttons after the confirm', async () => {
    const user = setup();
    await openSystem(user);
    await user.click(within(rowOf('职务管理')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确定要删除吗?' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('职务管理', { exact: true, selector: 'td' })).not.toBeInTheDocument());
    expect(db.sysPermission.all().some((p) => p.parentId === menuId('system.position'))).toBe(false);
  });

  it('adds a data rule to a menu after validating it, and deletes it', async () => {
    const user = setup();
    await openSystem(user);
    await user.click(within(rowOf('职务管理')).getByRole('button', { name: '数据规则' }));
    const drawer = await screen.findByRole('region', { name: '数据权限规则 · 职务管理' });
    expect(await within(drawer).findByText('暂无数据')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '新增' }));
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    for (const m of ['请输入规则名称!', '请选择条件规则!', '请输入规则值!']) expect(within(drawer).getByText(m)).toBeInTheDocument();
    await user.type(within(within(drawer).getByRole('form', { name: '数据规则' })).getByRole('textbox', { name: /规则名称/ }), '本部门');
    await user.type(within(drawer).getByRole('textbox', { name: /规则字段/ }), 'sysOrgCode');
    await user.click(within(drawer).getByRole('combobox', { name: /条件规则/ }));
    await user.click(await screen.findByRole('option', { name: '等于' }));
    await user.type(within(within(drawer).getByRole('form', { name: '数据规则' })).getByRole('textbox', { name: /规则值/ }), '#{sys_org_code}');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    const ruleRow = (await within(drawer).findByText('本部门', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(ruleRow).toHaveTextContent('sysOrgCode');
    expect(db.sysPermission.findFirst((q) => q.where({ id: menuId('system.position') }))?.ruleFlag).toBe(1);
    await user.click(within(ruleRow).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确定要删除吗?' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功！')).toBeInTheDocument();
    expect(await within(drawer).findByText('暂无数据')).toBeInTheDocument();
  }, 40_000);

  it('reloads the signed-in menu with 刷新菜单', async () => {
    const user = setup();
    await screen.findByRole('button', { name: '展开 系统管理' });
    sessionStore.setPermissions(null);
    await user.click(screen.getByRole('button', { name: '刷新菜单' }));
    expect(await screen.findByText('菜单已刷新')).toBeInTheDocument();
    expect(sessionStore.getState().permissions?.menu.length).toBeGreaterThan(0);
  });
});
