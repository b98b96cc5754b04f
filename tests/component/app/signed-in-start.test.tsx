/**
 * A signed-in start of the console (after 登录, or a reload): the bell's list and the home
 * dashboard's figures and chart leave together with the menu call instead of after the shell has
 * drawn, and whichever of them fails still shows its failure.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LoginResult } from '@/api/sys/auth';
import { MSG } from '@/api/messages';
import { saveLogin } from '@/session';
import { sessionStore } from '@/session/store';
import { App } from '@/app/App';
import { resetFakeDb, server } from '@fake/node';
import { dropAllSockets } from '@fake/handlers/notice-socket';
import { login } from '../../unit/fake-server/fake-client';
import { tryBadInput } from '../../reliability/tally';

const MENU = '/sys/permission/getUserPermissionByToken';
const BELL = '/sys/annountCement/listByUser';
const FIGURES = '/sys/loginfo';
const CHART = '/sys/visitInfo';
const api = (path: string) => `*/zw-lgb2${path}`;

let started: string[] = [];
const recordStart = ({ request }: { request: Request }) => {
  started.push(new URL(request.url).pathname.replace(/^\/zw-lgb2/, ''));
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
  saveLogin((await login('admin')).body.result as LoginResult);
  // A page load: no menu in memory yet (an earlier test's shell loaded one).
  sessionStore.reset();
  window.history.replaceState(null, '', '/dashboard/analysis');
});
afterEach(() => {
  server.resetHandlers();
  dropAllSockets();
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

describe('signed-in start', () => {
  it('asks for the bell list and the dashboard data while the menu call is still unanswered', async () => {
    const othersLeft = whenStarted([BELL, FIGURES, CHART]);
    let answeredAfter: string[] = [];
    server.use(
      http.get(api(MENU), async () => {
        // Held: if the others waited for the menu, they would never leave and the test would time out.
        await othersLeft;
        answeredAfter = [...started];
        return undefined;
      }),
    );
    render(<App />);
    const figure = await screen.findByRole('figure', { name: '近七日访问图表' }, { timeout: 15000 });
    expect(figure).toBeInTheDocument();
    expect(await screen.findByLabelText('今日IP')).toBeInTheDocument();
    expect(answeredAfter).toEqual(expect.arrayContaining([MENU, BELL, FIGURES, CHART]));
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
});
