/**
 * 在线用户 against the fake backend: the live sessions from the token table,
 * the username query and 强退, after which that session's next call is a 401.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { saveButtonAuth } from '@/session';
import OnlineUserListPage from '@/features/system/online/OnlineUserListPage';
import { call, tokenOf } from '../../../unit/fake-server/fake-client';
import { jobsServer, resetWithJobs } from '../quartz/jobs-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';

const session = withFakeBackend({ server: jobsServer, reset: resetWithJobs, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/online', <OnlineUserListPage title="在线用户" component="system/SysUserOnlineList" />);
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('在线用户', () => {
  it('lists the live sessions newest first with name, sex and phone, and queries by account', async () => {
    await tokenOf('editor');
    const user = setup();
    expect(await screen.findByText('1-2 共2 条')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('editor');
    expect(rows()[0]).toHaveTextContent('李文静');
    expect(rows()[0]).toHaveTextContent('18622222222');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('女'));
    await user.click(screen.getByRole('textbox', { name: '用户账号' }));
    await user.paste('admin');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('1-1 共1 条')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('管理员');
  });

  it('force-logs out a session after the confirm; that session then gets the 401', async () => {
    const editor = await tokenOf('editor');
    const user = setup();
    await screen.findByText('1-2 共2 条');
    await user.click(within(rows()[0]).getByRole('button', { name: '强退' }));
    await user.click(within(await screen.findByRole('dialog', { name: '强制退出用户？' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('退出登录成功！')).toBeInTheDocument();
    expect(await screen.findByText('1-1 共1 条')).toBeInTheDocument();
    expect((await call('/sys/online/list', { token: editor })).status).toBe(401);
  });

  it('hides 强退 from a user without online:force_logout', async () => {
    saveButtonAuth(session().perms.auth.filter((a) => a.action !== 'online:force_logout'), session().perms.allAuth);
    setup();
    await screen.findByText('1-1 共1 条');
    expect(screen.queryByRole('button', { name: '强退' })).not.toBeInTheDocument();
  });
});
