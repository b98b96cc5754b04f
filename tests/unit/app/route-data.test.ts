import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberScreen } from '@/app/router/last-screen';
import { startRouteData, startedClientFor, startedDataSettled } from '@/app/router/route-data';

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

/** An early cache for token-a with one call in flight, and the means to answer or fail it. */
function oneCallInFlight() {
  rememberScreen('/isystem/role', 'system/RoleList');
  startRouteData('/isystem/role', '', 'token-a', 'admin');
  const client = startedClientFor('token-a')!;
  let answer!: (rows: string[]) => void;
  let fail!: (error: Error) => void;
  const call = new Promise<string[]>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  void client.prefetchQuery({ queryKey: ['rows'], queryFn: () => call, retry: false });
  return { client, answer, fail };
}

const settledYet = async (settled: Promise<void>) => {
  let done = false;
  void settled.then(() => (done = true));
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return done;
};

describe('the early cache of a signed-in page', () => {
  it('is the same cache each time the shell of that sign-in asks (a shell whose first render waited is rendered again)', () => {
    // A screen with no early calls: only the hand-over of the cache is under test.
    rememberScreen('/isystem/role', 'system/RoleList');
    startRouteData('/isystem/role', '', 'token-a', 'admin');
    const first = startedClientFor('token-a');
    expect(first).not.toBeNull();
    expect(startedClientFor('token-a')).toBe(first);
  });

  it('is not handed to another sign-in', () => {
    rememberScreen('/isystem/role', 'system/RoleList');
    startRouteData('/isystem/role', '', 'token-a', 'admin');
    expect(startedClientFor('token-b')).toBeNull();
    expect(startedClientFor(null)).toBeNull();
  });
});

describe('waiting for the first screen\'s early data', () => {
  it('is over at once when nothing was started for this sign-in, or nothing is in flight', async () => {
    expect(await settledYet(startedDataSettled('token-z', 300))).toBe(true);
    rememberScreen('/isystem/role', 'system/RoleList');
    startRouteData('/isystem/role', '', 'token-a', 'admin');
    expect(await settledYet(startedDataSettled('token-a', 300))).toBe(true);
  });

  it('lasts until the call in flight answers', async () => {
    const { client, answer } = oneCallInFlight();
    const settled = startedDataSettled('token-a', 10_000);
    expect(await settledYet(settled)).toBe(false);
    answer(['a']);
    expect(await settledYet(settled)).toBe(true);
    expect(client.getQueryData(['rows'])).toEqual(['a']);
  });

  it('ends as well when the call fails (the screen shows the failure itself)', async () => {
    const { fail } = oneCallInFlight();
    const settled = startedDataSettled('token-a', 10_000);
    fail(new Error('500'));
    expect(await settledYet(settled)).toBe(true);
  });

  it('gives up on a slow call after the longest wait, and the call goes on', async () => {
    vi.useFakeTimers();
    const { client } = oneCallInFlight();
    const settled = startedDataSettled('token-a', 300);
    await vi.advanceTimersByTimeAsync(299);
    expect(await settledYet(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledYet(settled)).toBe(true);
    expect(client.isFetching()).toBe(1);
  });
});

