/** 我的部门 (queryMyDeptTreeList + departUserList) and 通讯录 (queryByOrgCodeForAddressList) against the fake backend. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { LoginResult } from '@/api/sys/auth';
import type { SysUser } from '@/api/sys/user';
import { notifier } from '@/ui/notify';
import { saveLogin, setUserInfo } from '@/session';
import DepartUserListPage from '@/features/system/depart/DepartUserListPage';
import AddressListPage from '@/features/system/address-list/AddressListPage';
import { db } from '@fake/db/tables';
import { StoryProviders } from '../../../../ladle/story-providers';
import { login } from '../../../unit/fake-server/fake-client';
import { departServer, resetWithDeparts } from './depart-server';
import { renderScreen } from '../../screen-harness';

beforeAll(() => departServer.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => departServer.close());
beforeEach(() => resetWithDeparts());
afterEach(() => {
  departServer.resetHandlers();
  notifier.clear();
});

async function signIn(username: string) {
  const res = (await login(username)).body.result as LoginResult;
  saveLogin(res);
  setUserInfo(res.userInfo as SysUser);
}

const headOf = (departName: string) => {
  const depart = db.sysDepart.all().find((d) => d.departName === departName)!;
  return db.sysUser.all().find((u) => u.userIdentity === 2 && u.departIds === depart.id && u.status === 1 && u.delFlag === 0)!;
};

describe('我的部门', () => {
  it('shows nothing to manage for a user who heads no department', async () => {
    await signIn('editor');
    render(
      <StoryProviders path="/isystem/departUserList">
        <DepartUserListPage title="我的部门" component="system/DepartUserList" />
      </StoryProviders>,
    );
    await waitFor(() => expect(screen.getAllByText('暂无数据').length).toBeGreaterThanOrEqual(2));
    expect(within(screen.getByRole('tree', { name: '我的部门' })).queryAllByRole('treeitem')).toHaveLength(0);
  });

  it('lists the headed department and its sub-departments and the users of the chosen one', async () => {
    const head = headOf('财务处');
    await signIn(head.username);
    const user = renderScreen('/isystem/departUserList', <DepartUserListPage title="我的部门" component="system/DepartUserList" />);
    const tree = await screen.findByRole('tree', { name: '我的部门' });
    expect(await within(tree).findByText('财务处')).toBeInTheDocument();
    expect(within(tree).getByText('预算科')).toBeInTheDocument();
    expect(within(tree).queryByText('信息中心')).toBeNull();
    await user.click(within(tree).getByText('财务处'));
    const table = await screen.findByRole('table', { name: '用户信息' });
    expect(await within(table).findByText(head.username)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '基本信息' }));
    expect(screen.getByText('A01A04')).toBeInTheDocument();
  });
});

describe('通讯录', () => {
  it('lists everyone, narrows to the chosen department subtree, and filters by name', async () => {
    await signIn('admin');
    const user = renderScreen('/isystem/addressList', <AddressListPage title="通讯录" component="system/AddressList" />);
    const table = await screen.findByRole('table', { name: '通讯录' });
    const live = new Set(db.sysUser.all().filter((u) => u.delFlag === 0).map((u) => u.id));
    const everyone = db.sysUserDepart.all().filter((l) => live.has(l.userId)).length;
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(11));
    expect(screen.getByText(`1-10 共${everyone} 条`)).toBeInTheDocument();
    const tree = await screen.findByRole('tree', { name: '通讯录' });
    await user.click(await within(tree).findByText('信息中心'));
    await waitFor(() => expect(within(table).getByText('管理员')).toBeInTheDocument());
    for (const cell of within(table).getAllByRole('row').slice(1)) expect(cell.textContent).toMatch(/信息中心|系统运维科|网络安全科|数据管理科|网站编辑科|软件开发科/);
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '管理员');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('1-1 共1 条')).toBeInTheDocument();
  });
});
