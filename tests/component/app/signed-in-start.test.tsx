/**
 * A signed-in start of the console (after 登录, or a reload): the bell's list and the home
 * dashboard's figures and chart leave together with the menu call instead of after the shell has
 * drawn, and whichever of them fails still shows its failure.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LoginResult } from '@/api/sys/auth';
import { MSG } from '@/api/messages';
import { saveLogin } from '@/session';
import { sessionStore } from '@/session/store';
import { App } from '@/app/App';
import { rememberScreen } from '@/app/router/last-screen';
import { consoleChunks, signedInCodeReady } from '@/app/router/preload-console';
import { startedDataFor } from '@/app/router/route-data';
import { resolveScreen } from '@/app/router/screens';
import { resetFakeDb, server } from '@fake/node';
import { dropAllSockets } from '@fake/handlers/notice-socket';
import { login } from '../../unit/fake-server/fake-client';
import { tryBadInput } from '../../reliability/tally';
import { answered } from '../answered';

const MENU = '/sys/permission/getUserPermissionByToken';
const BELL = '/sys/annountCement/listByUser';
const FIGURES = '/sys/loginfo';
const CHART = '/sys/visitInfo';
const USERS = '/sys/user/list';
const api = (path: string) => `*/zw-lgb2${path}`;

let started: string[] = [];
let userListUrls: URL[] = [];
const recordStart = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  started.push(url.pathname.replace(/^\/zw-lgb2/, ''));
  if (url.pathname.endsWith(USERS)) userListUrls.push(url);
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  server.events.on('request:start', recordStart);
});
afterAll(() => {
  server.events.removeListener('request:start', recordStart);
  server.close();
});
beforeEach(async () => {
  await resetFakeDb();
  started = [];
  userListUrls = [];
  saveLogin((await login('admin')).body.result as LoginResult);
  // A page load: no menu in memory yet (an earlier test's shell loaded one).
  sessionStore.reset();
  window.history.replaceState(null, '', '/dashboard/analysis');
});
afterEach(() => {
  server.resetHandlers();
  dropAllSockets();
});

/** Two turns of the page's task queue: whatever the last answer or chunk set going has run. */
const pageTurns = () =>
  act(async () => {
    await new Promise<void>((r) => setImmediate(r));
    await new Promise<void>((r) => setImmediate(r));
  });

/** Resolves once every listed call has left (the menu's answer is held until then). */
function whenStarted(paths: string[]): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (paths.every((p) => started.includes(p))) {
        server.events.removeListener('request:start', check);
        resolve();
      }
    };
    server.events.on('request:start', check);
    check();
  });
}

/**
 * Holds the menu call until every call of `paths` has left; the returned function gives the calls
 * started by the time the menu answered. Were those calls waiting for the menu, they would never
 * leave and the test would time out.
 */
function holdMenuUntil(paths: string[]): () => string[] {
  const othersLeft = whenStarted(paths);
  let answeredAfter: string[] = [];
  server.use(
    http.get(api(MENU), async () => {
      await othersLeft;
      answeredAfter = [...started];
      return undefined;
    }),
  );
  return () => answeredAfter;
}

describe('signed-in start', () => {
  it('asks for the bell list and the dashboard data while the menu call is still unanswered', async () => {
    const answeredAfter = holdMenuUntil([BELL, FIGURES, CHART]);
    render(<App />);
    const figure = await screen.findByRole('figure', { name: '近七日访问图表' }, { timeout: 15000 });
    expect(figure).toBeInTheDocument();
    expect(await screen.findByLabelText('今日IP')).toBeInTheDocument();
    expect(answeredAfter()).toEqual(expect.arrayContaining([MENU, BELL, FIGURES, CHART]));
    // Each call once: the shell and the screen use the answers already asked for.
    for (const path of [MENU, BELL, FIGURES, CHART]) expect(started.filter((p) => p === path)).toHaveLength(1);
  }, 30000);

  it('shows the figures failure when the early figures call fails', async () => {
    await tryBadInput('signed-in start, figures call fails', 'wrong', async () => {
      server.use(http.get(api(FIGURES), () => HttpResponse.json({ status: 500, error: 'Internal Server Error', message: '统计服务不可用' }, { status: 500 })));
      render(<App />);
      const alert = await screen.findByText(/登录统计加载失败/, undefined, { timeout: 15000 });
      expect(alert).toBeInTheDocument();
      // The chart, asked for at the same time, still draws.
      expect(await screen.findByRole('figure', { name: '近七日访问图表' })).toBeInTheDocument();
    });
  }, 30000);

  it('shows the bell failure when the early bell call fails', async () => {
    await tryBadInput('signed-in start, bell list fails', 'wrong', async () => {
      server.use(http.get(api(BELL), () => HttpResponse.json({ success: false, message: '消息服务不可用', code: 500, result: null, timestamp: Date.now() })));
      render(<App />);
      await screen.findByRole('figure', { name: '近七日访问图表' }, { timeout: 15000 });
      const bell = await screen.findByRole('button', { name: /^通知/ });
      expect(bell).toBeInTheDocument();
      await userEvent.setup({ delay: null }).click(bell);
      expect(await screen.findByText('消息服务不可用')).toBeInTheDocument();
    });
  }, 30000);

  it('signs out with the reason when the menu call fails, though the other calls answered', async () => {
    await tryBadInput('signed-in start, empty menu', 'wrong', async () => {
      server.use(http.get(api(MENU), () => HttpResponse.json({ success: true, message: '查询成功', code: 200, result: { menu: [], auth: [], allAuth: [] }, timestamp: Date.now() })));
      render(<App />);
      expect(await screen.findByText(MSG.noMenuGranted, undefined, { timeout: 15000 })).toBeInTheDocument();
      expect(within(document.body).queryByRole('figure', { name: '近七日访问图表' })).toBeNull();
      expect(started).toEqual(expect.arrayContaining([BELL, FIGURES]));
    });
  }, 30000);

  // The screen's code loaded once before its tests, as a browser has it from its cache. In a fresh
  // test worker its first import is compiled on demand, which on a busy machine outlasted the ten
  // seconds an early list answer is kept for, and the screen then rightly asked again.
  beforeAll(() => resolveScreen('system/UserList').preload(), 60_000);

  /** A reload of 用户管理 at a page size of 20, which this tab showed last. */
  function reloadUserList(): void {
    rememberScreen('/isystem/user', 'system/UserList');
    window.history.replaceState(null, '', '/isystem/user?pageSize=20');
  }

  const gridRows = () => within(screen.getByRole('grid')).queryAllByRole('row').filter((row) => within(row).queryAllByRole('gridcell').length > 0);

  /** Holds the user list call until the returned function is called (then the fake backend answers it). */
  function holdUserList(): () => void {
    let release!: () => void;
    const listHeld = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api(USERS), async () => {
        await listHeld;
        return undefined;
      }),
    );
    return release;
  }

  it('asks for the list page of a reloaded list screen while the menu call is unanswered, and only once', async () => {
    reloadUserList();
    const answeredAfter = holdMenuUntil([USERS]);
    render(<App />);
    await waitFor(() => expect(gridRows().length).toBeGreaterThan(1), { timeout: 15000 });
    expect(answeredAfter()).toContain(USERS);
    // The page the address names, asked for once: the screen shows the early answer.
    expect(userListUrls).toHaveLength(1);
    expect(userListUrls[0].searchParams.get('pageSize')).toBe('20');
    expect(userListUrls[0].searchParams.get('pageNo')).toBe('1');
  }, 30000);

  it('asks again once the screen is up when the early list call failed, and shows the answer', async () => {
    await tryBadInput('signed-in reload, early list call refused', 'wrong', async () => {
      reloadUserList();
      let calls = 0;
      server.use(
        http.get(api(USERS), () => {
          calls += 1;
          if (calls === 1) return HttpResponse.json({ success: false, message: '用户列表暂不可用', code: 500, result: null, timestamp: Date.now() });
          return undefined;
        }),
      );
      render(<App />);
      await waitFor(() => expect(gridRows().length).toBeGreaterThan(1), { timeout: 15000 });
      expect(calls).toBe(2);
      // The early call's refusal is not shown over the list the screen then got.
      expect(screen.queryByText('用户列表暂不可用')).toBeNull();
    });
  }, 30000);

  it('waits, once the menu is in, for a reloaded list screen\'s rows, and then draws the screen once, with them', async () => {
    reloadUserList();
    const release = holdUserList();
    // Every state the page goes through: a grid drawn without data rows would be the loading grid.
    let gridWithoutRows = false;
    const observer = new MutationObserver(() => {
      const grid = document.querySelector('[role="grid"]');
      if (grid && !grid.querySelector('[role="row"][data-id]')) gridWithoutRows = true;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      const menuAnswered = answered(server, (url) => url.pathname.endsWith(MENU));
      render(<App />);
      await menuAnswered;
      // Menu and code are in, the list call is out and held: the route guard waits for its answer.
      await act(() => signedInCodeReady('/isystem/user'));
      await pageTurns();
      expect(userListUrls).toHaveLength(1);
      expect(startedDataFor(sessionStore.getState().token)?.calls[0].sent.answered).toBeUndefined();
      // The guard hands the menu over only after the wait: the console cannot draw without it.
      expect(sessionStore.getState().permissions).toBeNull();
      expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
      release();
      await waitFor(() => expect(gridRows().length).toBeGreaterThan(1), { timeout: 15000 });
      expect(gridWithoutRows).toBe(false);
      expect(userListUrls).toHaveLength(1);
    } finally {
      observer.disconnect();
      release();
    }
  }, 30000);

  it('does not hold the console back for a slow list: the screen shows, loading, and then its rows', async () => {
    reloadUserList();
    const release = holdUserList();
    try {
      render(<App />);
      // The frame and the screen's grid, still without rows, while the list call is held.
      expect(await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 15000 })).toBeInTheDocument();
      expect(await screen.findByRole('grid')).toBeInTheDocument();
      expect(gridRows()).toHaveLength(0);
      release();
      await waitFor(() => expect(gridRows().length).toBeGreaterThan(1), { timeout: 15000 });
    } finally {
      release();
    }
  }, 30000);

  it('keeps its own 加载中 until the code of the screen is in, with the menu already answered, and shows no screen placeholder', async () => {
    reloadUserList();
    let release!: () => void;
    const screenCode = new Promise<void>((resolve) => (release = resolve));
    const screens = await consoleChunks.screens();
    vi.spyOn(consoleChunks, 'screens').mockResolvedValue({
      ...screens,
      // The route guard's own wait for the screen's code; the screen itself still renders the real one.
      resolveScreen: (component: string) => {
        const real = screens.resolveScreen(component);
        return { preload: () => screenCode.then(() => real.preload()) } as unknown as typeof real;
      },
    });
    try {
      const menuAnswered = answered(server, (url) => url.pathname.endsWith(MENU));
      render(<App />);
      await menuAnswered;
      // The menu has answered and the page has had its turn: the route still waits for the code.
      expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
      release();
      await waitFor(() => expect(gridRows().length).toBeGreaterThan(1), { timeout: 15000 });
      expect(screen.queryByRole('progressbar', { name: '页面加载中' })).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  }, 30000);
});
