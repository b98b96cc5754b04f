/**
 * Drafts survive a dead session: an admin half-writes a notice (title and rich-text body), the
 * session dies (the save answers 401), the console logs out and reloads; signing in again as
 * admin offers the draft back and 恢复草稿 reopens 新增 with it. Another user is never offered it.
 * A tab refresh that would throw unsaved edits away asks first.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tryBadInput } from '../../reliability/tally';
import { demoControl, loginAs, logout, openConsole } from '../harness';

const NOTICE = '/content/notice';
const TITLE = '关于元旦假期值班安排的通知';
const BODY = '请各处室于十二月二十八日前报送值班表。';
const LANDING = /\/(content\/notice|dashboard\/analysis)/;
/** A shared 2-core machine can take long to seed the demo database and boot; waits stay on what shows. */
const SLOW_MACHINE_MS = 45_000;

/** A browser profile with empty storage for one test, closed afterwards whatever happened. */
async function inFreshConsole(run: (page: Page) => Promise<void>): Promise<void> {
  const { page, close } = await openConsole();
  page.setDefaultTimeout(SLOW_MACHINE_MS);
  try {
    await run(page);
  } finally {
    await close();
  }
}

/** Goes to a console path without reloading the page (as a menu click does): a reload reboots the demo. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

async function typeNoticeDraft(page: Page): Promise<void> {
  await goInApp(page, NOTICE);
  await page.getByText(/^1-10 共\d+ 条$/).waitFor();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog', { name: '新增' });
  await form.getByRole('textbox', { name: /标题/ }).fill(TITLE);
  const editor = form.locator('.ProseMirror[contenteditable="true"]');
  await editor.click();
  // As a browser clipboard pastes it (typing CJK through the keyboard skips the editor's input handling).
  await editor.evaluate((el, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, `<p>${BODY}</p>`);
  await expect.poll(() => form.locator('.ProseMirror[contenteditable="true"]').textContent()).toContain(BODY);
}

/** The session dies under the open form: the save answers 401, the console logs out and reloads. */
async function loseSessionOnSave(page: Page): Promise<void> {
  await demoControl(page, 'expire-tokens');
  const reloaded = page.waitForEvent('load', { timeout: SLOW_MACHINE_MS });
  await page.getByRole('dialog', { name: '新增' }).getByRole('button', { name: '确定', exact: true }).click();
  await reloaded;
  await page.waitForURL(/\/user\/login/);
  await page.getByRole('textbox', { name: '验证码' }).waitFor();
}

/** From freshly seeded data, admin half-writes a notice and the session dies under it. */
async function adminLosesNoticeDraft(page: Page): Promise<void> {
  await demoControl(page, 'reset');
  await loginAs(page, 'admin', '123456');
  await typeNoticeDraft(page);
  await loseSessionOnSave(page);
}

/**
 * Signs in again where the restore offer is expected: the offer is modal, so the console behind it
 * (the side menu loginAs waits for) is hidden from the accessibility tree while it shows.
 */
async function signInAgain(page: Page, username: string): Promise<void> {
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill('123456');
  const img = page.getByRole('img', { name: /验证码/ });
  await expect.poll(async () => (await img.getAttribute('alt')) ?? '').toMatch(/验证码\s*\S{4}$/);
  await page.getByLabel('验证码', { exact: true }).fill(((await img.getAttribute('alt')) ?? '').trim().slice(-4));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(LANDING);
}

