/**
 * 工作台: greeting with the real name, quick links from the user's own menu that route, the latest
 * messages and unread count from the notice endpoints, the work index, and per-card failures.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'wouter';
import { getUserPermissionByToken } from '@/api/sys/auth';
import { sessionStore } from '@/session/store';
import WorkplacePage, { quickLinks } from '@/features/dashboard/WorkplacePage';
import { toMenuEntries } from '@/session/menu-model';
import { greeting } from '@/lib/greeting';
import { dashboardServer } from './dashboard-server';
import { captionRows, show, withDashboardServer } from './dashboard-test-kit';

withDashboardServer();
afterEach(() => sessionStore.setPermissions(null));

function Where() {
  const [path] = useLocation();
  return <output aria-label="当前路径">{path}</output>;
}

/** Loads the user's menu into the session as the route guard does; returns the expected links. */
async function withMenu() {
  const permissions = await getUserPermissionByToken();
  sessionStore.setPermissions(permissions);
  return quickLinks(toMenuEntries(permissions.menu));
}

describe('工作台', () => {
  it('greets the user by real name and shows unread count, latest messages and the work index', async () => {
    show(<WorkplacePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${greeting()}，管理员`);
    await waitFor(() => expect(screen.getByLabelText('未读消息').textContent).toMatch(/^\d+$/));
    const items = within(await screen.findByRole('list', { name: '最新动态列表' })).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    await screen.findByRole('figure', { name: '工作指数图表' });
    const dims = captionRows('工作指数数据').map((r) => r[0]);
    expect(dims).toEqual(['登录活跃', '信息发布', '审核处理', '消息阅读', '任务完成']);
    expect(Number(screen.getByLabelText('近30天登录').textContent)).toBeGreaterThanOrEqual(1);
  });

  it('offers quick links from the user menu and routes to the chosen page', async () => {
    const expected = await withMenu();
    show(
      <>
        <WorkplacePage />
        <Where />
      </>,
    );
    const nav = screen.getByRole('navigation', { name: '快捷入口' });
    const links = within(nav).getAllByRole('button');
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(8);
    expect(links.map((l) => l.textContent)).toEqual(expected.map((e) => e.title));
    expect(links.map((l) => l.textContent)).not.toContain('工作台');
    await userEvent.click(links[1]);
    expect(screen.getByLabelText('当前路径')).toHaveTextContent(expected[1].path);
  });

  it('shows a failing work index with 重试 while the other cards keep their data, then recovers', async () => {
    dashboardServer.use(http.get('*/zw-lgb2/dashboard/workplace', () => new HttpResponse(null, { status: 500 }), { once: true }));
    show(<WorkplacePage />);
    expect(await screen.findByText(/工作指数加载失败/)).toBeInTheDocument();
    await screen.findByRole('list', { name: '最新动态列表' });
    await userEvent.click(screen.getAllByRole('button', { name: '重试' })[0]);
    await screen.findByRole('figure', { name: '工作指数图表' });
    expect(screen.queryByText(/加载失败/)).not.toBeInTheDocument();
  });
});
