/**
 * 部门管理's conveniences of the Vue console: a right-click menu on the tree (添加下级 / 删除 of that
 * department) and 新建用户 in the 用户信息 tab, which creates the user inside the department.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import DepartListPage from '@/features/system/depart/DepartListPage';
import { db } from '@fake/db/tables';
import { signInAs } from '../../sign-in';
import { departServer, resetWithDeparts } from './depart-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';

withFakeBackend({ server: departServer, reset: resetWithDeparts, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/depart', <DepartListPage title="部门管理" component="system/DepartList" />);
}

const tree = () => screen.getByRole('tree', { name: '部门管理' });
async function rightClick(name: string) {
  const label = await within(await screen.findByRole('tree', { name: '部门管理' })).findByText(name);
  fireEvent.contextMenu(label, { clientX: 120, clientY: 80 });
  return screen.findByRole('menu', { name: `${name} 的操作` });
}
const departsNamed = (name: string) => db.sysDepart.findMany((q) => q.where({ departName: name }));

describe('部门管理 tree menu', { timeout: 60_000 }, () => {
  it('添加下级 opens the add form under the right-clicked department', async () => {
    const user = setup();
    const menu = await rightClick('人事处');
    await user.click(within(menu).getByRole('menuitem', { name: '添加下级' }));
    const dialog = await screen.findByRole('dialog', { name: /新增|添加子部门/ });
    expect(within(dialog).getByDisplayValue('人事处')).toBeInTheDocument();
    expect(screen.getByText('人事处', { selector: 'strong' })).toBeInTheDocument();
  });

  it('删除 asks first, then deletes that department (and nothing when cancelled)', async () => {
    const user = setup();
    expect(departsNamed('网络安全科')).toHaveLength(1);
    await user.click(within(await rightClick('网络安全科')).getByRole('menuitem', { name: '删除' }));
    const ask = await screen.findByRole('dialog', { name: '确认删除' });
    expect(within(ask).getByText('确定要删除此部门以及子节点数据吗?')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    expect(departsNamed('网络安全科')).toHaveLength(1);
    await user.click(within(await rightClick('网络安全科')).getByRole('menuitem', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确认删除' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(departsNamed('网络安全科')).toHaveLength(0));
    await waitFor(() => expect(within(tree()).queryByText('网络安全科')).toBeNull());
  });

  it('offers nothing without the add and delete grants', async () => {
    await signInAs('editor');
    setup();
    const label = await within(await screen.findByRole('tree', { name: '部门管理' })).findByText('人事处');
    fireEvent.contextMenu(label, { clientX: 120, clientY: 80 });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('部门管理 新建用户', { timeout: 90_000 }, () => {
  it('creates the user inside the selected department', async () => {
    const user = setup();
    await user.click(await within(await screen.findByRole('tree', { name: '部门管理' })).findByText('人事处'));
    await user.click(screen.getByRole('tab', { name: '用户信息' }));
    await user.click(await screen.findByRole('button', { name: '新建用户' }));
    const dialog = await screen.findByRole('dialog', { name: '新增用户' }, { timeout: 15_000 });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '提交' })).toBeEnabled());
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /部门分配/ })).toHaveValue('人事处'));
    await user.type(within(dialog).getByRole('textbox', { name: /用户账号/ }), 'hr_newcomer');
    await user.type(within(dialog).getByLabelText(/登录密码/), 'Abc@12345');
    await user.type(within(dialog).getByLabelText(/确认密码/), 'Abc@12345');
    await user.type(within(dialog).getByRole('textbox', { name: /用户姓名/ }), '新同事');
    await user.type(within(dialog).getByRole('textbox', { name: /工号/ }), 'HR0099');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增用户' })).toBeNull());
    const created = db.sysUser.findFirst((q) => q.where({ username: 'hr_newcomer' }))!;
    const hr = departsNamed('人事处')[0];
    expect(db.sysUserDepart.findMany((q) => q.where({ userId: created.id })).map((l) => l.depId)).toEqual([hr.id]);
    // The tab lists the newcomer among the department's users.
    const search = screen.getByRole('textbox', { name: '用户账号' });
    await user.type(search, 'hr_newcomer');
    await user.click(within(search.closest('form') as HTMLElement).getByRole('button', { name: '查询' }));
    expect(await screen.findByText('新同事', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
