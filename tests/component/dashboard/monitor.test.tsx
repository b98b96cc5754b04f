/**
 * 监控页: live figures from the server, refreshed every interval while the document is visible and
 * not at all while it is hidden (fake timers drive the interval), failures shown per card.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import MonitorPage from '@/features/dashboard/MonitorPage';
import { dashboardServer } from './dashboard-server';
import { captionRows, show, withDashboardServer } from './dashboard-test-kit';

withDashboardServer();

let samples = 0;
const countSamples = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname.endsWith('/dashboard/monitor')) samples += 1;
};
beforeEach(() => {
  samples = 0;
  dashboardServer.events.on('request:start', countSamples);
});
afterEach(() => {
  dashboardServer.events.removeListener('request:start', countSamples);
  setVisibility('visible');
  vi.useRealTimers();
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('监控页', () => {
  it('shows requests/s, the online-user count, both gauges and the active regions', async () => {
    show(<MonitorPage />, '/dashboard/monitor');
    await waitFor(() => expect(screen.getByLabelText('请求数/秒数值').textContent).toMatch(/^[\d,.]+$/));
    // admin is signed in: at least one live token in the online-user list.
    await waitFor(() => expect(Number(screen.getByLabelText('在线用户数值').textContent)).toBeGreaterThanOrEqual(1));
    expect(screen.getByLabelText('CPU 使用率')).toHaveTextContent(/CPU 使用率 \d+\.\d%/);
    expect(screen.getByLabelText('内存使用率')).toHaveTextContent(/内存使用率 \d+\.\d%/);
    expect(screen.getByRole('figure', { name: 'CPU 使用率仪表' })).toBeInTheDocument();
    const regions = within(screen.getByRole('list', { name: '活跃地区列表' })).getAllByRole('listitem');
    expect(regions.length).toBeGreaterThan(0);
    expect(captionRows('活跃地区数据')[0][0]).toBe(regions[0].textContent?.replace(/^1/, '').replace(/\d+ 个会话$/, ''));
  });

  it('refreshes every 5 s while visible and stops while the document is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    show(<MonitorPage />, '/dashboard/monitor');
    await waitFor(() => expect(samples).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(samples).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(samples).toBe(3));

    act(() => setVisibility('hidden'));
    expect(await screen.findByText('已暂停（页面不可见）')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(samples).toBe(3);

    act(() => setVisibility('visible'));
    // Coming back refreshes at once, then the interval resumes.
    await waitFor(() => expect(samples).toBe(4));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(samples).toBe(5));
  });

  it('shows a failing sample with 重试 and recovers', async () => {
    dashboardServer.use(http.get('*/zw-lgb2/dashboard/monitor', () => new HttpResponse(null, { status: 500 }), { once: true }));
    show(<MonitorPage intervalMs={60_000} />, '/dashboard/monitor');
    expect(await screen.findByText(/活跃地区加载失败/)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: '重试' })[0]);
    expect(await screen.findByRole('list', { name: '活跃地区列表' })).toBeInTheDocument();
    expect(screen.queryByText(/加载失败/)).not.toBeInTheDocument();
  });
});
