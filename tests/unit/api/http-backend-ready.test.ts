import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, getAction } from '@/api/http';

afterEach(() => {
  configureHttp({ backendReady: () => Promise.resolve(), startWaitHeader: '' });
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const answer = () => new Response(JSON.stringify({ success: true, code: 0, message: '', result: 1, timestamp: 0 }));
const sentHeaders = (spy: ReturnType<typeof vi.spyOn>) => new Headers((spy.mock.calls[0]?.[1] as RequestInit | undefined)?.headers);

describe('backendReady', () => {
  it('holds every call until the backend can answer, outside the call timeout', async () => {
    let open!: () => void;
    const ready = new Promise<void>((resolve) => (open = resolve));
    configureHttp({ backendReady: () => ready });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ success: true, code: 0, message: '', result: 1, timestamp: 0 })));
    const call = getAction<number>('/sys/randomImage/1');
    // Let the call run as far as it can on its own (every pending microtask), then check it is parked.
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(fetchSpy).not.toHaveBeenCalled();
    open();
    expect((await call).result).toBe(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('lets the call go on (and fail as a network error) when the backend could not start', async () => {
    configureHttp({ backendReady: () => Promise.reject(new Error('no backend')) });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getAction('/sys/randomImage/1', undefined, { silent: true })).rejects.toMatchObject({ kind: 'network' });
  });

  it('tells the demo backend how long a call waited for it to start, when asked to', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let open!: () => void;
    const ready = new Promise<void>((resolve) => (open = resolve));
    configureHttp({ backendReady: () => ready, startWaitHeader: 'X-Demo-Start-Wait' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
    const call = getAction<number>('/sys/randomImage/1');
    vi.setSystemTime(Date.now() + 120);
    open();
    await call;
    expect(sentHeaders(fetchSpy).get('X-Demo-Start-Wait')).toBe('120');
  });

  it('sends no wait header when the backend was ready, or in the staff build (no header configured)', async () => {
    // The clock stands still: a call that did not wait says nothing, even across a millisecond tick.
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
    configureHttp({ startWaitHeader: 'X-Demo-Start-Wait' });
    await getAction<number>('/sys/randomImage/1');
    expect(sentHeaders(fetchSpy).has('X-Demo-Start-Wait')).toBe(false);

    let open!: () => void;
    configureHttp({ backendReady: () => new Promise<void>((resolve) => (open = resolve)), startWaitHeader: '' });
    fetchSpy.mockClear();
    const call = getAction<number>('/sys/randomImage/1');
    vi.setSystemTime(Date.now() + 120);
    open();
    await call;
    expect([...sentHeaders(fetchSpy).keys()].some((k) => k.toLowerCase().startsWith('x-demo'))).toBe(false);
  });
});
