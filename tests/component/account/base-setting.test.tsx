/**
 * 基本设置 against the fake backend: the signed-in user's values, spec §5 rules with the
 * duplicate check, saving through /sys/user/edit (roles and departments kept), the session
 * user info rewritten, and the server's refusal shown.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getToken, getUserInfo } from '@/session';
import BaseSettingPage from '@/features/account/settings/BaseSettingPage';
import { db } from '@fake/db/tables';
import { StoryProviders } from '../../../ladle/story-providers';
import { accountServer, signIn } from './account-server';
import { answered } from '../answered';
import { realFile } from '../../e2e/fixtures/file-bytes';
import { renderScreen, withFakeBackend } from '../screen-harness';

configure({ asyncUtilTimeout: 8_000 });

withFakeBackend({ server: accountServer, signIn: null });
afterEach(() => localStorage.clear());

async function setup(username = 'editor') {
  const { user: me } = await signIn(username);
  const user = userEvent.setup({ delay: null, applyAccept: false });
  render(
    <StoryProviders path="/account/settings/base">
      <BaseSettingPage />
    </StoryProviders>,
  );
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input,textarea' }) as HTMLInputElement;
  await waitFor(() => expect(field('邮箱').value).toBe(`${username}@example.com`));
  return { user, me, field };
}

const roleIdsOf = (userId: string) => db.sysUserRole.findMany((q) => q.where({ userId })).map((r) => r.roleId).sort();
const departIdsOf = (userId: string) => db.sysUserDepart.findMany((q) => q.where({ userId })).map((r) => r.depId).sort();

describe('基本设置', () => {
  it('shows the signed-in user and the five settings pages in the left menu', async () => {
    const { field } = await setup();
    expect(field('真实姓名').value).toBe('李文静');
    expect(field('手机号').value).toBe('18622222222');
    expect(field('登录账号').value).toBe('editor');
    const nav = screen.getByRole('navigation', { name: '个人设置' });
    expect([...nav.querySelectorAll('[role="button"],button')].map((b) => b.textContent)).toEqual(['基本设置', '安全设置', '个性化设置', '账户绑定', '新消息通知']);
    expect(screen.getByRole('button', { name: '基本设置' })).toHaveAttribute('aria-current', 'page');
  });

  it('applies the phone, email and required rules without saving', async () => {
    const { user, field } = await setup();
    const before = db.sysUser.findFirst((q) => q.where({ username: 'editor' }))!.updateTime;
    await user.clear(field('真实姓名'));
    await user.clear(field('手机号'));
    await user.clear(field('邮箱'));
    await user.type(field('邮箱'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: '更新基本信息' }));
    expect(await screen.findByText('请输入用户名称!')).toBeInTheDocument();
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('邮箱格式不正确')).toBeInTheDocument();
    await user.type(field('手机号'), '12345678901');
    await user.tab();
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
    expect(db.sysUser.findFirst((q) => q.where({ username: 'editor' }))!.updateTime).toBe(before);
  });

  it("refuses another user's phone with the duplicate check's message", async () => {
    const { user, field } = await setup();
    await user.clear(field('手机号'));
    await user.type(field('手机号'), '18611111111');
    await user.click(screen.getByRole('button', { name: '更新基本信息' }));
    expect(await screen.findByText(/该值不可用，系统中已存在/)).toBeInTheDocument();
    expect(db.sysUser.findFirst((q) => q.where({ username: 'editor' }))!.phone).toBe('18622222222');
  });

  it('saves through /sys/user/edit, keeps roles and departments, and rewrites the session user', async () => {
    const { user, field, me } = await setup();
    const roles = roleIdsOf(me.id);
    const departs = departIdsOf(me.id);
    await user.clear(field('真实姓名'));
    await user.type(field('真实姓名'), '李文静（编辑）');
    await user.type(field('个人简介'), '负责门户网站内容');
    await user.click(screen.getByRole('button', { name: '更新基本信息' }));
    expect(await screen.findByText('修改成功!')).toBeInTheDocument();
    expect(db.sysUser.findFirst((q) => q.where({ username: 'editor' }))!.realname).toBe('李文静（编辑）');
    expect(getUserInfo()?.realname).toBe('李文静（编辑）');
    expect(roleIdsOf(me.id)).toEqual(roles);
    expect(departIdsOf(me.id)).toEqual(departs);
    expect(roles.length).toBeGreaterThan(0);
    const res = await fetch('http://localhost:3000/zw-lgb2/account/profile', { headers: { 'X-Access-Token': getToken() ?? '' } });
    expect(((await res.json()) as { result: { description: string } }).result.description).toBe('负责门户网站内容');
  });

  it("shows the server's refusal and keeps the session user unchanged", async () => {
    const { user, field } = await setup();
    accountServer.use(http.put('*/zw-lgb2/sys/user/edit', () => HttpResponse.json({ success: false, code: 500, message: '操作失败', result: null, timestamp: Date.now() })));
    await user.clear(field('真实姓名'));
    await user.type(field('真实姓名'), '新名字');
    await user.click(screen.getByRole('button', { name: '更新基本信息' }));
    expect(await screen.findByText('操作失败')).toBeInTheDocument();
    expect(getUserInfo()?.realname).toBe('李文静');
  });

  it('uploads an avatar, previews it and saves its path', async () => {
    const { user } = await setup();
    await user.upload(screen.getByLabelText('更换头像', { selector: 'input' }), realFile('me.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: '李文静的头像' });
    await waitFor(() => expect(preview.getAttribute('src') ?? '').toMatch(/\/sys\/common\/static\/user\/.+/));
    await user.click(screen.getByRole('button', { name: '更新基本信息' }));
    expect(await screen.findByText('修改成功!')).toBeInTheDocument();
    const avatar = db.sysUser.findFirst((q) => q.where({ username: 'editor' }))!.avatar ?? '';
    expect(avatar).toMatch(/^user\/.+/);
    expect(getUserInfo()?.avatar).toBe(avatar);
  });

  it('keeps what was typed when the fresh read of the user arrives late', async () => {
    await signIn('editor');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    accountServer.use(
      http.get('*/zw-lgb2/sys/user/queryById', async () => {
        await gate;
        return HttpResponse.json({ success: true, code: 0, message: '', result: { ...getUserInfo(), realname: '服务器上的名字', email: 'fresh@example.com' }, timestamp: 1 });
      }),
    );
    const user = renderScreen('/account/settings/base', <BaseSettingPage />);
    const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;
    await user.clear(field('真实姓名'));
    await user.type(field('真实姓名'), '新名字');
    release();
    await waitFor(() => expect(field('邮箱').value).toBe('fresh@example.com'));
    expect(field('真实姓名').value).toBe('新名字');
  });

  it('offers 部门切换 only to a user with several departments', async () => {
    await setup('jeecg');
    expect(await screen.findByRole('button', { name: '部门切换' })).toBeInTheDocument();
  });

  it('has no 部门切换 for a user with one department', async () => {
    const departsAnswered = answered(accountServer, (url) => url.pathname.endsWith('/getCurrentUserDeparts'));
    await setup('editor');
    await departsAnswered;
    expect(screen.queryByRole('button', { name: '部门切换' })).not.toBeInTheDocument();
  });
});
