/**
 * The user form's 职务 (post) picker over sys_position codes, its
 * post_dictText in the list, and the permsType "2" rules that disable 手机号码
 * and 生日 (disabledAuthFilter).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { saveButtonAuth } from '@/session';
import UserListPage from '@/features/system/user/UserListPage';
import { db } from '@fake/db/tables';
import { resetUsers, userServer } from './user-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';

const session = withFakeBackend({ server: userServer, reset: resetUsers, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/user', <UserListPage title="用户管理" component="system/UserList" />);
}

const rowOf = (text: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(text, { exact: true }))!;

async function editJeecg(user: ReturnType<typeof setup>) {
  await screen.findByText(/^1-10 共\d+ 条$/);
  await user.type(screen.getByRole('textbox', { name: '用户账号' }), 'jeecg');
  await user.click(screen.getByRole('button', { name: '查询' }));
  await screen.findByText('1-1 共1 条');
  // The list's 职务 column is post_dictText (sys_position code → name).
  expect(rowOf('jeecg')).toHaveTextContent('处长');
  await user.click(within(rowOf('jeecg')).getByRole('button', { name: '编辑' }));
  return screen.findByRole('dialog', { name: '编辑用户' });
}

describe('user form: 职务 and field rules', () => {
  it('shows the post name in the list, echoes it in the form and saves a second post picked in 职务选择', async () => {
    const user = setup();
    const form = await editJeecg(user);
    expect(await within(form).findByRole('button', { name: '处长' })).toBeInTheDocument();
    const pickers = within(form).getAllByRole('button', { name: '选择' });
    await user.click(pickers[0]);
    const picker = await screen.findByRole('dialog', { name: '职务选择' });
    await waitFor(() => expect(picker.textContent).toContain('人事专员'), { timeout: 10_000 });
    await user.click(within(picker).getByRole('checkbox', { name: '选择 人事专员' }));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '职务选择' })).not.toBeInTheDocument());
    expect(await within(form).findByRole('button', { name: '人事专员' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('修改成功!')).toBeInTheDocument();
    const saved = db.sysUser.findFirst((q) => q.where({ username: 'jeecg' }))!.post!.split(',');
    expect(saved.sort()).toEqual(['ZW006', 'ZW039']);
  }, 60_000);

  it('disables 手机号码 when its rule is in force and the user lacks the grant, and leaves 生日 editable when granted', async () => {
    saveButtonAuth(
      session().perms.auth.filter((a) => a.action !== 'user:form:phone'),
      session().perms.allAuth.map((a) => (a.action === 'user:form:phone' ? { ...a, status: '1' } : a)),
    );
    const user = setup();
    const form = await editJeecg(user);
    await waitFor(() => expect(within(form).getByRole('textbox', { name: '手机号码' })).toBeDisabled());
    expect(within(form).getByRole('textbox', { name: '用户姓名' })).toBeEnabled();
    expect(within(form).getByRole('group', { name: '生日' }).querySelector('input')).not.toBeDisabled();
  }, 60_000);

  it('leaves 手机号码 editable while the seeded rule is not in force (status 0)', async () => {
    saveButtonAuth(
      session().perms.auth.filter((a) => a.action !== 'user:form:phone'),
      session().perms.allAuth,
    );
    const user = setup();
    const form = await editJeecg(user);
    expect(within(form).getByRole('textbox', { name: '手机号码' })).toBeEnabled();
  }, 60_000);
});
