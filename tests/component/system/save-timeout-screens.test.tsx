/**
 * 部门管理 新增, 菜单管理 新增 and 网关路由 新增 when the save times out (网络超时): the form says the first
 * attempt may have landed, checks the server, and a second 确定 never creates a second record.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { SAVE_TEXT } from '@/widgets/form';
import { DepartFormDialog } from '@/features/system/depart/DepartFormDialog';
import { PermissionFormDialog } from '@/features/system/permission/PermissionFormDialog';
import { GatewayRouteDialog } from '@/features/system/gateway/GatewayRouteDialog';
import { gatewayRouteTable } from '@fake/handlers/sys-gateway';
import { runtime } from '@fake/config';
import { db } from '@fake/db/tables';
import { server } from '@fake/node';
import { tryBadInput } from '../../reliability/tally';
import { countRequests, restoreTimeout, SHORT_TIMEOUT, timeOutNext } from '../widgets/form/time-out-next';
import { renderScreen, withFakeBackend, type UserEventSession } from '../screen-harness';

withFakeBackend({ signIn: 'admin' });
afterEach(() => {
  restoreTimeout(server);
  runtime.slowAnswers.length = 0;
});

// Whole-form tests against the fake backend take long on a loaded machine; they wait on state, not time.
const SLOW = 90_000;
const WAIT = { timeout: 30_000 };

/** The add answers only after the client gave up: the record DID land. */
const landsLate = (path: string) => runtime.slowAnswers.push({ path, delayMs: SHORT_TIMEOUT * 4, times: 1 });

/** The add answers late and stores nothing: the first attempt was lost. */
const lostOnce = (path: string) =>
  server.use(
    http.post(
      `*${path}`,
      async () => {
        await delay(SHORT_TIMEOUT * 3);
        return HttpResponse.json({ success: false, message: '不应到达', code: 500, result: null, timestamp: 1 });
      },
      { once: true },
    ),
  );

const paste = async (user: UserEventSession, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

/** An add dialog opened and filled, with a count of its onSaved calls. */
interface FilledAdd {
  user: UserEventSession;
  dialog: HTMLElement;
  saved: () => number;
}

/** The add at `path` answers after the client gave up but lands: one POST, 已保存成功, one record. */
async function landedOnce(what: string, path: string, open: () => Promise<FilledAdd>, stored: () => number) {
  landsLate(path);
  const { user, dialog, saved } = await open();
  const posts = countRequests(server, 'POST', path);
  await tryBadInput(`${what} add timed out but landed`, 'wrong', async () => {
    timeOutNext(server, path);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(SAVE_TEXT.timeoutSaved, undefined, WAIT)).toBeInTheDocument();
    expect(saved()).toBe(1);
    expect(posts()).toBe(1);
    await waitFor(() => expect(stored()).toBe(1));
  });
}

/** The first add at `path` is lost: the check says so, nothing is stored, and the second 确定 stores it once. */
async function lostThenSavedOnce(what: string, path: string, open: () => Promise<FilledAdd>, stored: () => number) {
  lostOnce(path);
  const { user, dialog, saved } = await open();
  await tryBadInput(`${what} add timed out and was lost`, 'wrong', async () => {
    timeOutNext(server, path);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(SAVE_TEXT.timeoutNotSaved, undefined, WAIT)).toBeInTheDocument();
    expect(stored()).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved()).toBe(1), WAIT);
    expect(stored()).toBe(1);
  });
}

describe('部门管理 新增 timed out', () => {
  const ADD = '/sys/sysDepart/add';
  const departs = (name: string) => db.sysDepart.findMany((q) => q.where({ departName: name })).length;

  async function open(name: string): Promise<FilledAdd> {
    let saved = 0;
    const user = renderScreen('/isystem/x', <DepartFormDialog open parent={null} onClose={() => undefined} onSaved={() => (saved += 1)} />);
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await paste(user, within(dialog).getByRole('textbox', { name: /机构名称/ }), name);
    return { user, dialog, saved: () => saved };
  }

  it(
    'landed: the notice, the check by name, then 已保存成功; one department',
    () => landedOnce('depart', ADD, () => open('超时部门一'), () => departs('超时部门一')),
    SLOW,
  );

  it(
    'lost: the check says so; the second 确定 saves it once',
    () => lostThenSavedOnce('depart', ADD, () => open('超时部门二'), () => departs('超时部门二')),
    SLOW,
  );
});

describe('菜单管理 新增 timed out', () => {
  const ADD = '/sys/permission/add';
  const menus = (name: string) => db.sysPermission.findMany((q) => q.where({ name })).length;

  async function open(): Promise<FilledAdd> {
    let saved = 0;
    const user = renderScreen('/isystem/x', <PermissionFormDialog mode="add" record={null} tree={[]} onClose={() => undefined} onSaved={() => (saved += 1)} />);
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await paste(user, within(dialog).getByRole('textbox', { name: /菜单名称/ }), '超时菜单');
    await paste(user, within(dialog).getByRole('textbox', { name: /菜单路径/ }), '/timeout');
    await paste(user, within(dialog).getByRole('textbox', { name: /前端组件/ }), 'layouts/RouteView');
    return { user, dialog, saved: () => saved };
  }

  it(
    'landed: the whole menu tree is checked and the form reports it saved; one menu',
    () => landedOnce('menu', ADD, open, () => menus('超时菜单')),
    SLOW,
  );
});

describe('网关路由 新增 timed out', () => {
  const ADD = '/sys/gatewayRoute/updateAll';
  const routes = (routerId: string) => gatewayRouteTable.all().filter((r) => r.routerId === routerId && r.delFlag === 0).length;

  async function open(routerId: string): Promise<FilledAdd> {
    let saved = 0;
    const user = renderScreen('/isystem/x', <GatewayRouteDialog mode="add" record={null} onClose={() => undefined} onSaved={() => (saved += 1)} />);
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await paste(user, within(dialog).getByRole('textbox', { name: /路由ID/ }), routerId);
    await paste(user, within(dialog).getByRole('textbox', { name: /路由名称/ }), '超时路由');
    await paste(user, within(dialog).getByRole('textbox', { name: /路由URI/ }), 'lb://zw-timeout');
    await paste(user, within(dialog).getByRole('textbox', { name: '路由条件1参数（多个用逗号分隔）' }), '/timeout/**');
    return { user, dialog, saved: () => saved };
  }

  it(
    'landed: the route list is checked and the form reports it saved; one route',
    () => landedOnce('gateway route', ADD, () => open('zw-timeout-1'), () => routes('zw-timeout-1')),
    SLOW,
  );

  it(
    'lost: the check says so; the second 确定 saves it once',
    () => lostThenSavedOnce('gateway route', ADD, () => open('zw-timeout-2'), () => routes('zw-timeout-2')),
    SLOW,
  );
});
