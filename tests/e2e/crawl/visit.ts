/**
 * Visits one menu entry the way a new user would (side menu clicks; header pages by route) and
 * returns every problem found on it: shell failures, missing data, failed calls, error notices and
 * buttons that do nothing visible.
 */
import { vi } from 'vitest';
import type { Page } from 'playwright-core';
import { crawlRowActions, crawlToolbar, type ButtonOutcome } from './buttons';
import { unexpectedNotices } from './effects';
import type { CrawlTarget } from './menu';
import { dataProblem, screenKind, settled, shellProblems, snapshotScreen, type ScreenSnapshot } from './screen-rules';
import type { Watcher } from './watch';
import { a11yViolations, describeViolations } from '../a11y';
import { listLayoutProblems } from './layout';

export interface ScreenReport {
  target: CrawlTarget;
  problems: string[];
  buttons: ButtonOutcome[];
  summary: string;
  ms: number;
  /** Time spent in the accessibility check of the drawn screen (included in `ms`). */
  a11yMs?: number;
  /** The screen's list grid was measured at each width of the layout check (crawl/layout.ts). */
  layoutChecked?: boolean;
}

const SETTLE_MS = 10000;

async function openFromSideMenu(page: Page, target: CrawlTarget): Promise<void> {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  for (const title of target.groups) {
    const group = nav.getByRole('button', { name: title, exact: true }).first();
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  // External entries have no href (they call window.open); pages are links to their route.
  const link = target.mode === 'external' ? nav.locator('a:not([href])', { hasText: target.title }) : nav.locator(`a[href="${target.path}"]`);
  await link.first().click();
}

/** Hidden pages are not in the side menu: route to them in-app (the header links do the same). */
export async function openByRoute(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Fixtures settle once the shell has shown something for them; screens once their data rule holds. */
function targetSettled(target: CrawlTarget, s: ScreenSnapshot): boolean {
  if (target.mode === 'screen') return settled(screenKind(target.component), s);
  if (target.mode === 'iframe') return s.iframes.length > 0 || s.placeholder !== null || s.notFound;
  if (target.mode === 'unknown-fixture') return s.placeholder !== null || s.crashed !== null || s.notFound;
  return s.notFound || (s.hasPanel && !s.loading && s.text !== '');
}

async function waitForSettled(page: Page, target: CrawlTarget): Promise<ScreenSnapshot> {
  let snap = await snapshotScreen(page);
  // An unsettled screen after SETTLE_MS is reported from its last snapshot.
  await vi
    .waitFor(
      async () => {
        snap = await snapshotScreen(page);
        if (!targetSettled(target, snap)) throw new Error('not settled');
      },
      { timeout: SETTLE_MS, interval: 150 },
    )
    .catch(() => undefined);
  return snap;
}

function summarise(s: ScreenSnapshot): string {
  const parts = [
    s.gridRows && `${s.gridRows} grid rows`,
    s.treeItems && `${s.treeItems} tree nodes`,
    s.tableRows && `${s.tableRows} table rows`,
    s.charts && `${s.charts} charts`,
    s.figures && `${s.figures} figures`,
    s.cards && `${s.cards} cards`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : s.text.slice(0, 60);
}

/** The seed's shell fixtures: each must show its own designed outcome. */
function fixtureProblems(target: CrawlTarget, s: ScreenSnapshot): string[] {
  if (target.mode === 'menu-only') return s.notFound ? [] : [`a route "0" entry should end on the 404 page, shows "${s.text.slice(0, 60)}"`];
  if (target.mode === 'unknown-fixture') return s.placeholder === 'unknown' ? [] : [`the unknown-component fixture should show 未知的页面组件, shows "${s.text.slice(0, 60)}"`];
  if (target.mode === 'iframe') {
    const frame = s.iframes[0];
    const problems = shellProblems(s);
    if (!frame) problems.push('no iframe rendered');
    else if (!/^https?:\/\//.test(frame.src) && !frame.src.startsWith('/')) problems.push(`iframe src is not a resolved URL: "${frame.src}"`);
    return problems;
  }
  return [];
}

async function externalProblems(page: Page, watcher: Watcher, pathBefore: string, opensBefore: number): Promise<string[]> {
  // The click's window.open is recorded in the page; one that never comes is the problem reported below.
  await vi
    .waitFor(
      async () => {
        if ((await watcher.opens()).length <= opensBefore) throw new Error('no window opened yet');
      },
      { timeout: 3000, interval: 100 },
    )
    .catch(() => undefined);
  const opens = await watcher.opens();
  const call = opens.length > opensBefore ? opens[opens.length - 1] : undefined;
  const problems: string[] = [];
  if (!call) problems.push('clicking it opened no window');
  else {
    if (call.target !== '_blank') problems.push(`opened with target "${call.target}", not _blank`);
    if (!/noopener/.test(call.features)) problems.push(`opened without noopener ("${call.features}")`);
    if (!/^https?:\/\//.test(call.url)) problems.push(`opened a non-http URL "${call.url}"`);
  }
  if (new URL(page.url()).pathname !== pathBefore) problems.push('the console navigated away instead of opening a new window');
  return problems;
}

export async function visit(page: Page, watcher: Watcher, target: CrawlTarget): Promise<ScreenReport> {
  const started = Date.now();
  const pathBefore = new URL(page.url()).pathname;
  const noticesBefore = await watcher.noticeCount();
  const opensBefore = (await watcher.opens()).length;
  if (target.via === 'header') await openByRoute(page, target.path);
  else await openFromSideMenu(page, target);

  if (target.mode === 'external') {
    const problems = await externalProblems(page, watcher, pathBefore, opensBefore);
    return { target, problems, buttons: [], summary: 'external link', ms: Date.now() - started };
  }
  // A route "0" entry is sent to /404 by the shell (its designed outcome); everything else stays on its path.
  const arrival = target.mode === 'menu-only' ? /^\/404$/ : null;
  await page.waitForURL((u) => u.pathname === target.path || (arrival?.test(u.pathname) ?? false), { timeout: 5000 }).catch(() => undefined);
  const snap = await waitForSettled(page, target);
  const problems: string[] = [];
  const at = new URL(page.url()).pathname;
  if (at !== target.path && !(arrival?.test(at) ?? false)) problems.push(`ended on ${at} instead of ${target.path}`);
  if (!snap.hasPanel && !snap.notFound) problems.push(`arrived from ${pathBefore}`);
  if (target.mode === 'menu-only') {
    await openByRoute(page, pathBefore);
    await page.getByRole('navigation', { name: '主菜单' }).waitFor({ timeout: 5000 }).catch(() => undefined);
  }

  if (target.mode !== 'screen') {
    problems.push(...fixtureProblems(target, snap));
  } else {
    problems.push(...shellProblems(snap));
    const data = snap.placeholder || snap.crashed ? null : dataProblem(screenKind(target.component), snap);
    if (data) problems.push(data);
  }
  for (const n of unexpectedNotices(await watcher.notices(noticesBefore))) problems.push(`${n.level} notice while loading: "${n.text}"`);

  // Once drawn, before any button opens a dialog over it: the screen itself must pass WCAG 2 A/AA.
  const a11yStarted = Date.now();
  if (snap.hasPanel) problems.push(...describeViolations(await a11yViolations(page, 'main')));
  const a11yMs = Date.now() - a11yStarted;

  // Then its layout at three widths, on every side-menu screen that shows a list grid.
  let layoutChecked = false;
  if (target.mode === 'screen' && target.via === 'side-menu' && snap.hasPanel && !snap.placeholder && !snap.crashed) {
    const layout = await listLayoutProblems(page, target.path);
    layoutChecked = layout.checked;
    problems.push(...layout.problems);
  }

  const buttons: ButtonOutcome[] = [];
  if (target.mode === 'screen' && screenKind(target.component) === 'list' && !snap.placeholder && !snap.crashed) {
    buttons.push(...(await crawlToolbar(page, watcher, target.path)));
    buttons.push(...(await crawlRowActions(page, watcher, target.path)));
  }
  for (const b of buttons) if (b.problem) problems.push(`button ${b.label}: ${b.problem}`);
  // Late answers (a slow call of this screen) still belong to it.
  await watcher.idle();
  problems.push(...watcher.drainProblems());
  return { target, problems, buttons, summary: summarise(snap), ms: Date.now() - started, a11yMs, layoutChecked };
}
