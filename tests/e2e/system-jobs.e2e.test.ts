/**
 * 定时任务 and 在线用户 in the built demo: a job created through the cron
 * editor and then stopped; an editor's session force-logged out by the
 * admin, after which the editor's next page load returns to the login page.
 *
 * The demo backend keeps its database in the profile's IndexedDB (loaded when a
 * page starts). Two browser profiles therefore share "the server" by copying
 * that database over, which is what `shareBackend` does.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, demoControl, loginAs, openFreshConsole, type ConsoleSession } from './harness';

/** A same-origin page without the app: nothing reads or writes the database there. */
const QUIET = `${BASE_URL}/mockServiceWorker.js`;

const sessions: ConsoleSession[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.close();
});

/** A new profile: shareBackend copies what its IndexedDB holds, so it starts with nothing stored. */
async function open(path?: string): Promise<ConsoleSession> {
  const s = await openFreshConsole(path);
  sessions.push(s);
  return s;
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: text, exact: true }) });

interface DbDump {
  rows: Array<{ key: IDBValidKey; value: unknown }>;
  meta: Array<{ key: IDBValidKey; value: unknown }>;
}

/** Copies the fake database of `from` into the profile of `to`; both pages are left on QUIET. */
async function shareBackend(from: Page, to: Page): Promise<void> {
  await from.goto(QUIET);
  const dump = await from.evaluate(
    () =>
      new Promise<DbDump>((resolve, reject) => {
        const open = indexedDB.open('zw-demo-db');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['rows', 'meta'], 'readonly');
          const out: DbDump = { rows: [], meta: [] };
          for (const name of ['rows', 'meta'] as const) {
            const cursor = tx.objectStore(name).openCursor();
            cursor.onsuccess = () => {
              const c = cursor.result;
              if (!c) return;
              out[name].push({ key: c.key, value: c.value as unknown });
              c.continue();
            };
          }
          tx.oncomplete = () => {
            db.close();
            resolve(out);
          };
        };
      }),
  );
  expect(dump.rows.length).toBeGreaterThan(0);
  await to.goto(QUIET);
  await to.evaluate(
    (json) =>
      new Promise<void>((resolve, reject) => {
        const data = JSON.parse(json) as DbDump;
        const open = indexedDB.open('zw-demo-db');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['rows', 'meta'], 'readwrite');
          for (const name of ['rows', 'meta'] as const) {
            const store = tx.objectStore(name);
            store.clear();
            for (const { key, value } of data[name]) store.put(value, key);
          }
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    // As JSON: the rows are plain data, and the typed form is too deep for the compiler.
    JSON.stringify(dump),
  );
}

async function pickOnly(page: Page, group: string, on: string, off: string) {
  const list = page.getByRole('dialog', { name: 'Cron表达式' }).getByRole('group', { name: group });
  await list.getByRole('checkbox', { name: on, exact: true }).check();
  await list.getByRole('checkbox', { name: off, exact: true }).uncheck();
}

describe('定时任务 and 在线用户 (browser)', () => {
  it('creates a scheduled job through the cron editor and stops it', async () => {
    const { page } = await open();
    await demoControl(page, 'reset');
    await loginAs(page, 'admin', '123456', '/isystem/quartzJob');
    await page.getByText('1-4 共4 条', { exact: true }).waitFor();

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增' });
    await form.getByRole('textbox', { name: /任务类名/ }).fill('org.jeecg.modules.quartz.job.E2eReportJob');
    await form.getByRole('button', { name: '选择', exact: true }).click();
    const cron = page.getByRole('dialog', { name: 'Cron表达式' });
    await cron.getByRole('tab', { name: '秒', exact: true }).click();
    await cron.getByRole('radio', { name: '秒指定' }).check();
    // 指定 starts with nothing ticked.
    await cron.getByRole('group', { name: '指定秒' }).getByRole('checkbox', { name: '00', exact: true }).check();
    await cron.getByRole('tab', { name: '分', exact: true }).click();
    await cron.getByRole('radio', { name: '分指定' }).check();
    await pickOnly(page, '指定分', '30', '00');
    await cron.getByRole('tab', { name: '时', exact: true }).click();
    await cron.getByRole('radio', { name: '时指定' }).check();
    await pickOnly(page, '指定时', '09', '00');
    await expect.poll(() => cron.getByRole('textbox', { name: '表达式' }).inputValue()).toBe('0 30 9 * * ? *');
    await cron.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => cron.count()).toBe(0);
    expect(await form.getByRole('textbox', { name: 'Cron表达式' }).inputValue()).toBe('0 30 9 * * ? *');
    await form.getByRole('button', { name: '确定', exact: true }).click();
    await page.getByText('创建定时任务成功').waitFor();
    await page.getByText('1-5 共5 条', { exact: true }).waitFor();

    const job = row(page, 'org.jeecg.modules.quartz.job.E2eReportJob');
    await expect.poll(() => job.getByRole('gridcell', { name: '正常', exact: true }).count()).toBe(1);
    await job.getByRole('button', { name: '停止', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: '确认暂停' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.getByText('停止定时任务成功').waitFor();
    await expect.poll(() => job.getByRole('gridcell', { name: '停止', exact: true }).count()).toBe(1);
    await expect.poll(() => job.getByRole('button', { name: '启动', exact: true }).count()).toBe(1);
  });

  it('force-logs out an online user, whose next action returns to the login page', async () => {
    // The editor, in a profile of their own.
    const editor = await open();
    await demoControl(editor.page, 'reset');
    await loginAs(editor.page, 'editor', '123456', /\/dashboard|\/isystem|\/$/);

    // The admin, in a second profile, on the same backend.
    const admin = await open();
    await shareBackend(editor.page, admin.page);
    await admin.page.goto(BASE_URL + '/user/login');
    await loginAs(admin.page, 'admin', '123456', '/isystem/online');
    const editorRow = row(admin.page, 'editor');
    await editorRow.waitFor();
    await editorRow.getByRole('button', { name: '强退', exact: true }).click();
    await admin.page.getByRole('dialog', { name: '强制退出用户？' }).getByRole('button', { name: '确定' }).click();
    await admin.page.getByText('退出登录成功！').waitFor();
    await expect.poll(() => editorRow.count()).toBe(0);

    // The editor comes back to the console: the token is gone, the 401 sends them to the login page.
    await shareBackend(admin.page, editor.page);
    await editor.page.goto(BASE_URL + '/dashboard/analysis');
    await editor.page.waitForURL(/\/user\/login/, { timeout: 15000 });
    await editor.page.getByRole('button', { name: '登录', exact: true }).waitFor();
  });
});
