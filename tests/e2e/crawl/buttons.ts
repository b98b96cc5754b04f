/**
 * Clicks a list screen's toolbar buttons and its first row's actions (menus included, item by item)
 * and says which did nothing visible. Confirms are always cancelled, so no seed row is deleted.
 */
import type { Locator, Page } from 'playwright-core';
import { awaitEffect, closeOverlays, describeEffect, dismissNotices, readState, unexpectedNotices, type Effect } from './effects';
import type { Watcher } from './watch';

export interface ButtonOutcome {
  label: string;
  effect: string;
  problem: string | null;
}

const panelOf = (page: Page): Locator => page.locator('main [role="tabpanel"]:visible').first();

const CLICKABLE = 'button, a[href], [role="button"], [role="link"]';

interface Clickable {
  index: number;
  label: string;
}

/**
 * Where a screen without a toolbar keeps no toolbar buttons: inside its data (grid, table, tree: row
 * actions are crawled separately), its query and edit forms (查询/保存 say nothing visible by design),
 * its pagers and its tabs.
 */
const NOT_TOOLBAR =
  '[role="grid"], [role="treegrid"], table, [role="tree"], form, [role="search"], nav, [role="tablist"], [role="log"], .MuiTablePagination-root, .MuiPagination-root';

/** The visible, enabled clickables of a scope with their labels, in one round trip; `exclude` skips those inside it. */
async function clickables(scope: Locator, exclude = ''): Promise<Clickable[]> {
  const all = await scope.locator(CLICKABLE).evaluateAll(
    (els, skip) =>
      els.map((el, index) => ({
        index,
        label: (el.getAttribute('aria-label') ?? el.getAttribute('title') ?? el.textContent ?? '').trim() || '(unnamed)',
        usable: el instanceof HTMLElement && el.checkVisibility() && !el.matches(':disabled, [aria-disabled="true"]') && !(skip && el.closest(skip)),
      })),
    exclude,
  );
  return all.filter((c) => c.usable).map(({ index, label }) => ({ index, label }));
}

/** Comes back to the screen after an action navigated away. */
async function returnTo(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  await page.goBack();
  await page.waitForURL((u) => u.pathname === path, { timeout: 5000 }).catch(() => undefined);
}

function problemOf(effect: Effect): string | null {
  if (effect.kind === 'none') return 'nothing visible happened within 3 s';
  if (effect.kind === 'navigation' && effect.to.startsWith('/user/login')) return 'logged the user out (navigated to the login page)';
  if (effect.kind === 'notification') {
    const bad = unexpectedNotices(effect.notices);
    if (bad.length > 0) return `${bad[0].level} notice "${bad[0].text}"`;
  }
  return null;
}

/**
 * Clicks one button (found afresh by `button`, as lists re-render) and puts its effect away. A button
 * that opens a menu (a row's 更多) has each of its items tried in turn, re-opening the menu each time.
 */
async function tryButton(page: Page, watcher: Watcher, screenPath: string, label: string, button: () => Promise<Locator>): Promise<ButtonOutcome[]> {
  await dismissNotices(page);
  const before = await readState(page, watcher);
  await (await button()).click({ timeout: 3000 });
  const effect = await awaitEffect(page, watcher, before);
  const outcomes: ButtonOutcome[] = [{ label, effect: describeEffect(effect), problem: problemOf(effect) }];
  if (effect.kind === 'overlay' && effect.overlay.kind === 'menu') {
    const items = effect.overlay.menuItems;
    await closeOverlays(page, before.overlays.length);
    for (let i = 0; i < items.length; i += 1) {
      const item = async () => {
        await (await button()).click({ timeout: 3000 });
        const menuItem = page.getByRole('menu').last().getByRole('menuitem').nth(i);
        await menuItem.waitFor({ timeout: 2000 });
        return menuItem;
      };
      outcomes.push(...(await tryMenuItem(page, watcher, screenPath, `${label} › ${items[i]}`, item)));
    }
  }
  const stuck = await closeOverlays(page, before.overlays.length);
  if (stuck) outcomes.push({ label, effect: 'overlay', problem: stuck });
  await returnTo(page, screenPath);
  return outcomes;
}