/** The keys of the drafts this browser holds (IndexedDB), whoever they belong to. */
function storedDraftIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('zw-drafts', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('drafts', { keyPath: 'id' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('drafts', 'readonly').objectStore('drafts').getAllKeys();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result.map(String));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

describe('drafts (browser)', () => {
  it('a notice half-written when the session dies is offered back to the same user, and 恢复草稿 restores title and body', async () => {
    await inFreshConsole(async (page) => {
      await adminLosesNoticeDraft(page);

      await tryBadInput('draft of 通知公告 新增 after a 401 on save', 'loss', async () => {
        await signInAgain(page, 'admin');
        const offer = page.getByRole('dialog', { name: '检测到未保存的草稿' });
        await offer.getByText('通知公告 - 新增').waitFor();
        await offer.getByRole('button', { name: /^恢复草稿/ }).click();
        await page.waitForURL(/\/content\/notice/);
        const form = page.getByRole('dialog', { name: '新增' });
        await expect.poll(() => form.getByRole('textbox', { name: /标题/ }).inputValue()).toBe(TITLE);
        await expect.poll(() => form.locator('.ProseMirror[contenteditable="true"]').textContent()).toContain(BODY);
        // Restored, it saves like any form; the draft is gone afterwards.
        await form.getByRole('button', { name: '确定', exact: true }).click();
        await page.getByText('添加成功！').waitFor();
      });

      await tryBadInput('a saved draft is not offered again', 'wrong', async () => {
        await page.reload();
        await page.getByRole('navigation', { name: '主菜单' }).waitFor();
        await page.getByRole('row').filter({ hasText: TITLE }).first().waitFor();
        // Opening 新增 now starts blank: nothing was left to restore.
        await page.getByRole('button', { name: '新增', exact: true }).click();
        const form = page.getByRole('dialog', { name: '新增' });
        await expect.poll(() => form.getByRole('textbox', { name: /标题/ }).inputValue()).toBe('');
        expect(await page.getByRole('dialog', { name: '检测到未保存的草稿' }).count()).toBe(0);
      });
    });
  }, 300_000);

  it('another user signing in is not offered the draft; 丢弃 by its owner removes it', async () => {
    await inFreshConsole(async (page) => {
      await adminLosesNoticeDraft(page);

      await tryBadInput('admin’s draft offered to editor', 'wrong', async () => {
        await loginAs(page, 'editor', '123456', LANDING);
        await goInApp(page, NOTICE);
        await page.getByText(/^1-10 共\d+ 条$/).waitFor();
        await page.getByRole('button', { name: '新增', exact: true }).click();
        const form = page.getByRole('dialog', { name: '新增' });
        await form.getByRole('textbox', { name: /标题/ }).waitFor();
        expect(await form.getByRole('textbox', { name: /标题/ }).inputValue()).toBe('');
        expect(await page.getByRole('dialog', { name: '检测到未保存的草稿' }).count()).toBe(0);
        await form.getByRole('button', { name: '取消', exact: true }).click();
        await form.waitFor({ state: 'hidden' });
      });

      await tryBadInput('admin’s draft kept while editor worked, then discarded', 'loss', async () => {
        await logout(page);
        await signInAgain(page, 'admin');
        const offer = page.getByRole('dialog', { name: '检测到未保存的草稿' });
        await offer.getByText('通知公告 - 新增').waitFor();
        await offer.getByRole('button', { name: /^丢弃/ }).click();
        await offer.waitFor({ state: 'hidden' });
        await page.reload();
        await page.getByRole('navigation', { name: '主菜单' }).waitFor();
        await goInApp(page, NOTICE);
        await page.getByRole('button', { name: '新增', exact: true }).click();
        await page.getByRole('dialog', { name: '新增' }).getByRole('textbox', { name: /标题/ }).waitFor();
        expect(await page.getByRole('dialog', { name: '检测到未保存的草稿' }).count()).toBe(0);
      });
    });
  }, 300_000);

  it('刷新 of a tab whose editable table holds unsaved rows asks first; 取消 keeps them, 确定 reloads', async () => {
    await inFreshConsole(async (page) => {
      await loginAs(page, 'admin', '123456');
      await goInApp(page, '/demo/editable-table');
      const grid = page.getByRole('tabpanel', { name: '附件' }).getByRole('grid', { name: '附件' });
      const firstName = grid.locator('[data-et-row][aria-rowindex="2"] [data-key="fileName"]');
      await expect.poll(async () => ((await firstName.textContent()) ?? '').trim()).toBe('年度工作要点');
      await firstName.click();
      await page.keyboard.press('End');
      await page.keyboard.type('V2');
      await page.keyboard.press('Escape');
      await expect.poll(async () => ((await firstName.textContent()) ?? '').trim()).toBe('年度工作要点V2');
      // Kept as a draft once the table knows it differs from what it loaded.
      await expect.poll(() => storedDraftIds(page)).toContain('admin:/demo/editable-table#table:attachments');

      await tryBadInput('tab 刷新 over unsaved editable-table rows', 'loss', async () => {
        await page.getByRole('button', { name: '刷新当前页' }).click();
        const ask = page.getByRole('dialog').filter({ hasText: '当前页面有未保存的修改，确定要刷新吗？' });
        await ask.getByRole('button', { name: '取消' }).click();
        await ask.waitFor({ state: 'hidden' });
        expect(((await firstName.textContent()) ?? '').trim()).toBe('年度工作要点V2');
      });

      await page.getByRole('button', { name: '刷新当前页' }).click();
      const ask = page.getByRole('dialog').filter({ hasText: '当前页面有未保存的修改，确定要刷新吗？' });
      await ask.getByRole('button', { name: '确定' }).click();
      await expect.poll(async () => ((await firstName.textContent()) ?? '').trim()).toBe('年度工作要点');
      // Thrown away on purpose: no draft is left to offer.
      await expect.poll(() => storedDraftIds(page)).toEqual([]);
    });
  }, 300_000);
});
