/**
 * The staff's production build (dist/) end to end: no service worker, every `/zw-lgb2/**` call a
 * real network request answered by the Node fake backend (the same handlers as the demo) and the
 * notice bell on a real WebSocket. One backend serves the whole file, as one Java service serves
 * every staff member, so each flow leaves the data as it found it or uses its own rows.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { STAFF_URL, loginAs, openConsole, type ConsoleSession } from './harness';

let session: ConsoleSession;
let apiResponses: Response[];

beforeEach(async () => {
  session = await openConsole('/user/login', STAFF_URL);
  apiResponses = [];
  session.page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/zw-lgb2/')) apiResponses.push(response);
  });
});
afterEach(async () => {
  await session.close();
});

const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}') as { value?: string }).value ?? '');

/** Calls the fake backend over HTTP from the test itself, as another client of the same server. */
async function backend<T>(path: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${STAFF_URL}/zw-lgb2${path}`, {
    method: init.method ?? 'GET',
    headers: { 'X-Access-Token': token, 'Content-Type': 'application/json;charset=UTF-8' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await res.json()) as T;
}

const bell = (page: Page) => page.getByRole('button', { name: /^通知，\d+ 条未读$/ });
async function unread(page: Page): Promise<number> {
  return Number(/(\d+) 条未读/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? NaN);
}

describe('production build (dist/) over the network', () => {
  it('logs in to the dashboard with real requests and no service worker', async () => {
    const { page } = session;
    await loginAs(page, 'admin', '123456');
    await expect.poll(async () => (await page.getByLabel('今日IP', { exact: true }).textContent())?.trim() ?? '').toMatch(/^[\d,]+$/);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    const login = apiResponses.find((r) => r.url().includes('/zw-lgb2/sys/login'));
    expect(login?.status()).toBe(200);
    expect(login?.fromServiceWorker()).toBe(false);
    expect(apiResponses.every((r) => !r.fromServiceWorker())).toBe(true);
  });

  it('queries and pages a list (职务管理)', async () => {
    const { page } = session;
    await loginAs(page, 'admin', '123456');
    await page.goto(STAFF_URL + '/isystem/position');
    await page.getByText('1-10 共40 条', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: '职务名称' }).fill('主任');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.getByText('1-7 共7 条', { exact: true }).waitFor();
    expect(apiResponses.some((r) => /\/sys\/position\/list\?.*name=/.test(decodeURIComponent(r.url())))).toBe(true);
    await page.getByRole('button', { name: '重置', exact: true }).click();
    await page.getByText('1-10 共40 条', { exact: true }).waitFor();
    await page.getByRole('button', { name: '转到第 2 页' }).click();
    await page.getByText('11-20 共40 条', { exact: true }).waitFor();
  });

  it('adds, edits and deletes a notice (通知公告)', async () => {
    const { page } = session;
    const title = `职工之家开放通知${Date.now()}`;
    await loginAs(page, 'admin', '123456');
    await page.goto(STAFF_URL + '/content/notice');
    await page.getByText(/^1-10 共\d+ 条$/).waitFor();

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增' });
    await form.getByRole('textbox', { name: /标题/ }).fill(title);
    await form.getByRole('button', { name: '确定', exact: true }).click();
    await page.getByText('添加成功！').waitFor();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('草稿').waitFor();

    await row.getByRole('button', { name: '编辑', exact: true }).click();
    const edit = page.getByRole('dialog', { name: '编辑' });
    await edit.getByRole('textbox', { name: /标题/ }).fill(`${title}（修订）`);
    await edit.getByRole('button', { name: '确定', exact: true }).click();
    await page.getByText('编辑成功!').waitFor();
    const edited = page.getByRole('row').filter({ hasText: `${title}（修订）` });
    await edited.waitFor();

    await edited.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('dialog', { name: '确定删除吗?' }).getByRole('button', { name: '确定' }).click();
    await page.getByText(/^删除成功/).first().waitFor();
    await edited.waitFor({ state: 'detached' });
    const listed = await backend<{ result: { total: number } }>(`/content/notice/list?title=${encodeURIComponent(`*${title}*`)}`, await tokenOf(page));
    expect(listed.result.total).toBe(0);
  });

  it('answers a call with a dead token by 401 and returns to the login page', async () => {
    const { page } = session;
    await loginAs(page, 'admin', '123456');
    await expect.poll(async () => (await page.getByLabel('今日IP', { exact: true }).textContent())?.trim() ?? '').toMatch(/^[\d,]+$/);
    // The session ends on the server (logged out from another client); the page still holds the token.
    await backend('/sys/logout', await tokenOf(page), { method: 'POST' });
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '部门切换' }).click();
    await page.getByText('很抱歉，登录已过期，请重新登录').first().waitFor();
    expect(apiResponses.some((r) => r.status() === 401)).toBe(true);
    await page.waitForURL(/\/user\/login/);
    expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
  });

  it('raises the bell when a notice is released, over a real WebSocket', async () => {
    const { page } = session;
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await loginAs(page, 'admin', '123456');
    await expect.poll(() => bell(page).getAttribute('data-socket')).toBe('open');
    expect(sockets.some((url) => url.startsWith(STAFF_URL.replace(/^http/, 'ws') + '/zw-lgb2/websocket/'))).toBe(true);
    // The bell shows 0 until its list arrives: wait for the count the server holds, not any number.
    const token = await tokenOf(page);
    const lists = await backend<{ result: { anntMsgTotal: number; sysMsgTotal: number } }>('/sys/annountCement/listByUser', token);
    const before = lists.result.anntMsgTotal + lists.result.sysMsgTotal;
    await expect.poll(() => unread(page)).toBe(before);

    const titile = `网络实时通知${Date.now()}`;
    const body = { titile, msgCategory: '1', msgType: 'ALL', priority: 'H', msgContent: '<p>实时</p>', startTime: '2025-01-01 00:00:00', endTime: '2099-12-31 23:59:59' };
    await backend('/sys/annountCement/add', token, { method: 'POST', body });
    const list = await backend<{ result: { records: Array<{ id: string }> } }>(`/sys/annountCement/list?titile=${encodeURIComponent(titile)}`, token);
    const released = await backend<{ success: boolean }>(`/sys/annountCement/doReleaseData?id=${list.result.records[0].id}`, token);
    expect(released.success).toBe(true);

    await expect.poll(() => unread(page)).toBe(before + 1);
    await bell(page).click();
    await page.getByText(titile).waitFor();
  });
});
