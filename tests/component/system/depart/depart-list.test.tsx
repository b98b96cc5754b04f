/**
 * 部门管理 against the fake backend: tree, search, base info, add (top and
 * child), delete with children, department users and department roles with
 * their permissions.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DepartListPage from '@/features/system/depart/DepartListPage';
import { db } from '@fake/db/tables';
import { departRolePermissionTable, departRoleTable } from '@fake/handlers/sys-depart';
import { departServer, resetWithDeparts } from './depart-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';
import { submitEmptyNewDialog } from '../../list-screen';

withFakeBackend({ server: departServer, reset: resetWithDeparts, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/depart', <DepartListPage title="部门管理" component="system/DepartList" />);
}

const tree = () => screen.getByRole('tree', { name: '部门管理' });
const treeItem = (name: string) => within(tree()).getByText(name, { selector: '.MuiTreeItem-label, .MuiTreeItem-label *' });

async function selectDepart(user: ReturnType<typeof userEvent.setup>, name: string) {
  await screen.findByRole('tree', { name: '部门管理' });
  await user.click(await within(tree()).findByText(name));
}

describe('部门管理', () => {
  it('shows the whole tree opened, and the search narrows it to matching departments', async () => {
    const user = setup();
    expect(await within(await screen.findByRole('tree', { name: '部门管理' })).findByText('信息中心')).toBeInTheDocument();
    expect(treeItem('网络安全科')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '请输入部门名称' }), '财务');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(within(tree()).queryByText('信息中心')).toBeNull());
    expect(treeItem('财务处')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: '请输入部门名称' }));
    await user.type(screen.getByRole('textbox', { name: '请输入部门名称' }), '不存在的部门');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('未查询匹配数据！')).toBeInTheDocument();
  });

  it('fills the base info of the selected department and saves an edit', async () => {
    const user = setup();
    await selectDepart(user, '人事处');
    const form = screen.getByRole('form', { name: '基本信息' });
    expect(within(form).getByLabelText('机构编码')).toHaveValue('A01A03');
    expect(within(form).getByLabelText('上级部门')).toHaveValue('省局');
    const name = within(form).getByRole('textbox', { name: /机构名称/ });
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: '修改并保存' }));
    expect(await within(form).findByText('请输入机构/部门名称!')).toBeInTheDocument();
    await user.type(name, '人力资源处');
    await user.click(within(form).getByRole('button', { name: '修改并保存' }));
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    expect(await within(tree()).findByText('人力资源处')).toBeInTheDocument();
  });

  it('adds a child department under the selected one with the next org code', async () => {
    const user = setup();
    await screen.findByRole('tree', { name: '部门管理' });
    await user.click(screen.getByRole('button', { name: '添加子部门' }));
    expect(await screen.findByText('请先选中一条记录!')).toBeInTheDocument();
    await selectDepart(user, '财务处');
    await user.click(screen.getByRole('button', { name: '添加子部门' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    expect(within(dialog).getByLabelText('上级部门')).toHaveValue('财务处');
    expect(within(dialog).getByRole('radio', { name: '部门' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('请输入机构/部门名称!')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /电话/ }), '123');
    await user.type(within(dialog).getByRole('textbox', { name: /机构名称/ }), '税费科');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('请输入正确的手机号或座机号')).toBeInTheDocument();
    // A landline is a department's usual number.
    await user.clear(within(dialog).getByRole('textbox', { name: /电话/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /电话/ }), '0571-88886666');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(tree()).findByText('税费科')).toBeInTheDocument();
    expect(db.sysDepart.all().find((d) => d.departName === '税费科')).toMatchObject({ orgCode: 'A01A04A05', orgType: '3', orgCategory: '2' });
  });

  it('batch-deletes the checked department with its children after the confirm', async () => {
    const user = setup();
    await screen.findByRole('tree', { name: '部门管理' });
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument();
    const item = (await within(tree()).findByText('西江市局')).closest('li')!;
    await user.click(item.querySelector<HTMLInputElement>(':scope > .MuiTreeItem-content input[type="checkbox"]')!);
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirmDialog = await screen.findByRole('dialog', { name: '确认删除' });
    expect(confirmDialog).toHaveTextContent('确定要删除所选中的 1 条数据，以及子节点数据吗?');
    await user.click(within(confirmDialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    await waitFor(() => expect(within(tree()).queryByText('西江市局')).toBeNull());
    expect(db.sysDepart.all().some((d) => d.orgCode.startsWith('A01A07'))).toBe(false);
  });

  it('lists department users and unlinks one', async () => {
    const user = setup();
    await selectDepart(user, '信息中心');
    await user.click(screen.getByRole('tab', { name: '用户信息' }));
    const table = await screen.findByRole('table', { name: '用户信息' });
    expect(await within(table).findByText('admin')).toBeInTheDocument();
    const row = within(table).getByText('admin').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '取消关联' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确认删除' })).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('admin')).toBeNull());
  });

  it('adds a department role with validation and saves its permissions', async () => {
    const user = setup();
    await selectDepart(user, '信息中心');
    await user.click(screen.getByRole('tab', { name: '部门角色' }));
    const table = await screen.findByRole('table', { name: '部门角色' });
    expect(await within(table).findByText('系统运维员')).toBeInTheDocument();
    const dialog = await submitEmptyNewDialog(user, ['请输入部门角色名称!', '请输入部门角色编码!']);
    await user.type(within(dialog).getByRole('textbox', { name: /部门角色名称/ }), '安全审计员');
    await user.type(within(dialog).getByRole('textbox', { name: /部门角色编码/ }), 'xxzx_audit');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = (await within(table).findByText('安全审计员')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '授权' }));
    const drawer = await screen.findByRole('dialog', { name: '部门角色权限配置' });
    const menuTree = within(drawer).getByRole('tree');
    await within(menuTree).findByText('系统管理');
    await user.click(within(drawer).getByRole('button', { name: '全部勾选' }));
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();
    const role = departRoleTable.all().find((r) => r.roleCode === 'xxzx_audit')!;
    expect(departRolePermissionTable.all().filter((g) => g.roleId === role.id).length).toBeGreaterThan(10);
  });
});
