/** whenIdle: the idle callback where the browser has one, else a timer or nothing; and cancel. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '@/lib/idle';

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for an idle callback with the timeout, and cancels it', () => {
    const pending = new Map<number, () => void>();
    const request = vi.fn((cb: () => void, _options: { timeout: number }) => (pending.set(7, cb), 7));
    const cancel = vi.fn((id: number) => pending.delete(id));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();

    const stop = whenIdle(task, { timeoutMs: 3000, fallbackMs: 500 });
    expect(request.mock.calls[0][1]).toEqual({ timeout: 3000 });
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    pending.get(7)!();
    expect(task).toHaveBeenCalledTimes(1);

    whenIdle(task, { timeoutMs: 3000, fallbackMs: 500 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('without idle callbacks runs the task after the fallback time, unless cancelled first', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, { timeoutMs: 3000, fallbackMs: 500 });
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled, { timeoutMs: 3000, fallbackMs: 500 })();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('without idle callbacks and no fallback leaves the task to its other trigger', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    const stop = whenIdle(task, { timeoutMs: 2000, fallbackMs: null });
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
    expect(stop).not.toThrow();
  });
});
