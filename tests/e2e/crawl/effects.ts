/**
 * "The button did something visible": the page's state before a click, the effects looked for after
 * it (an overlay, a notification, a download, a navigation, a window.open, changed content), and how
 * each overlay is put away again — always by cancelling, never by confirming.
 */
import { vi } from 'vitest';
import type { Page } from 'playwright-core';
import type { Notice, Watcher } from './watch';

export interface Overlay {
  kind: 'confirm' | 'dialog' | 'drawer' | 'menu' | 'popover';
  name: string;
  menuItems: string[];
}

export interface PageState {
  path: string;
  overlays: Overlay[];
  notices: number;
  downloads: number;
  /** Native file dialogs opened (an upload button); the user sees the system's file picker. */
  fileChoosers: number;
  opens: number;
  /** Grid rows + tree items + table rows + expanded markers + inline forms and their values: changes when content expands, reloads differently or a form opens. */
  contentShape: string;
}

export type Effect =
  | { kind: 'overlay'; overlay: Overlay }
  | { kind: 'notification'; notices: Notice[] }
  | { kind: 'download' }
  | { kind: 'file-chooser' }
  | { kind: 'navigation'; to: string }
  | { kind: 'window'; url: string }
  | { kind: 'content-changed' }
  | { kind: 'none' };

/** Runs in the page: the open overlays, top-most last. */
function readOverlays(): Overlay[] {
  const shown = (el: Element) => el instanceof HTMLElement && el.checkVisibility() && !el.classList.contains('MuiModal-hidden');
  const nameOf = (el: Element): string => {
    const by = el.getAttribute('aria-labelledby');
    const labelled = by ? document.getElementById(by)?.textContent : null;
    const heading = el.querySelector('h1, h2, h3, h4, h5, h6, .MuiDialogTitle-root');
    return (el.getAttribute('aria-label') ?? labelled ?? heading?.textContent ?? '').trim().slice(0, 40);
  };
  const out: Overlay[] = [];
  for (const root of Array.from(document.querySelectorAll('.MuiModal-root, .MuiPopper-root')).filter(shown)) {
    if (root.getAttribute('role') === 'tooltip') continue;
    const menu = root.querySelector('[role="menu"]');
    const dialog = root.querySelector('[role="dialog"]');
    if (menu) {
      const items = Array.from(menu.querySelectorAll('[role="menuitem"]')).map((i) => (i.textContent ?? '').trim());
      out.push({ kind: 'menu', name: nameOf(menu), menuItems: items });
    } else if (dialog) {
      const confirm = dialog.getAttribute('aria-labelledby') === 'confirm-title';
      out.push({ kind: confirm ? 'confirm' : 'dialog', name: nameOf(dialog), menuItems: [] });
    } else if (root.classList.contains('MuiDrawer-root')) {
      out.push({ kind: 'drawer', name: nameOf(root), menuItems: [] });
    } else {
      out.push({ kind: 'popover', name: nameOf(root), menuItems: [] });
    }
  }
  return out;
}

interface InPageState {
  overlays: Overlay[];
  contentShape: string;
  notices: number;
  opens: number;
}

