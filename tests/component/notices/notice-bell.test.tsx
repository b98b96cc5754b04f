/**
 * The notice bell against the fake backend and its emulated realtime channel: badge and tabs
 * from listByUser, opening marks read, the 通知消息 modal, and a release raising the badge
 * through the socket without a reload.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { Page } from '@/api/envelope';
import type { SysAnnouncement } from '@/api/sys/announcement';
import type { LoginResult } from '@/api/sys/auth';
import { saveLogin } from '@/session';
import { NoticeCenter } from '@/features/notices/NoticeCenter';
import { NoticeDetailModal } from '@/features/notices/NoticeDetailModal';
import { resetFakeDb, server } from '@fake/node';
import { dropAllSockets, resetSocketStats } from '@fake/handlers/notice-socket';
import { call, login } from '../../unit/fake-server/fake-client';
import { renderScreen } from '../screen-harness';

let admin: LoginResult;

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetFakeDb();
  resetSocketStats();
  admin = (await login('admin')).body.result;
  saveLogin(admin);
});
afterEach(() => {
  dropAllSockets();
});

function setup(onNavigate = vi.fn()) {
  const user = renderScreen('/dashboard/analysis', <NoticeCenter userId={admin.userInfo.id} token={admin.token} onNavigate={onNavigate} />);
  return { user, onNavigate };
}

// hidden: a modal dialog marks the header aria-hidden while it is open.
const bell = () => screen.getByRole('button', { name: /^通知，\d+ 条未读$/, hidden: true });
const unreadCount = () => Number(/(\d+) 条未读/.exec(bell().getAttribute('aria-label') ?? '')?.[1]);

describe('notice bell', () => {
  it('shows unread notices plus system messages on the badge and in the two tabs', async () => {
    const { user } = setup();
    // Seed: admin has 2 unread 通知公告 (one ALL already read) and 2 unread 系统消息.
    await waitFor(() => expect(bell()).toHaveAccessibleName('通知，4 条未读'));
    await user.click(bell());
    const popover = await screen.findByRole('dialog', { name: '通知' });
    expect(within(popover).getByRole('tab', { name: '通知(2)' })).toBeInTheDocument();
    expect(within(popover).getByRole('tab', { name: '系统消息(2)' })).toBeInTheDocument();
    expect(within(popover).getByText('关于开展信息安全自查的通知')).toBeInTheDocument();
    expect(within(popover).getByText('紧急消息').closest('[data-priority]')).toHaveAttribute('data-priority', 'H');
    await user.click(within(popover).getByRole('tab', { name: '系统消息(2)' }));
    expect(within(popover).getByText('系统将于本周六凌晨进行升级维护')).toBeInTheDocument();
    expect(within(popover).getAllByText('重要消息').length).toBeGreaterThan(0);
  });

  it('marks an opened notice read, reloads, and shows it in the 通知消息 modal with a go-handle for url notices', async () => {
    const { user, onNavigate } = setup();
    await waitFor(() => expect(unreadCount()).toBe(4));
    await user.click(bell());
    await user.click(await screen.findByText('省局网站栏目调整的公告'));
    const modal = await screen.findByRole('dialog', { name: '通知消息' });
    expect(within(modal).getByRole('heading', { name: '省局网站栏目调整的公告' })).toBeInTheDocument();
    expect(within(modal).getByText(/发布人：admin/)).toBeInTheDocument();
    await waitFor(() => expect(unreadCount()).toBe(3));
    await user.click(within(modal).getByRole('button', { name: '去处理' }));
    expect(onNavigate).toHaveBeenCalledWith('/content/notice');
  });

  it('leads 查看更多 to the my-messages page', async () => {
    const { user, onNavigate } = setup();
    await user.click(bell());
    await user.click(await screen.findByRole('button', { name: '查看更多' }));
    expect(onNavigate).toHaveBeenCalledWith('/isps/userAnnouncement');
  });

  it('raises the badge when an announcement is released elsewhere, without reloading the page', async () => {
    setup();
    await waitFor(() => expect(bell()).toHaveAttribute('data-socket', 'open'));
    // The seeded count first: a release counted before the first read would look like no change.
    await waitFor(() => expect(unreadCount()).toBe(4));
    const before = unreadCount();
    await call('/sys/annountCement/add', {
      method: 'POST',
      token: admin.token,
      json: { titile: '实时推送测试', msgCategory: '1', msgType: 'ALL', priority: 'L', endTime: '2099-01-01 00:00:00', msgContent: '<p>x</p>' },
    });
    const list = await call<Page<SysAnnouncement>>('/sys/annountCement/list?titile=实时推送测试', { token: admin.token });
    await call(`/sys/annountCement/doReleaseData?id=${list.body.result.records[0].id}`, { token: admin.token });
    await waitFor(() => expect(unreadCount()).toBe(before + 1));
  });
});

describe('notice detail modal', () => {
  it('renders server HTML inert: no script, no event handlers, no javascript: links', () => {
    render(
      <NoticeDetailModal
        notice={{
          id: '1',
          titile: 'XSS',
          sender: 'admin',
          sendTime: '2025-01-06 09:00:00',
          msgContent: '<p>正文</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a>',
          openType: null,
        }}
        onClose={() => undefined}
      />,
    );
    const content = screen.getByTestId('notice-content');
    expect(content).toHaveTextContent('正文');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(content.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(screen.queryByRole('button', { name: '去处理' })).toBeNull();
  });
});
