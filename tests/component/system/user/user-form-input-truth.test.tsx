/** The user form refuses an account name with markup and a 用户姓名 longer than its column, sending nothing. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { UserFormDialog } from '@/features/system/user/UserFormDialog';
import { db } from '@fake/db/tables';
import { call } from '../../../unit/fake-server/fake-client';
import { tryBadInput } from '../../../reliability/tally';
import { resetUsers, userServer } from './user-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';

const session = withFakeBackend({ server: userServer, reset: resetUsers, signIn: 'admin' });

async function openAdd() {
  // The dialog alone, on the real services and fake backend: the list around it adds nothing here.
  const user = renderScreen('/isystem/user', <UserFormDialog mode="add" onClose={() => {}} onSaved={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: '新增用户' });
  const fill = async (name: string, text: string) => {
    await user.click(within(dialog).getByLabelText(name, { exact: false, selector: 'input' }));
    await user.paste(text);
  };
  await fill('登录密码', 'Abc12345!');
  await fill('确认密码', 'Abc12345!');
  await fill('工号', 'W90001');
  return { user, dialog, fill };
}

const usersNamed = (username: string) => db.sysUser.findMany((q) => q.where({ username })).length;

describe('user form input rules', () => {
  it('refuses the account name <img src=x> with 只允许字母、数字、下划线', async () => {
    await tryBadInput('user form: <img> as 用户账号', 'wrong', async () => {
      const { user, dialog, fill } = await openAdd();
      await fill('用户账号', '<img src=x>');
      await fill('用户姓名', '测试');
      await user.click(within(dialog).getByRole('button', { name: '提交' }));
      expect(await within(dialog).findByText('只允许字母、数字、下划线')).toBeInTheDocument();
      expect(usersNamed('<img src=x>')).toBe(0);
    });
  }, 120_000);

  it('refuses a 10,000-character 用户姓名 with the column limit', async () => {
    await tryBadInput('user form: 10,000-character 用户姓名', 'wrong', async () => {
      const { user, dialog, fill } = await openAdd();
      await fill('用户账号', 'longname01');
      await fill('用户姓名', '长'.repeat(10_000));
      await user.click(within(dialog).getByRole('button', { name: '提交' }));
      expect(await within(dialog).findByText('最大长度100位字符')).toBeInTheDocument();
      expect(usersNamed('longname01')).toBe(0);
    });
  }, 120_000);

  it('is refused by the fake backend too, as the real one answers', async () => {
    const bad = await call<null>('/sys/user/add', { method: 'POST', token: session().token, json: { username: '<img src=x>', realname: 'x', workNo: 'W9', password: 'Abc12345!' } });
    expect(bad.body).toMatchObject({ success: false, code: 500, message: '只允许字母、数字、下划线' });
    const long = await call<null>('/sys/user/add', { method: 'POST', token: session().token, json: { username: 'longname02', realname: '长'.repeat(10_000), workNo: 'W8', password: 'Abc12345!' } });
    expect(long.body).toMatchObject({ success: false, message: '操作失败' });
    expect(usersNamed('longname02')).toBe(0);
  });
});
