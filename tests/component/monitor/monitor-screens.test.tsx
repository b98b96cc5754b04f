/**
 * The monitoring screens against the fake actuator and Redis endpoints: figures shown, charts
 * fed by successive polls, polling paused while the document is hidden, failures shown in place.
 */
import { Activity } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LoginResult } from '@/api/sys/auth';
import { saveLogin } from '@/session';
import SystemInfoPage from '@/features/monitor/SystemInfoPage';
import JvmInfoPage from '@/features/monitor/JvmInfoPage';
import TomcatInfoPage from '@/features/monitor/TomcatInfoPage';
import RedisInfoPage from '@/features/monitor/RedisInfoPage';
import RedisTerminalPage from '@/features/monitor/RedisTerminalPage';
import DiskMonitoringPage from '@/features/monitor/DiskMonitoringPage';
import HttpTracePage from '@/features/monitor/HttpTracePage';
import { resetFakeDb } from '@fake/node';
import { StoryProviders } from '../../../ladle/story-providers';
import { login } from '../../unit/fake-server/fake-client';
import { monitorServer } from './monitor-server';

let metricCalls = 0;
let metricsOpen = 0;
const isMetric = (request: Request) => new URL(request.url).pathname.includes('/actuator/metrics/');
const countMetrics = ({ request }: { request: Request }) => {
  if (!isMetric(request)) return;
  metricCalls += 1;
  metricsOpen += 1;
};
const countAnswers = ({ request }: { request: Request }) => {
  if (isMetric(request)) metricsOpen -= 1;
};

beforeAll(() => {
  monitorServer.listen({ onUnhandledRequest: 'bypass' });
  monitorServer.events.on('request:start', countMetrics);
  monitorServer.events.on('request:end', countAnswers);
});
afterAll(() => monitorServer.close());
beforeEach(async () => {
  await resetFakeDb();
  metricCalls = 0;
  metricsOpen = 0;
  saveLogin((await login('admin')).body.result as LoginResult);
});
afterEach(() => {
  monitorServer.resetHandlers();
  setVisibility('visible');
  vi.useRealTimers();
});

/**
 * While polling is paused, many poll intervals pass on the simulated clock (after the last open
 * call has been answered) and no call goes out.
 */
async function expectNoPollsFor(intervals: number, intervalMs: number): Promise<void> {
  await waitFor(() => expect(metricsOpen).toBe(0));
  const frozen = metricCalls;
  await act(() => vi.advanceTimersByTimeAsync(intervals * intervalMs));
  expect(metricCalls).toBe(frozen);
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const show = (ui: React.ReactNode) => render(<StoryProviders path="/monitor">{ui}</StoryProviders>);
/** Data rows (header excluded) of the visually hidden table behind a chart. */
const chartRows = (title: string) => within(screen.getByRole('table', { name: `${title}数据` })).queryAllByRole('row').slice(1);

describe('系统信息 / JVM信息 / Tomcat信息', () => {
  it('shows each metric with its description and formatted value, and charts successive polls', async () => {
    show(<SystemInfoPage title="系统信息" component="monitor/SystemInfo" intervalMs={60} />);
    const table = await screen.findByRole('table', { name: '系统信息参数' });
    const cpuCount = await within(table).findByRole('row', { name: /system\.cpu\.count CPU 数量 8/ });
    expect(cpuCount).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /系统 CPU 使用率/ })).toHaveTextContent(/\d+\.\d{2}%/);
    expect(within(table).getByRole('row', { name: /应用已运行时间/ })).toHaveTextContent(/3天\d+小时/);
    expect(screen.getByText(/上次更新时间：\d{4}-\d{2}-\d{2}/)).toBeInTheDocument();
    await waitFor(() => expect(chartRows('CPU 使用率').length).toBeGreaterThanOrEqual(3), { timeout: 2000 });
  });

  it('stops polling while the document is hidden and refreshes at once when it is shown again', async () => {
    // The polls run on a simulated clock that also follows real time, so the page loads as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    show(<JvmInfoPage title="JVM信息" component="monitor/JvmInfo" intervalMs={50} />);
    await screen.findByRole('row', { name: /JVM 最大内存 5\.50 GB/ });
    await waitFor(() => expect(chartRows('JVM 内存').length).toBeGreaterThanOrEqual(2));
    setVisibility('hidden');
    expect(await screen.findByText('已暂停（页面不可见）')).toBeInTheDocument();
    await expectNoPollsFor(10, 50);
    const frozen = metricCalls;
    setVisibility('visible');
    await waitFor(() => expect(screen.queryByText('已暂停（页面不可见）')).not.toBeInTheDocument());
    await waitFor(() => expect(metricCalls).toBeGreaterThan(frozen));
  });

  it('stops polling while its console tab is hidden (<Activity mode="hidden">) and resumes when shown', async () => {
    const ui = (mode: 'visible' | 'hidden') => (
      <StoryProviders path="/monitor">
        <Activity mode={mode}>
          <SystemInfoPage title="系统信息" component="monitor/SystemInfo" intervalMs={50} />
        </Activity>
      </StoryProviders>
    );
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { rerender } = render(ui('visible'));
    await waitFor(() => expect(chartRows('CPU 使用率').length).toBeGreaterThanOrEqual(2));
    rerender(ui('hidden'));
    await expectNoPollsFor(10, 50);
    const frozen = metricCalls;
    rerender(ui('visible'));
    await waitFor(() => expect(metricCalls).toBeGreaterThan(frozen));
  });

  it('shows Tomcat counters, and a failure in place of the figures', async () => {
    const user = userEvent.setup({ delay: null });
    show(<TomcatInfoPage title="Tomcat信息" component="monitor/TomcatInfo" intervalMs={60_000} />);
    expect(await screen.findByRole('row', { name: /tomcat\.sessions\.active\.max tomcat 活跃 session 数峰值 31/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /全局请求次数 \d+/ })).toBeInTheDocument();
    monitorServer.use(http.get('*/zw-lgb2/actuator/metrics/*', () => new HttpResponse(null, { status: 503 })));
    await user.click(screen.getByRole('button', { name: '立即更新' }));
    expect(await screen.findByText(/获取监控数据失败/)).toBeInTheDocument();
  });
});