/** Runs in the page: overlays, the shown screen's content shape and the recorder's counters, in one round trip. */
function readInPage(): InPageState {
  const panel = Array.from(document.querySelectorAll<HTMLElement>('main [role="tabpanel"]')).find((p) => p.checkVisibility());
  const n = (sel: string) => (panel ? Array.from(panel.querySelectorAll(sel)).filter((e) => (e as HTMLElement).checkVisibility()).length : 0);
  const record = (window as Window & { __crawl?: { notices: unknown[]; opens: unknown[] } }).__crawl;
  return {
    overlays: readOverlays(),
    contentShape: [
      n('[role="row"]'),
      n('[role="treeitem"]'),
      n('tbody tr'),
      n('[aria-expanded="true"]'),
      n('[aria-pressed="true"]'),
      n('[aria-selected="true"]'),
      // An inline form opening, or filling with the record to edit, shows too.
      n('form'),
      panel ? Array.from(panel.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input, form textarea')).map((f) => f.value).join('|') : '',
    ].join('/'),
    notices: record?.notices.length ?? 0,
    opens: record?.opens.length ?? 0,
  };
}

export async function readState(page: Page, watcher: Watcher): Promise<PageState> {
  // readOverlays is referenced by readInPage, so both travel as one script.
  const inPage = await page.evaluate(`(() => { ${readOverlays.toString()}; return (${readInPage.toString()})(); })()`) as InPageState;
  return { path: new URL(page.url()).pathname, downloads: watcher.downloads(), fileChoosers: watcher.fileChoosers(), ...inPage };
}


/** Polls for the first visible effect of an action taken after `before`, for up to `timeoutMs`. */
export async function awaitEffect(page: Page, watcher: Watcher, before: PageState, timeoutMs = 3000): Promise<Effect> {
  const deadline = Date.now() + timeoutMs;
  let effect: Effect = { kind: 'none' };
  await vi
    .waitFor(
      async () => {
        const now = await readState(page, watcher);
        const found = await effectOf(now, before, watcher, Date.now() > deadline - timeoutMs / 2);
        if (!found) throw new Error('no effect yet');
        effect = found;
      },
      { timeout: timeoutMs, interval: 100 },
    )
    .catch(async () => {
      const now = await readState(page, watcher);
      effect = (await effectOf(now, before, watcher, true)) ?? { kind: 'none' };
    });
  return effect;
}

async function effectOf(now: PageState, before: PageState, watcher: Watcher, contentCounts: boolean): Promise<Effect | null> {
  if (now.path !== before.path) return { kind: 'navigation', to: now.path };
  if (now.downloads > before.downloads) return { kind: 'download' };
  if (now.fileChoosers > before.fileChoosers) return { kind: 'file-chooser' };
  if (now.overlays.length > before.overlays.length) return { kind: 'overlay', overlay: now.overlays[now.overlays.length - 1] };
  if (now.notices > before.notices) return { kind: 'notification', notices: await watcher.notices(before.notices) };
  if (now.opens > before.opens) return { kind: 'window', url: (await watcher.opens())[now.opens - 1]?.url ?? '' };
  // Content changes are weaker evidence (a reload can flicker), so only after the stronger signs had their chance.
  if (contentCounts && now.contentShape !== before.contentShape) return { kind: 'content-changed' };
  return null;
}

const CLOSE_BUTTON = /^(取\s*消|关\s*闭|返\s*回|close)$/i;

/**
 * Puts away overlays until only `keep` remain: a cancel/close button of the top-most one, else Escape.
 * Returns a failure line when one will not close.
 */
export async function closeOverlays(page: Page, keep = 0): Promise<string | null> {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const overlays = await page.evaluate(readOverlays);
    if (overlays.length <= keep) return null;
    const top = page.locator('.MuiModal-root:not(.MuiModal-hidden), .MuiPopper-root:not([role="tooltip"])').last();
    const kind = overlays[overlays.length - 1].kind;
    const close = top.getByRole('button', { name: CLOSE_BUTTON });
    if (kind !== 'menu' && kind !== 'popover' && (await close.count()) > 0) {
      await close.last().click({ timeout: 2000 }).catch(() => page.keyboard.press('Escape'));
    } else {
      await page.keyboard.press('Escape');
    }
    await page.waitForFunction((n) => {
      const shown = Array.from(document.querySelectorAll('.MuiModal-root, .MuiPopper-root')).filter(
        (el) => el instanceof HTMLElement && el.checkVisibility() && !el.classList.contains('MuiModal-hidden') && el.getAttribute('role') !== 'tooltip',
      );
      return shown.length <= n;
    }, overlays.length - 1, { timeout: 1500 }).catch(() => undefined);
  }
  const left = await page.evaluate(readOverlays);
  return left.length > keep ? `could not close ${left[left.length - 1].kind} "${left[left.length - 1].name}"` : null;
}

/** Notices the crawl provokes on purpose; any other error or warning notice is a failure. */
export const EXPECTED_NOTICES: readonly { text: string; reason: string }[] = [
  { text: '请选择一条记录！', reason: '批量删除/冻结 … with nothing selected (the crawl never selects rows)' },
  { text: '请选择两条数据', reason: '数据日志 数据比较 with nothing selected' },
  { text: '请先选中一条记录!', reason: '部门管理 添加子部门 with no department chosen in the tree' },
];

/**
 * Closes the notifications on screen. The notifier shows a message only once while it is on
 * screen, so a second identical message (two buttons both saying 请选择一条记录！) would be invisible.
 */
export async function dismissNotices(page: Page): Promise<void> {
  const closed = await page.evaluate(() => {
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('.MuiAlert-filled .MuiAlert-action button'));
    buttons.forEach((b) => b.click());
    return buttons.length;
  });
  if (closed > 0) await page.waitForFunction(() => document.querySelectorAll('.MuiAlert-filled').length === 0, undefined, { timeout: 2000 }).catch(() => undefined);
}

export function unexpectedNotices(notices: Notice[]): Notice[] {
  return notices.filter((n) => (n.level === 'error' || n.level === 'warning') && !EXPECTED_NOTICES.some((e) => n.text.includes(e.text)));
}

export function describeEffect(effect: Effect): string {
  switch (effect.kind) {
    case 'overlay':
      return `${effect.overlay.kind} "${effect.overlay.name}"`;
    case 'notification':
      return `notice "${effect.notices.map((n) => n.text).join(' | ')}"`;
    case 'navigation':
      return `navigated to ${effect.to}`;
    case 'window':
      return `window.open ${effect.url}`;
    default:
      return effect.kind;
  }
}
