/**
 * The demo keeps what users save, whatever the browser's storage does: two tabs writing at once
 * both keep their rows, a full localStorage neither loses database writes nor breaks the login,
 * and a write the browser refuses to store is announced in the console.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tryBadInput } from '../../reliability/tally';
import { BASE_URL, demoControl, loginAs, openFreshConsole, type ConsoleSession } from '../harness';

const NOTICES = '/content/notice';
const STORAGE_FAILED = '演示数据未能保存到浏览器存储，刷新后本次修改可能丢失';
const SESSION_IN_MEMORY = '浏览器存储空间已满，登录信息仅在当前标签页有效';

const sessions: ConsoleSession[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.close();
});

/** A start-up (fake server hydrated or seeded, console booted) can take long on a busy machine. */
const START_UP = { timeout: 60_000 };

/** A fresh profile whose console has booted to the login page (the fake server answers from then on). */
async function open(): Promise<ConsoleSession> {
  const s = await openFreshConsole();
  sessions.push(s);
  // Every step here waits on a reload or a fresh start-up; allow for a busy machine.
  s.page.setDefaultTimeout(START_UP.timeout);
  await s.page.getByLabel('用户名', { exact: true }).waitFor(START_UP);
  return s;
}

/** Reseeds the demo, then reloads the login page (the reseed also forgets the captcha it showed). */
async function reset(page: Page): Promise<void> {
  await demoControl(page, 'reset');
  await page.reload();
  await page.getByLabel('用户名', { exact: true }).waitFor(START_UP);
}

/** The list has answered: a first page of any length (a reload keeps the tab's last query). */
async function notices(page: Page): Promise<void> {
  await page.getByText(/^1-\d+ 共\d+ 条$/).waitFor(START_UP);
}

async function openNotices(page: Page): Promise<void> {
  await page.goto(BASE_URL + NOTICES);
  await notices(page);
}

/** Adds a 通知公告 through its form; the success message means the server answered. */
async function addNotice(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog', { name: '新增' });
  await form.getByRole('textbox', { name: /标题/ }).fill(title);
  await form.getByRole('button', { name: '确定', exact: true }).click();
  await page.getByText('添加成功！').first().waitFor();
  await form.waitFor({ state: 'hidden' });
}

/** Searches the list by title: the row is there after the query. */
async function expectNotice(page: Page, title: string): Promise<void> {
  await page.getByRole('textbox', { name: '标题' }).fill(title);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await page.getByRole('row').filter({ hasText: title }).first().waitFor();
}

/** Fills the origin's localStorage until it refuses even one more character. */
async function fillLocalStorage(page: Page): Promise<number> {
  return page.evaluate(() => {
    let stored = 0;
    let n = 0;
    for (let size = 1 << 20; size >= 1; size = Math.floor(size / 2)) {
      const chunk = 'x'.repeat(size);
      for (;;) {
        try {
          localStorage.setItem(`zw-e2e-junk-${n}`, chunk);
          n += 1;
          stored += size;
        } catch {
          break;
        }
      }
    }
    return stored;
  });
}

/** How long the last start-up took to load the demo database (performance measure of the fake server). */
async function hydrationMs(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByName('zw-demo-db:hydrate');
    return entries.length ? entries[entries.length - 1].duration : null;
  });
}

/** Several start-ups and reloads per test. */
const TEST_TIMEOUT = 300_000;

describe('demo database and session storage', () => {
  it('two tabs add a notice each; after reloading both tabs, both notices are there', async () => {
    const c = await open();
    await reset(c.page);
    await loginAs(c.page);
    const a = c.page;
    const b = await c.newPage();
    b.setDefaultTimeout(START_UP.timeout);
    await openNotices(a);
    await openNotices(b);
    const stamp = Date.now();
    const fromA = `甲标签页的通告${stamp}`;
    const fromB = `乙标签页的通告${stamp}`;

    await tryBadInput('demo db: two tabs write, both reload', 'loss', async () => {
      await addNotice(a, fromA);
      await addNotice(b, fromB);
      // The other tab sees the first tab's row without a reload.
      await expectNotice(b, fromA);
      await a.reload();
      await b.reload();
      await notices(a);
      await notices(b);
      for (const page of [a, b]) {
        await expectNotice(page, fromA);
        await expectNotice(page, fromB);
      }
    });
    const ms = await hydrationMs(b);
    console.info(`[demo-storage] demo database hydrated in ${ms?.toFixed(1)} ms`);
    expect(ms).not.toBeNull();
  }, TEST_TIMEOUT);

  it('with localStorage full, a write still survives a reload', async () => {
    const c = await open();
    await reset(c.page);
    await loginAs(c.page);
    await openNotices(c.page);
    const stored = await fillLocalStorage(c.page);
    // Chromium's quota is about 5 M characters; the old snapshot alone was about as big.
    expect(stored).toBeGreaterThan(4_000_000);
    const title = `存储已满时的通告${Date.now()}`;

    await tryBadInput('demo db: write with localStorage full', 'loss', async () => {
      await addNotice(c.page, title);
      await c.page.reload();
      await notices(c.page);
      await expectNotice(c.page, title);
      await expect.poll(() => c.page.getByText(STORAGE_FAILED).count()).toBe(0);
    });
  }, TEST_TIMEOUT);

  it('a write IndexedDB refuses shows the notice that it may be lost', async () => {
    const c = await open();
    await c.context.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        if ((window as unknown as { zwRefuseWrites?: boolean }).zwRefuseWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.apply(this, args);
      };
    });
    await c.page.reload();
    await c.page.getByLabel('用户名', { exact: true }).waitFor(START_UP);
    await reset(c.page);
    await loginAs(c.page);
    await openNotices(c.page);
    await c.page.evaluate(() => void ((window as unknown as { zwRefuseWrites?: boolean }).zwRefuseWrites = true));

    await tryBadInput('demo db: IndexedDB refuses a write', 'loss', async () => {
      await addNotice(c.page, `写不进去的通告${Date.now()}`);
      await c.page.getByText(STORAGE_FAILED).waitFor();
      // The notice stays until the user closes it.
      await c.page.getByRole('button', { name: '新增', exact: true }).click();
      await c.page.getByRole('dialog', { name: '新增' }).getByRole('button', { name: '取消', exact: true }).click();
      expect(await c.page.getByText(STORAGE_FAILED).count()).toBe(1);
    });
  }, TEST_TIMEOUT);

  it('with localStorage full before the login, the login works and says the session lives in this tab only', async () => {
    const c = await open();
    await reset(c.page);
    await fillLocalStorage(c.page);

    await tryBadInput('session: login with localStorage full', 'crash', async () => {
      await loginAs(c.page);
      await c.page.getByText(SESSION_IN_MEMORY).waitFor();
      // The console keeps working: another screen loads its list.
      await openNotices(c.page);
      await c.page.getByRole('navigation', { name: '主菜单' }).waitFor();
    });
  }, TEST_TIMEOUT);
});
