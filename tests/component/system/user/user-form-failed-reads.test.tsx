/**
 * 用户管理 → 编辑 when the user's roles or departments did not load: the form says so, offers 重试
 * and cannot save (a save would clear the links); after 重试 it saves them unchanged. And a save
 * that timed out is checked before it may be sent again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { postAction } from '@/api/http';
import { UserFormDialog } from '@/features/system/user/UserFormDialog';
import { userServices, type UserServices } from '@/features/system/user/user-services';
import { runtime } from '@fake/config';
import { db } from '@fake/db/tables';
import { ROLE_IDS } from '@fake/seed/roles';
import { StoryProviders } from '../../../../ladle/story-providers';
import { tryBadInput } from '../../../reliability/tally';
import { resetUsers, userServer } from './user-server';
import { withFakeBackend } from '../../screen-harness';

withFakeBackend({ server: userServer, reset: resetUsers, signIn: 'admin' });
afterEach(() => {
  runtime.slowAnswers.length = 0;
});

const editorRoles = () => {
  const editor = db.sysUser.findFirst((q) => q.where({ username: 'editor' }))!;
  return db.sysUserRole.findMany((q) => q.where({ userId: editor.id })).map((r) => r.roleId);
};
const editorDeparts = () => {
  const editor = db.sysUser.findFirst((q) => q.where({ username: 'editor' }))!;
  return db.sysUserDepart.findMany((q) => q.where({ userId: editor.id })).map((r) => r.depId);
};

/**
 * 编辑 of the account `editor`, with the row the list shows for it (the way there through the list
 * and its 编辑 is user-list.test.tsx's; here the form's own reads are what fails).
 */
async function openEditor() {
  const user = userEvent.setup({ delay: null });
  const record = await userServices.findByUsername('editor');
  expect(record?.username).toBe('editor');
  render(
    <StoryProviders path="/isystem/user">
      <UserFormDialog mode="edit" record={record} onClose={() => undefined} onSaved={() => undefined} />
    </StoryProviders>,
  );
  const dialog = await screen.findByRole('dialog', { name: '编辑用户' });
  return { user, dialog };
}

const failures: Array<[string, string, () => Response]> = [
  ['queryUserRole network error', '/sys/user/queryUserRole', () => HttpResponse.error()],
  ['queryUserRole success:false', '/sys/user/queryUserRole', () => HttpResponse.json({ success: false, message: '操作失败，数据库连接超时', code: 500, result: null, timestamp: 1 })],
  ['queryUserRole HTTP 500', '/sys/user/queryUserRole', () => HttpResponse.json({ status: 500, error: 'Internal Server Error', message: '服务器内部错误' }, { status: 500 })],
  ['userDepartList network error', '/sys/user/userDepartList', () => HttpResponse.error()],
  ['userDepartList 查找失败 for a user who has departments', '/sys/user/userDepartList', () => HttpResponse.json({ success: false, message: '查找失败', code: 0, result: null, timestamp: 1 })],
];

describe('用户管理 编辑: a failed read is never written back', () => {
  for (const [name, path, answer] of failures) {
    it(`${name}: 提交 is disabled with 重试; after 重试 the save keeps the links`, async () => {
      const rolesBefore = editorRoles();
      const departsBefore = editorDeparts();
      expect(rolesBefore).toEqual([ROLE_IDS.content_editor]);
      userServer.use(http.get(`*${path}`, answer));
      const { user, dialog } = await openEditor();
      await tryBadInput(`user edit, ${name}`, 'loss', async () => {
        const label = path.endsWith('queryUserRole') ? '用户角色' : '所属部门';
        const alert = await within(dialog).findByText(new RegExp(`${label}加载失败`));
        expect(within(dialog).getByRole('button', { name: '提交' })).toBeDisabled();
        expect(within(dialog).getByText(`${label}未能加载，暂不能保存`)).toBeInTheDocument();
        // A submit by Enter is refused as well.
        await user.type(within(dialog).getByRole('textbox', { name: /用户姓名/ }), '{Enter}');
        expect(editorRoles()).toEqual(rolesBefore);
        userServer.resetHandlers();
        await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '重试' }));
        await waitFor(() => expect(within(dialog).getByRole('button', { name: '提交' })).toBeEnabled());
        await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /角色分配/ })).toHaveTextContent('内容编辑'));
        await user.click(within(dialog).getByRole('button', { name: '提交' }));
        expect(await screen.findByText('修改成功!')).toBeInTheDocument();
        expect(editorRoles()).toEqual(rolesBefore);
        expect(editorDeparts().sort()).toEqual([...departsBefore].sort());
      });
    });
  }

  it('while the roles are still loading 提交 is disabled and says so', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    userServer.use(
      http.get('*/sys/user/queryUserRole', async () => {
        await gate;
        return undefined;
      }),
    );
    const { dialog } = await openEditor();
    await tryBadInput('user edit, roles pending', 'loss', async () => {
      expect(await within(dialog).findByText('正在加载用户角色…加载完成前不能保存。')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: '提交' })).toBeDisabled();
      release();
      await waitFor(() => expect(within(dialog).getByRole('button', { name: '提交' })).toBeEnabled());
      await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /角色分配/ })).toHaveTextContent('内容编辑'));
    });
  });

  it('a user who really has no role or department can still be saved', async () => {
    const editor = db.sysUser.findFirst((q) => q.where({ username: 'editor' }))!;
    await db.sysUserRole.deleteMany((q) => q.where({ userId: editor.id }));
    await db.sysUserDepart.deleteMany((q) => q.where({ userId: editor.id }));
    const { user, dialog } = await openEditor();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '提交' })).toBeEnabled());
    expect(within(dialog).queryByText(/加载失败/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('修改成功!')).toBeInTheDocument();
  });
});