describe('Redis监控 / 磁盘监控 / 请求追踪', () => {
  it('charts the key count and memory and lists the INFO lines', async () => {
    show(<RedisInfoPage title="Redis监控" component="monitor/RedisInfo" intervalMs={60} />);
    const info = await screen.findByRole('table', { name: 'Redis 详细信息' });
    expect(await within(info).findByRole('row', { name: /redis_version Redis 服务器版本 5\.0\.14/ })).toBeInTheDocument();
    await waitFor(() => expect(chartRows('Redis Key 实时数量（个）').length).toBeGreaterThanOrEqual(2), { timeout: 2000 });
    expect(chartRows('Redis 内存实时占用情况（KB）')[0]).toHaveTextContent(/\d+\.\d{2}/);
  });

  it('shows a gauge card per disk with total, free and used share', async () => {
    show(<DiskMonitoringPage title="磁盘监控" component="monitor/DiskMonitoring" intervalMs={60_000} />);
    const data = await screen.findByRole('article', { name: '磁盘 /data' });
    expect(within(data).getByText('总大小：500.00 GB')).toBeInTheDocument();
    expect(within(data).getByText(/可用：\d+\.\d{2} GB/)).toBeInTheDocument();
    expect(within(data).getByText(/已使用：\d+%/)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('lists recent requests newest first and filters them by URL', async () => {
    const user = userEvent.setup({ delay: null });
    show(<HttpTracePage title="请求追踪" component="monitor/HttpTrace" intervalMs={60_000} />);
    const table = await screen.findByRole('table', { name: '请求追踪' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(20));
    const times = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('td')?.textContent ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    await user.type(screen.getByRole('textbox', { name: '请求URL' }), '/sys/login');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toHaveTextContent('/jeecg-boot/sys/login');
  });
});

describe('Redis终端', () => {
  it('answers PING, DBSIZE and INFO from the server, refuses unknown commands, recalls history and clears', async () => {
    const user = userEvent.setup({ delay: null });
    show(<RedisTerminalPage title="Redis终端" component="monitor/RedisTerminal" />);
    const input = screen.getByRole('textbox', { name: 'Redis 命令' });
    const log = screen.getByRole('log', { name: '终端输出' });
    await user.type(input, 'ping{Enter}');
    expect(await within(log).findByText('PONG')).toBeInTheDocument();
    await user.type(input, 'dbsize{Enter}');
    expect(await within(log).findByText(/^\(integer\) \d+$/)).toBeInTheDocument();
    await user.type(input, 'info redis_version{Enter}');
    expect(await within(log).findByText('redis_version:5.0.14')).toBeInTheDocument();
    await user.type(input, 'flushall{Enter}');
    expect(await within(log).findByText("(error) ERR unknown command 'flushall'")).toBeInTheDocument();
    await user.type(input, '{ArrowUp}');
    expect(input).toHaveValue('flushall');
    await user.clear(input);
    await user.type(input, 'clear{Enter}');
    await waitFor(() => expect(within(log).queryByText('PONG')).not.toBeInTheDocument());
  });
});