/** A menu item: the menu is opened by `open` (which returns the item), then the item is clicked. */
async function tryMenuItem(page: Page, watcher: Watcher, screenPath: string, label: string, open: () => Promise<Locator>): Promise<ButtonOutcome[]> {
  await dismissNotices(page);
  const item = await open();
  if (await item.isDisabled()) {
    await closeOverlays(page);
    return [];
  }
  // The open menu is the baseline: its closing must not hide an effect, so only count overlays below it.
  const before = await readState(page, watcher);
  await item.click({ timeout: 3000 });
  // A closing menu is still an overlay for a moment: let it go before looking for what the item did.
  await page.getByRole('menu').last().waitFor({ state: 'hidden', timeout: 1000 }).catch(() => undefined);
  const menuClosed = { ...before, overlays: before.overlays.slice(0, -1) };
  const effect = await awaitEffect(page, watcher, menuClosed);
  const outcome: ButtonOutcome = { label, effect: describeEffect(effect), problem: problemOf(effect) };
  const stuck = await closeOverlays(page, menuClosed.overlays.length);
  await returnTo(page, screenPath);
  return stuck ? [outcome, { label, effect: 'overlay', problem: stuck }] : [outcome];
}

/**
 * Toolbar buttons of the shown screen (新增, 导入, 导出, 批量删除, 高级查询 …): those of its role=toolbar
 * areas, or, for a screen without one (tree screens), its buttons outside data, forms and pager.
 */
export async function crawlToolbar(page: Page, watcher: Watcher, screenPath: string): Promise<ButtonOutcome[]> {
  const toolbar = (t: number) => panelOf(page).getByRole('toolbar').nth(t);
  const out: ButtonOutcome[] = [];
  const toolbars = await panelOf(page).getByRole('toolbar').count();
  if (toolbars === 0) {
    for (const { index, label } of await clickables(panelOf(page), NOT_TOOLBAR)) {
      out.push(...(await tryButton(page, watcher, screenPath, label, async () => panelOf(page).locator(CLICKABLE).nth(index))));
    }
    return out;
  }
  for (let t = 0; t < toolbars; t += 1) {
    for (const { index, label } of await clickables(toolbar(t))) {
      out.push(...(await tryButton(page, watcher, screenPath, label, async () => toolbar(t).locator(CLICKABLE).nth(index))));
    }
  }
  return out;
}

/** Row-action columns: 操作, and 更多 where a list keeps its extra actions in a column of their own. */
const ACTION_COLUMN = /^(操作|更多)$/;

/** The same for a plain (MUI) table: header cells by position, first body row. */
async function firstTableRowActionCells(page: Page): Promise<Locator[]> {
  const table = panelOf(page).locator('table').filter({ has: page.locator('th', { hasText: ACTION_COLUMN }) }).first();
  if ((await table.count()) === 0) return [];
  const cols = await table.locator('thead th').evaluateAll((ths, re) => ths.flatMap((th, i) => (new RegExp(re).test((th.textContent ?? '').trim()) ? [i] : [])), ACTION_COLUMN.source);
  const row = table.locator('tbody tr').filter({ has: page.locator('td') }).first();
  if ((await row.count()) === 0) return [];
  return cols.map((i) => row.locator('td').nth(i));
}

/** The first data row's cells of the action columns of the first grid (or table) that has one. */
async function firstRowActionCells(page: Page): Promise<Locator[]> {
  const panel = panelOf(page);
  const headers = panel.getByRole('columnheader', { name: ACTION_COLUMN });
  if ((await panel.locator('[role="grid"], [role="treegrid"]').count()) === 0) return firstTableRowActionCells(page);
  if ((await headers.count()) === 0) {
    // The actions column may sit beyond the grid's rendered columns: scroll the grid to its right edge first.
    await panel.locator('.MuiDataGrid-virtualScroller').first().evaluate((el) => el.scrollTo({ left: el.scrollWidth })).catch(() => undefined);
    if ((await headers.count()) === 0) return [];
  }
  const grid = panel.locator('[role="grid"], [role="treegrid"]').filter({ has: page.getByRole('columnheader', { name: ACTION_COLUMN }) }).first();
  const cols = await grid.getByRole('columnheader', { name: ACTION_COLUMN }).evaluateAll((els) => els.map((el) => el.getAttribute('aria-colindex')));
  const row = grid.locator('[role="row"]').filter({ has: page.locator('[role="gridcell"]') }).first();
  if ((await row.count()) === 0) return [];
  return cols.filter((c): c is string => c !== null).map((c) => row.locator(`[role="gridcell"][aria-colindex="${c}"]`));
}

/** Actions of the first row (编辑, 详情, 删除, 更多 › …). */
export async function crawlRowActions(page: Page, watcher: Watcher, screenPath: string): Promise<ButtonOutcome[]> {
  const out: ButtonOutcome[] = [];
  const cells = await firstRowActionCells(page);
  for (let c = 0; c < cells.length; c += 1) {
    for (const { index, label } of await clickables(cells[c])) {
      const locate = async () => {
        const cell = (await firstRowActionCells(page))[c];
        if (!cell) throw new Error('the first row disappeared');
        return cell.locator(CLICKABLE).nth(index);
      };
      out.push(...(await tryButton(page, watcher, screenPath, `row › ${label}`, locate)));
    }
  }
  return out;
}
