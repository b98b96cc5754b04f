/**
 * 基本设置 when the user's roles, departments or row did not load: the page says so with 重试 and
 * cannot save (the save re-links roles and departments from what it sends); after 重试 it saves
 * them unchanged.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import BaseSettingPage from '@/features/account/settings/BaseSettingPage';
import { db } from '@fake/db/tables';
import { StoryProviders } from '../../../ladle/story-providers';
import { tryBadInput } from '../../reliability/tally';
import { accountServer, signIn } from './account-server';
import { withFakeBackend } from '../screen-harness';

configure({ asyncUtilTimeout: 8_000 });

withFakeBackend({ server: accountServer, signIn: null });
afterEach(() => localStorage.clear());

const roleIdsOf = (userId: string) => db.sysUserRole.findMany((q) => q.where({ userId })).map((r) => r.roleId).sort();
const departIdsOf = (userId: string) => db.sysUserDepart.findMany((q) => q.where({ userId })).map((r) => r.depId).sort();

const cases: Array<[string, string, string, () => Response]> = [
  ['roles: network error', '/sys/user/queryUserRole', '角色', () => HttpResponse.error()],
  ['roles: success:false', '/sys/user/queryUserRole', '角色', () => HttpResponse.json({ success: false, message: '操作失败，连接被拒绝', code: 500, result: null, timestamp: 1 })],
  ['departments: HTTP 500', '/sys/user/userDepartList', '所属部门', () => HttpResponse.json({ status: 500, message: '服务器内部错误' }, { status: 500 })],
  ['own row: network error', '/sys/user/queryById', '账号资料', () => HttpResponse.error()],
  ['个人简介: success:false', '/account/profile', '个人简介', () => HttpResponse.json({ success: false, message: '操作失败，连接被拒绝', code: 500, result: null, timestamp: 1 })],
];

describe('基本设置: a failed read is never written back', () => {
  for (const [name, path, label, answer] of cases) {
    it(`${name}: 更新基本信息 is disabled with 重试, then saves keeping the links`, async () => {
      const { user: me } = await signIn('admin');
      const roles = roleIdsOf(me.id);
      const departs = departIdsOf(me.id);
      expect(roles.length).toBeGreaterThan(0);
      accountServer.use(http.get(`*${path}`, answer));
      const user = userEvent.setup({ delay: null, applyAccept: false });
      render(
        <StoryProviders path="/account/settings/base">
          <BaseSettingPage />
        </StoryProviders>,
      );
      await tryBadInput(`基本设置, ${name}`, 'loss', async () => {
        const alert = (await screen.findByText(new RegExp(`${label}加载失败`))).closest('[role="alert"]') as HTMLElement;
        const save = screen.getByRole('button', { name: '更新基本信息' });
        expect(save).toBeDisabled();
        expect(screen.getByText(`${label}未能加载，暂不能保存`)).toBeInTheDocument();
        accountServer.resetHandlers();
        await user.click(alert.querySelector('button') as HTMLElement);
        await waitFor(() => expect(screen.getByRole('button', { name: '更新基本信息' })).toBeEnabled());
        await user.click(screen.getByRole('button', { name: '更新基本信息' }));
        expect(await screen.findByText('修改成功!')).toBeInTheDocument();
        expect(roleIdsOf(me.id)).toEqual(roles);
        expect(departIdsOf(me.id)).toEqual(departs);
      });
    });
  }

  it('部门切换: a failed read of the current departments says so with 重试 instead of hiding the choice', async () => {
    await signIn('admin');
    accountServer.use(http.get('*/sys/user/getCurrentUserDeparts', () => HttpResponse.json({ success: false, message: '操作失败，连接被拒绝', code: 500, result: null, timestamp: 1 })));
    const user = userEvent.setup({ delay: null, applyAccept: false });
    render(
      <StoryProviders path="/account/settings/base">
        <BaseSettingPage />
      </StoryProviders>,
    );
    const alert = (await screen.findByText('部门切换加载失败：操作失败，连接被拒绝。')).closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toHaveTextContent('不能保存');
    await waitFor(() => expect(screen.getByRole('button', { name: '更新基本信息' })).toBeEnabled());
    accountServer.resetHandlers();
    await user.click(alert.querySelector('button') as HTMLElement);
    await waitFor(() => expect(screen.queryByText(/部门切换加载失败/)).not.toBeInTheDocument());
  });
});
