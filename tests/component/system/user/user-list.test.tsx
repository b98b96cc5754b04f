/**
 * 用户管理 against the fake backend: list and query, the add/edit dialog with
 * its validation and duplicate checks, freeze, password reset, delete and the
 * recycle bin.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import UserListPage from '@/features/system/user/UserListPage';
import { db } from '@fake/db/tables';
import { ROLE_IDS } from '@fake/seed/roles';
import { login } from '../../../unit/fake-server/fake-client';
import { resetUsers, userServer } from './user-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';
import { deleteRow } from '../../list-screen';

withFakeBackend({ server: userServer, reset: resetUsers, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/user', <UserListPage title="用户管理" component="system/UserList" />);
}

const rowOf = (text: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(text, { exact: true }))!;

async function search(user: ReturnType<typeof setup>, username: string, total = 1) {
  await screen.findByText(/^1-10 共\d+ 条$/);
  await user.type(screen.getByRole('textbox', { name: '用户账号' }), username);
  await user.click(screen.getByRole('button', { name: '查询' }));
  await screen.findByText(`1-${total} 共${total} 条`);
}

/** Fills a field as a paste: one input event instead of one re-render of the whole form per key. */
async function fill(user: ReturnType<typeof setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

describe('用户管理', () => {
  it('lists users with sex, department and status texts and filters by account', async () => {
    const user = setup();
    await search(user, 'frozen');
    const row = rowOf('frozen');
    expect(row).toHaveTextContent('冻结用户');
    expect(row).toHaveTextContent('男');
    expect(row).toHaveTextContent('冻结');
    for (const title of ['用户账号', '头像', '性别', '部门', '状态']) expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
  });

  it('refuses a new user: required fields, duplicate account, password confirmation and phone format', async () => {
    const user = setup();
    await screen.findByText(/^1-10 共\d+ 条$/);
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增用户' });
    // 提交 waits for the roles and tenants the form offers, as a person would.
    const submit = within(dialog).getByRole('button', { name: '提交' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    // The form checks its fields before it shows their messages (the account's check may ask the server).
    for (const m of ['请输入用户账号!', '密码由8位数字、大小写字母和特殊符号组成!', '请重新输入登陆密码!', '请输入用户名称!', '请输入工号']) {
      expect(await within(dialog).findByText(m)).toBeInTheDocument();
    }
    const account = within(dialog).getByRole('textbox', { name: /用户账号/ });
    await user.type(account, 'admin');
    await user.tab();
    expect(await within(dialog).findByText('该值不可用，系统中已存在！')).toBeInTheDocument();
    await user.clear(account);
    await fill(user, account, 'newbie');
    await fill(user, within(dialog).getByLabelText(/登录密码/), 'Abc@12345');
    await fill(user, within(dialog).getByLabelText(/确认密码/), 'Abc@1234');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('两次输入的密码不一样！')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /手机号码/ }), '123');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请输入正确格式的手机号码!')).toBeInTheDocument();
    expect(db.sysUser.findFirst((q) => q.where({ username: 'newbie' }))).toBeFalsy();
  });

  it('adds a new user with a role: 添加成功！ and the user with that role in the database', async () => {
    const user = setup();
    await screen.findByText(/^1-10 共\d+ 条$/);
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增用户' });
    await fill(user, within(dialog).getByRole('textbox', { name: /用户账号/ }), 'newbie');
    await fill(user, within(dialog).getByLabelText(/登录密码/), 'Abc@12345');
    await fill(user, within(dialog).getByLabelText(/确认密码/), 'Abc@12345');
    await fill(user, within(dialog).getByRole('textbox', { name: /用户姓名/ }), '新同事');
    await fill(user, within(dialog).getByRole('textbox', { name: /工号/ }), 'NW001');
    await user.click(within(dialog).getByRole('combobox', { name: /角色分配/ }));
    await user.click(await screen.findByRole('option', { name: '内容编辑' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    const row = db.sysUser.findFirst((q) => q.where({ username: 'newbie' }))!;
    expect(row).toMatchObject({ realname: '新同事', workNo: 'NW001', status: 1, userIdentity: 1 });
    expect(db.sysUserRole.findMany((q) => q.where({ userId: row.id })).map((r) => r.roleId)).toEqual([ROLE_IDS.content_editor]);
  });

  it('edits a user: loads the roles, makes them 上级 of a department of theirs and saves 修改成功!', async () => {
    const user = setup();
    await search(user, 'editor');
    await user.click(within(rowOf('editor')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑用户' });
    expect(within(dialog).getByRole('textbox', { name: /用户账号/ })).toHaveAttribute('readonly');
    expect(within(dialog).queryByLabelText(/登录密码/)).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /角色分配/ })).toHaveTextContent('内容编辑'));
    await user.click(within(dialog).getByRole('radio', { name: '上级' }));
    await user.click(within(dialog).getByRole('combobox', { name: /负责部门/ }));
    const editorDepart = db.sysDepart.findFirst((q) => q.where({ orgCode: 'A01A05A04' }))!;
    await user.click(await screen.findByRole('option', { name: editorDepart.departName }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('修改成功!')).toBeInTheDocument();
    expect(db.sysUser.findFirst((q) => q.where({ username: 'editor' }))).toMatchObject({ userIdentity: 2, departIds: editorDepart.id });
  });

  it('freezes a user after the confirm and shows 冻结 in the row', async () => {
    const user = setup();
    await search(user, 'editor');
    await user.click(within(rowOf('editor')).getByRole('button', { name: '冻结' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确认操作' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('editor')).getByRole('button', { name: '解冻' })).toBeInTheDocument());
    expect(db.sysUser.findFirst((q) => q.where({ username: 'editor' }))!.status).toBe(2);
  });

  it('resets a password: the rule, the confirmation, then 密码修改成功!', async () => {
    const user = setup();
    await search(user, 'editor');
    await user.click(within(rowOf('editor')).getByRole('button', { name: '密码' }));
    const dialog = await screen.findByRole('dialog', { name: '重新设置密码' });
    await user.type(within(dialog).getByLabelText(/登录密码/), 'short');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(within(dialog).getByText('密码由8位数字、大小写字母和特殊符号组成!')).toBeInTheDocument();
    expect(within(dialog).getByText('请重新输入登录密码!')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/登录密码/));
    await user.type(within(dialog).getByLabelText(/登录密码/), 'N3w@pass');
    await user.type(within(dialog).getByLabelText(/确认密码/), 'N3w@pass');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('密码修改成功!')).toBeInTheDocument();
    expect((await login('editor', 'N3w@pass')).body.code).toBe(200);
  });

  it('deletes a user into the recycle bin and restores them from it', async () => {
    const user = setup();
    await search(user, 'editor');
    await deleteRow(user, rowOf('editor'));
    expect(await screen.findByText('删除用户成功')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '回收站' }));
    const bin = await screen.findByRole('dialog', { name: '用户回收站' });
    const binRow = await within(bin).findByRole('row', { name: /editor/ });
    expect(binRow).toHaveTextContent('李文静');
    await user.click(within(binRow).getByRole('button', { name: '取回用户' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确认操作' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('还原成功')).toBeInTheDocument();
    await waitFor(() => expect(within(bin).queryByRole('row', { name: /editor/ })).not.toBeInTheDocument());
    await user.click(within(bin).getByRole('button', { name: '关闭' }));
    expect(await screen.findByText('1-1 共1 条')).toBeInTheDocument();
    expect(db.sysUser.findFirst((q) => q.where({ username: 'editor' }))!.delFlag).toBe(0);
  });
});
