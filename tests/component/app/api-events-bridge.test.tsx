import { describe, it, expect, vi, afterEach } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiEventsBridge, RELOAD_AFTER_401_MS } from '@/app/ApiEventsBridge';
import { NotificationHost, notifier } from '@/ui/notify';
import { apiEvents } from '@/api/events';

vi.mock('@/app/session-actions', () => ({ logoutAndClear: vi.fn(async () => undefined) }));

afterEach(() => {
  vi.useRealTimers();
  act(() => notifier.clear());
});

function setup() {
  const reload = vi.fn();
  render(
    <>
      <ApiEventsBridge reload={reload} />
      <NotificationHost />
    </>,
  );
  return reload;
}

describe('API error presentation', () => {
  it('on a 401 shows 很抱歉，登录已过期，请重新登录, logs out and reloads 1.5 s later', async () => {
    vi.useFakeTimers();
    const reload = setup();
    const { logoutAndClear } = await import('@/app/session-actions');
    act(() => apiEvents.emit({ type: 'sessionExpired', message: '很抱歉，登录已过期，请重新登录' }));
    expect(screen.getByText('很抱歉，登录已过期，请重新登录')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(logoutAndClear).toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(RELOAD_AFTER_401_MS - 10));
    expect(reload).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(20));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on a 500 Token失效 opens the 登录已过期 modal whose 重新登录 button logs out and reloads', async () => {
    const reload = setup();
    act(() => apiEvents.emit({ type: 'tokenInvalid', message: '登录已过期' }));
    expect(await screen.findByRole('dialog', { name: '登录已过期' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 5000 });
  });

  it('shows other failures as notifications with their message', () => {
    setup();
    act(() => apiEvents.emit({ type: 'notify', level: 'error', title: '系统提示', message: '拒绝访问' }));
    expect(screen.getByRole('alert')).toHaveTextContent('拒绝访问');
  });
});
