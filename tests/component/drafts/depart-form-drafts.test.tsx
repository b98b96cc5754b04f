/**
 * 部门管理 → 添加子部门 keeps its draft: after a dead session the same user's 恢复草稿 reopens the add
 * under the same parent department, filled.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginResult } from '@/api/sys/auth';
import type { PermissionResult } from '@/api/sys/permission';
import type { SysUser } from '@/api/sys/user';
import { saveButtonAuth, saveLogin, setUserInfo } from '@/session';
import DepartListPage from '@/features/system/depart/DepartListPage';
import { loseSession, renderInDraftScope, restoreOffered, withMemoryDrafts } from './draft-harness';
import { flushDrafts } from '@/session/drafts';
import { call, login } from '../../unit/fake-server/fake-client';
import { departServer, resetWithDeparts } from '../system/depart/depart-server';
import { withFakeBackend } from '../screen-harness';

const ROUTE = '/isystem/depart';
const drafts = withMemoryDrafts();

async function signInAdmin() {
  const res = (await login('admin')).body.result as LoginResult;
  saveLogin(res);
  const perms = (await call<PermissionResult>('/sys/permission/getUserPermissionByToken', { token: res.token })).body.result;
  saveButtonAuth(perms.auth, perms.allAuth);
  act(() => setUserInfo({ ...res.userInfo, roleCode: 'admin' } as SysUser));
}

function renderConsole(path: string) {
  return renderInDraftScope(path, { route: ROUTE, title: '部门管理' }, <DepartListPage title="部门管理" component="system/DepartList" />);
}

withFakeBackend({ server: departServer, reset: resetWithDeparts, signIn: null });

describe('部门 add drafts', { timeout: 60_000 }, () => {
  it('come back under the same parent, filled, for the same user', async () => {
    await signInAdmin();
    const user = userEvent.setup({ delay: null });
    const view = renderConsole(ROUTE);
    const tree = await screen.findByRole('tree', { name: '部门管理' });
    await user.click(await within(tree).findByText('财务处'));
    await user.click(screen.getByRole('button', { name: '添加子部门' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await user.type(within(dialog).getByRole('textbox', { name: /机构名称/ }), '税费核算科');
    await act(() => flushDrafts());
    const [draft] = await drafts().all();
    expect(draft).toMatchObject({ user: 'admin', route: ROUTE, values: { departName: '税费核算科' } });
    expect(draft.form).toMatch(/^add:/);
    await loseSession(view);

    await signInAdmin();
    renderConsole('/dashboard/analysis');
    await restoreOffered(user);
    const again = await screen.findByRole('dialog', { name: '新增' });
    await waitFor(() => expect(within(again).getByRole('textbox', { name: /机构名称/ })).toHaveValue('税费核算科'));
    expect(within(again).getByLabelText('上级部门')).toHaveValue('财务处');
  });

  it('of 基本信息 come back into the same department, filled', async () => {
    await signInAdmin();
    const user = userEvent.setup({ delay: null });
    const view = renderConsole(ROUTE);
    const tree = await screen.findByRole('tree', { name: '部门管理' });
    await user.click(await within(tree).findByText('财务处'));
    const address = await screen.findByRole('textbox', { name: '地址' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /机构名称/ })).toHaveValue('财务处'));
    await user.clear(address);
    await user.type(address, '新办公楼三层');
    await act(() => flushDrafts());
    const [draft] = await drafts().all();
    expect(draft).toMatchObject({ user: 'admin', route: ROUTE, values: { departName: '财务处', address: '新办公楼三层' } });
    await loseSession(view);

    await signInAdmin();
    renderConsole('/dashboard/analysis');
    await restoreOffered(user);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '地址' })).toHaveValue('新办公楼三层'));
    expect(screen.getByRole('textbox', { name: /机构名称/ })).toHaveValue('财务处');
  });

  it('of a department role come back into the roles of the same department, filled', async () => {
    await signInAdmin();
    const user = userEvent.setup({ delay: null });
    const view = renderConsole(ROUTE);
    const tree = await screen.findByRole('tree', { name: '部门管理' });
    await user.click(await within(tree).findByText('财务处'));
    await user.click(screen.getByRole('tab', { name: '部门角色' }));
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await user.type(within(dialog).getByRole('textbox', { name: /部门角色名称/ }), '预算审核员');
    await act(() => flushDrafts());
    const [draft] = await drafts().all();
    expect(draft).toMatchObject({ user: 'admin', route: ROUTE, values: { roleName: '预算审核员' } });
    await loseSession(view);

    await signInAdmin();
    renderConsole('/dashboard/analysis');
    await restoreOffered(user);
    const again = await screen.findByRole('dialog', { name: '新增' });
    await waitFor(() => expect(within(again).getByRole('textbox', { name: /部门角色名称/ })).toHaveValue('预算审核员'));
    expect(screen.getByRole('tab', { name: '部门角色', hidden: true })).toHaveAttribute('aria-selected', 'true');
  });
});
