/**
 * 部门权限 against the fake backend: a menu granted to a department is then
 * the only one its department roles can be given; a failed read blocks 保存.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifier } from '@/ui/notify';
import DepartListPage from '@/features/system/depart/DepartListPage';
import { runtime } from '@fake/config';
import { db } from '@fake/db/tables';
import { departPermissionTable, departRolePermissionTable, departRoleTable } from '@fake/handlers/sys-depart';
import { menuId } from '@fake/seed/menus';
import { call } from '../../../unit/fake-server/fake-client';
import { tryBadInput } from '../../../reliability/tally';
import { departServer, resetWithDeparts } from './depart-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';

const session = withFakeBackend({ server: departServer, reset: resetWithDeparts, signIn: 'admin' });
afterEach(() => {
  runtime.pathFaults.length = 0;
});

function setup() {
  return renderScreen('/isystem/depart', <DepartListPage title="部门管理" component="system/DepartList" />);
}

async function selectDepart(user: ReturnType<typeof userEvent.setup>, name: string) {
  const tree = await screen.findByRole('tree', { name: '部门管理' });
  await user.click(await within(tree).findByText(name));
}

const checkboxOf = (tree: HTMLElement, label: string) =>
  within(tree).getByText(label, { selector: '.MuiTreeItem-label, .MuiTreeItem-label *' }).closest('[role="treeitem"]')!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;

const departNamed = (name: string) => db.sysDepart.all().find((d) => d.departName === name)!;

describe('部门权限', () => {
  it('grants a menu to a department; a department role can then be given it and nothing else', async () => {
    const depart = departNamed('人事处');
    expect(departPermissionTable.findMany((q) => q.where({ departId: depart.id }))).toEqual([]);
    await call('/sys/sysDepartRole/add', { method: 'POST', token: session().token, json: { departId: depart.id, roleName: '人事专员', roleCode: 'rs_staff' } });
    const user = setup();
    await selectDepart(user, '人事处');
    await user.click(screen.getByRole('tab', { name: '部门权限' }));
    const region = await screen.findByRole('region', { name: '部门权限' });
    const tree = within(region).getByRole('tree', { name: '部门权限菜单' });
    await within(tree).findByText('系统管理');
    await waitFor(() => expect(within(region).getByRole('button', { name: '保存' })).toBeEnabled());
    await user.click(within(region).getByRole('button', { name: '展开所有' }));
    await user.click(checkboxOf(tree, '职务管理'));
    await user.click(within(region).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();
    expect(departPermissionTable.findMany((q) => q.where({ departId: depart.id })).map((g) => g.permissionId)).toEqual([menuId('system.position')]);

    notifier.clear();
    await user.click(screen.getByRole('tab', { name: '部门角色' }));
    const table = await screen.findByRole('table', { name: '部门角色' });
    const row = (await within(table).findByText('人事专员')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '授权' }));
    const drawer = await screen.findByRole('dialog', { name: '部门角色权限配置' });
    const roleTree = within(drawer).getByRole('tree');
    await within(roleTree).findByText('职务管理');
    expect(within(roleTree).getAllByRole('treeitem').map((i) => i.querySelector('.MuiTreeItem-label')?.textContent)).toEqual(['职务管理']);
    await waitFor(() => expect(within(drawer).getByRole('button', { name: '保存' })).toBeEnabled());
    await user.click(within(drawer).getByRole('button', { name: '全部勾选' }));
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();
    const role = departRoleTable.all().find((r) => r.roleCode === 'rs_staff')!;
    expect(departRolePermissionTable.findMany((q) => q.where({ roleId: role.id })).map((g) => g.permissionId)).toEqual([menuId('system.position')]);
  }, 90_000);

  it('withdraws a grant with 保存并关闭 and returns to 基本信息', async () => {
    const depart = departNamed('信息中心');
    const user = setup();
    await selectDepart(user, '信息中心');
    await user.click(screen.getByRole('tab', { name: '部门权限' }));
    const region = await screen.findByRole('region', { name: '部门权限' });
    const tree = within(region).getByRole('tree', { name: '部门权限菜单' });
    await within(tree).findByText('系统管理');
    await waitFor(() => expect(checkboxOf(tree, '系统管理')).toBeChecked());
    await user.click(checkboxOf(tree, '系统管理'));
    await user.click(within(region).getByRole('button', { name: '保存并关闭' }));
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: '基本信息' })).toHaveAttribute('aria-selected', 'true'));
    const system = db.sysPermission.all().find((p) => p.name === '系统管理' && !p.parentId)!;
    expect(departPermissionTable.findFirst((q) => q.where({ departId: depart.id, permissionId: system.id }))).toBeFalsy();
    expect(departRolePermissionTable.findFirst((q) => q.where({ departId: depart.id, permissionId: system.id }))).toBeFalsy();
  }, 90_000);

  it('refuses to save while the grants could not be read', async () => {
    await tryBadInput('department grants read fails', 'loss', async () => {
      runtime.pathFaults.push({ path: '/sys/permission/queryDepartPermission', status: 200, message: '部门权限读取失败', times: 1 });
      const user = setup();
      await selectDepart(user, '信息中心');
      await user.click(screen.getByRole('tab', { name: '部门权限' }));
      const region = await screen.findByRole('region', { name: '部门权限' });
      expect(await within(region).findByText(/部门权限读取失败/)).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: '保存' })).toBeDisabled();
      expect(within(region).getByRole('button', { name: '保存并关闭' })).toBeDisabled();
    });
  }, 60_000);
});
