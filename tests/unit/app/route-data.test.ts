import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { rememberScreen } from '@/app/router/last-screen';
import { startRouteData, startedDataFor, startedDataSettled } from '@/app/router/route-data';
import { startedClientFor } from '@/app/router/started-cache';
import { ok, server, setupMswServer } from '../api/msw-server';

setupMswServer();

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

const USERS = '*/zw-lgb2/sys/user/list';
const PAGE = { records: [{ id: 'u1', username: 'admin' }], total: 1 };

/** Holds the user list call; `answer` and `fail` end it. */
function holdUserList() {
  let answer!: () => void;
  let fail!: () => void;
  const outcome = new Promise<'answer' | 'fail'>((resolve) => {
    answer = () => resolve('answer');
    fail = () => resolve('fail');
  });
  let calls = 0;
  server.use(
    http.get(USERS, async () => {
      calls += 1;
      return (await outcome) === 'answer' ? HttpResponse.json(ok(PAGE)) : HttpResponse.json({ status: 500, message: 'down' }, { status: 500 });
    }),
  );
  return { answer, fail, calls: () => calls };
}

/** A reload of 用户管理 signed in as token-a: its first page is sent at once. */
function reloadUserList() {
  rememberScreen('/isystem/user', 'system/UserList');
  startRouteData('/isystem/user', '', 'token-a', 'admin');
}

const settledYet = async (settled: Promise<void>) => {
  let done = false;
  void settled.then(() => (done = true));
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return done;
};

const listEntries = (token: string) => startedClientFor(token)!.getQueryCache().findAll({ queryKey: ['list'] });

describe('the first screen data of a signed-in page load', () => {
  it('is sent at once, before any query cache exists', async () => {
    const held = holdUserList();
    reloadUserList();
    await vi.waitFor(() => expect(held.calls()).toBe(1));
    expect(startedDataFor('token-a')?.calls).toHaveLength(1);
    held.answer();
  });

  it('is in the shell\'s cache as data the moment the cache is made, once answered (no loading pass)', async () => {
    server.use(http.get(USERS, () => HttpResponse.json(ok(PAGE))));
    reloadUserList();
    await startedDataSettled('token-a', 10_000);
    const [entry] = listEntries('token-a');
    expect(entry.state.status).toBe('success');
    expect(entry.state.data).toMatchObject({ records: PAGE.records, total: 1 });
  });

  it('goes into the cache as a fetch in flight while unanswered, and lands there when it answers', async () => {
    const held = holdUserList();
    reloadUserList();
    const [entry] = listEntries('token-a');
    expect(entry.state.fetchStatus).toBe('fetching');
    held.answer();
    await vi.waitFor(() => expect(entry.state.status).toBe('success'));
    expect(held.calls()).toBe(1);
  });

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
    expect(startedDataFor('token-b')).toBeNull();
  });
});

describe('waiting for the first screen\'s early data', () => {
  it('is over at once when nothing was started for this sign-in, or the screen has no early calls', async () => {
    expect(await settledYet(startedDataSettled('token-z', 300))).toBe(true);
    rememberScreen('/isystem/role', 'system/RoleList');
    startRouteData('/isystem/role', '', 'token-a', 'admin');
    expect(await settledYet(startedDataSettled('token-a', 300))).toBe(true);
  });

  it('lasts until the call in flight answers', async () => {
    const held = holdUserList();
    reloadUserList();
    const settled = startedDataSettled('token-a', 10_000);
    await vi.waitFor(() => expect(held.calls()).toBe(1));
    expect(await settledYet(settled)).toBe(false);
    held.answer();
    await settled;
    expect(listEntries('token-a')[0].state.data).toMatchObject({ total: 1 });
  });

  it('ends as well when the call fails (the screen shows the failure itself)', async () => {
    const held = holdUserList();
    reloadUserList();
    const settled = startedDataSettled('token-a', 10_000);
    held.fail();
    await settled;
    expect(startedDataFor('token-a')?.calls[0].sent.failed).toBe(true);
  });

  it('is asked again by the shell\'s cache when it failed (the screen then shows the failure of its own call)', async () => {
    const held = holdUserList();
    reloadUserList();
    held.fail();
    await startedDataSettled('token-a', 10_000);
    const [entry] = listEntries('token-a');
    expect(entry.state.data).toBeUndefined();
    await vi.waitFor(() => expect(held.calls()).toBe(2));
    await vi.waitFor(() => expect(entry.state.status).toBe('error'));
  });

  it('gives up on a slow call after the longest wait, and the call goes on', async () => {
    const held = holdUserList();
    reloadUserList();
    await vi.waitFor(() => expect(held.calls()).toBe(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const settled = startedDataSettled('token-a', 300);
    await vi.advanceTimersByTimeAsync(299);
    expect(await settledYet(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledYet(settled)).toBe(true);
    expect(startedDataFor('token-a')?.calls[0].sent.answered).toBeUndefined();
    vi.useRealTimers();
    held.answer();
    await vi.waitFor(() => expect(startedDataFor('token-a')?.calls[0].sent.answered).toBeDefined());
  });
});