describe('用户管理 新增: a save that timed out is not silently repeated', () => {
  const SHORT = 300;
  const services: UserServices = { ...userServices, add: (values) => postAction('/sys/user/add', values, { timeout: SHORT }) };

  async function fillNewUser(username: string) {
    const user = userEvent.setup({ delay: null });
    let saved = 0;
    render(
      <StoryProviders path="/isystem/user">
        <UserFormDialog mode="add" onClose={() => undefined} onSaved={() => (saved += 1)} services={services} />
      </StoryProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: '新增用户' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '提交' })).toBeEnabled());
    await user.type(within(dialog).getByRole('textbox', { name: /用户账号/ }), username);
    await user.type(within(dialog).getByLabelText(/登录密码/), 'Abc@12345');
    await user.type(within(dialog).getByLabelText(/确认密码/), 'Abc@12345');
    await user.type(within(dialog).getByRole('textbox', { name: /用户姓名/ }), '超时同事');
    await user.type(within(dialog).getByRole('textbox', { name: /工号/ }), `T${username.length}99`);
    return { user, dialog, saved: () => saved };
  }

  const count = (username: string) => db.sysUser.findMany((q) => q.where({ username })).length;

  it('the add landed: the form says the first attempt may have landed, checks, and reports it saved', async () => {
    runtime.slowAnswers.push({ path: '/sys/user/add', delayMs: SHORT * 4, times: 1 });
    const { user, dialog, saved } = await fillNewUser('timeoutlanded');
    // The check (the list queried by the account) waits until the test has seen the form say so.
    let release: () => void = () => undefined;
    const checking = new Promise<void>((resolve) => (release = resolve));
    userServer.use(
      http.get('*/sys/user/list', async () => {
        await checking;
        return undefined;
      }),
    );
    await tryBadInput('user add timed out but landed', 'wrong', async () => {
      const submit = within(dialog).getByRole('button', { name: '提交' });
      // A double click sends once.
      await user.dblClick(submit);
      expect(await within(dialog).findByText('保存请求超时，第一次提交可能已经成功。正在核对…', undefined, { timeout: 20_000 })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: '提交' })).toBeDisabled();
      release();
      expect(await within(dialog).findByText('已保存成功', undefined, { timeout: 20_000 })).toBeInTheDocument();
      expect(saved()).toBe(1);
      await waitFor(() => expect(count('timeoutlanded')).toBe(1));
    });
  });

  it('the add did not land: the check says so and 提交 may save it once', async () => {
    userServer.use(
      http.post('*/sys/user/add', async () => {
        await delay(SHORT * 3);
        return HttpResponse.json({ success: false, message: '不应到达', code: 500, result: null, timestamp: 1 });
      }, { once: true }),
    );
    const { user, dialog, saved } = await fillNewUser('timeoutlost');
    await tryBadInput('user add timed out and was lost', 'wrong', async () => {
      await user.click(within(dialog).getByRole('button', { name: '提交' }));
      expect(await within(dialog).findByText('核对结果：第一次提交没有保存，可以再次点击确定保存。')).toBeInTheDocument();
      expect(count('timeoutlost')).toBe(0);
      await user.click(within(dialog).getByRole('button', { name: '提交' }));
      expect(await screen.findByText('添加成功！')).toBeInTheDocument();
      expect(saved()).toBe(1);
      expect(count('timeoutlost')).toBe(1);
    });
  });
});
