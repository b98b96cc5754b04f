/**
 * 个人中心 against the fake backend: the profile card (departments, roles, position, last
 * login), tags kept per user, the user's own messages and login records, and the error state.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import AccountCenterPage from '@/features/account/center/AccountCenterPage';
import { accountPrefsTable } from '@fake/handlers/account';
import { positionTable } from '@fake/handlers/position';
import { db } from '@fake/db/tables';
import { accountServer, signIn } from './account-server';
import { renderScreen, withFakeBackend } from '../screen-harness';

configure({ asyncUtilTimeout: 8_000 });

withFakeBackend({ server: accountServer, signIn: null });
afterEach(() => localStorage.clear());

function renderCenter() {
  return renderScreen('/account/center', <AccountCenterPage />);
}

const card = () => screen.findByLabelText('个人信息');

describe('个人中心', () => {
  it('shows who the user is: name, account, work number, departments with the current one, roles and last login', async () => {
    await signIn('jeecg');
    renderCenter();
    const profile = await card();
    expect(within(profile).getByRole('heading', { name: '陈晓明' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('登录账号jeecg');
    expect(profile).toHaveTextContent(/工号ZW\d{5}/);
    expect(profile).toHaveTextContent('（当前）');
    expect(profile).toHaveTextContent('手机号18633333333');
    const roleRow = within(profile).getByText('角色').nextElementSibling!;
    expect(roleRow.textContent).not.toBe('无');
    const login = within(profile).getByText('最近登录').nextElementSibling!;
    expect(login.textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  it('shows the position from post_dictText', async () => {
    const { user: me } = await signIn('editor');
    const position = positionTable.all()[0];
    expect(position).toBeDefined();
    await db.sysUser.update((q) => q.where({ id: me.id }), { data: (d) => void (d.post = position.code) });
    renderCenter();
    const profile = await card();
    expect(within(profile).getByText('职务').nextElementSibling!.textContent).toBe(position.name);
  });

  it('adds a tag and keeps it for the user', async () => {
    const { user: me } = await signIn('editor');
    const user = renderCenter();
    const tags = await screen.findByRole('group', { name: '标签' });
    await user.click(within(tags).getByText('新标签'));
    await user.type(within(tags).getByRole('textbox'), '宣传骨干{Enter}');
    expect(await within(tags).findByText('宣传骨干')).toBeInTheDocument();
    await waitFor(() => expect(accountPrefsTable.findFirst((q) => q.where({ userId: me.id }))?.tags).toContain('宣传骨干'));
  });

  it('refuses a duplicate tag without saving', async () => {
    await signIn('editor');
    const user = renderCenter();
    const tags = await screen.findByRole('group', { name: '标签' });
    const first = within(tags).getAllByRole('button')[0].textContent ?? '';
    await user.click(within(tags).getByText('新标签'));
    await user.type(within(tags).getByRole('textbox'), `${first}{Enter}`);
    expect(await within(tags).findByText('标签已存在')).toBeInTheDocument();
  });

  it('lists only the user’s own login records in 我的登录记录', async () => {
    await signIn('editor');
    const user = renderCenter();
    await card();
    await user.click(screen.getByRole('tab', { name: '我的登录记录' }));
    const table = await screen.findByRole('table', { name: '我的登录记录' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const own = db.sysLog.findMany((q) => q.where({ userid: 'editor', logType: 1 }));
    const ownContents = new Set(own.map((l) => l.logContent));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(own.length, 10));
    for (const row of rows) expect(ownContents.has(row.querySelector('td')?.textContent ?? '')).toBe(true);
  });

  it('lists the user’s announcements in 我的消息', async () => {
    await signIn('admin');
    renderCenter();
    const table = await screen.findByRole('table', { name: '我的消息' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['标题', '发布人', '发布时间', '优先级', '阅读状态']);
  });

  it('shows the failure with 重试 when the profile cannot be read', async () => {
    await signIn('editor');
    const fail = () => HttpResponse.json({ success: false, code: 500, message: '数据库连接超时', result: null, timestamp: 1 });
    accountServer.use(http.get('*/zw-lgb2/sys/user/list', fail), http.get('*/zw-lgb2/sys/user/queryById', fail));
    const user = renderCenter();
    expect(await screen.findByText(/加载失败：数据库连接超时/)).toBeInTheDocument();
    expect(screen.queryByLabelText('个人信息')).not.toBeInTheDocument();
    accountServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await card()).toBeInTheDocument();
    expect(screen.queryByText(/加载失败/)).not.toBeInTheDocument();
  });

  it('shows a failed read of 我的消息 with 重试, never as 暂无消息', async () => {
    await signIn('admin');
    accountServer.use(
      http.get('*/zw-lgb2/sys/sysAnnouncementSend/getMyAnnouncementSend', () => HttpResponse.json({ success: false, code: 500, message: '消息服务繁忙', result: null, timestamp: 1 })),
    );
    const user = renderCenter();
    await card();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('消息服务繁忙');
    expect(screen.queryByText('暂无消息')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '我的消息' })).not.toBeInTheDocument();
    accountServer.resetHandlers();
    await user.click(within(failure).getByRole('button', { name: '重试' }));
    const table = await screen.findByRole('table', { name: '我的消息' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  });
});
