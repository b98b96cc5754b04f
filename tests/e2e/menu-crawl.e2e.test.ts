/**
 * The console tried as a new user would: as admin (who holds every menu and button), visit
 * every screen the demo menu leads to, check it shows real data without errors, that each list
 * keeps its main column readable and its row actions reachable at 1024, 1440 and 1920 px
 * (crawl/layout.ts), and click every toolbar button and first-row action of each list to see that
 * it does something visible. All failures are collected and asserted once, one line per screen,
 * so a run is a checklist.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BASE_URL, demoControl, loginAs, openConsole, singlePageMode } from './harness';
import { a11yViolations, describeViolations } from './a11y';
import { closeOverlays } from './crawl/effects';
import { crawlTargets, fetchMenu, type CrawlTarget } from './crawl/menu';
import { openByRoute, visit, type ScreenReport } from './crawl/visit';
import { CRAWL_VIEWPORT, EDIT_FIRST_LISTS, resize, shownListGrid } from './crawl/layout';
import { installPageRecorder, watchPage, type Watcher } from './crawl/watch';

/** Header user-menu items that lead to the hidden account pages (vue-console-features.md "User drop-down"). */
const HEADER_ITEMS: readonly { item: string; path: string }[] = [
  { item: '个人中心', path: '/account/center' },
  { item: '账户设置', path: '/account/settings' },
];

/** `CRAWL_ONLY=/isystem/role,/monitor/` re-checks some screens (path prefixes); the output says it was filtered. */
const ONLY = (process.env.CRAWL_ONLY ?? '').split(',').filter(Boolean);
/** `CRAWL_VERBOSE=1` also lists every button and what it did. */
const VERBOSE = process.env.CRAWL_VERBOSE === '1';

/** After a crash took the whole console down, start again from the home page (logging in if needed). */
async function recoverShell(page: Page): Promise<boolean> {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  if (await nav.isVisible()) return false;
  await page.goto(BASE_URL + '/dashboard/analysis');
  // The route guard decides after the console boots: wait for the shell or the login page, whichever comes.
  const login = page.getByRole('button', { name: '登录', exact: true });
  await nav.or(login).first().waitFor({ timeout: 30_000 });
  if (await login.isVisible()) await loginAs(page, 'admin', '123456');
  await nav.waitFor();
  return true;
}

async function visitSafely(page: Page, watcher: Watcher, target: CrawlTarget): Promise<ScreenReport> {
  try {
    return await visit(page, watcher, target);
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    await closeOverlays(page).catch(() => undefined);
    return { target, problems: [`crawl error: ${message}`], buttons: [], summary: '', ms: 0 };
  }
}

function label(t: CrawlTarget): string {
  return `${[...t.groups, t.title].join(' › ')} (${t.path})`;
}

async function headerMenuProblems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const problems: string[] = [];
  for (const { item, path } of HEADER_ITEMS) {
    if ((await menu.getByRole('menuitem', { name: item, exact: true }).count()) === 0) {
      problems.push(`header user menu: no "${item}" item (${path} is unreachable for a user)`);
    }
  }
  await closeOverlays(page);
  return problems;
}

/**
 * The layout check reached the lists it is about (crawl/layout.ts), and 编辑 really opens the row's
 * dialog at the narrowest width.
 */
async function layoutCoverageProblems(page: Page, reports: readonly ScreenReport[]): Promise<string[]> {
  const checked = reports.filter((r) => r.layoutChecked).map((r) => r.target.path);
  const problems: string[] = [];
  if (checked.length <= 15) problems.push(`FAIL layout: only ${checked.length} lists measured (${checked.join(' ')})`);
  const missed = [...EDIT_FIRST_LISTS].filter((path) => !checked.includes(path));
  if (missed.length > 0) problems.push(`FAIL layout: not measured: ${missed.join(' ')}`);
  try {
    await resize(page, 1024);
    await openByRoute(page, '/content/notice');
    if ((await shownListGrid(page, '/content/notice')) !== 'list') throw new Error('通知公告 shows no list grid with rows');
    await page.locator('main [role="tabpanel"][data-tab-key="/content/notice"] [role="row"][data-id]').first().getByRole('button', { name: '编辑' }).click();
    await page.getByRole('dialog').first().waitFor();
    await closeOverlays(page);
  } catch (error) {
    problems.push(`FAIL layout: 编辑 of 通知公告 at 1024 px: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await resize(page, CRAWL_VIEWPORT.width, CRAWL_VIEWPORT.height);
  }
  return problems;
}

describe('new-user crawl over every demo menu screen (admin)', () => {
  it('shows real data on every screen, and every list button does something visible', async () => {
    const started = Date.now();
    const { page, close } = await openConsole();
    const watcher = watchPage(page);
    const reports: ScreenReport[] = [];
    const failures: string[] = [];
    try {
      await page.addInitScript(installPageRecorder);
      await page.addInitScript(singlePageMode);
      await page.reload();
      // The first visit may reload once more while the fake backend's service worker takes over.
      await page.getByLabel('用户名', { exact: true }).waitFor();
      await demoControl(page, 'reset').catch(async () => {
        await page.getByLabel('用户名', { exact: true }).waitFor();
        await demoControl(page, 'reset');
      });
      // The reset forgets the captcha the login page already asked for: ask for a fresh one.
      await page.reload();
      await loginAs(page, 'admin', '123456');
      const all = crawlTargets(await fetchMenu(page));
      expect(all.length).toBeGreaterThan(50);
      const targets = ONLY.length > 0 ? all.filter((t) => ONLY.some((p) => t.path.startsWith(p))) : all;
      watcher.drainProblems();

      const header = await headerMenuProblems(page);
      if (header.length > 0) failures.push(`FAIL header: ${header.join('; ')}`);
      // The shell (header, side menu, tab bar) once; each screen's main region is checked on its visit.
      const shellA11y = describeViolations(await a11yViolations(page));
      if (shellA11y.length > 0) failures.push(`FAIL shell: ${shellA11y.join('; ')}`);

      for (const target of targets) {
        let report = await visitSafely(page, watcher, target);
        if (await recoverShell(page)) {
          // The crash took the screen with it: say so, then look at the screen itself in a fresh console.
          const again = await visitSafely(page, watcher, target);
          const crash = `the whole console crashed on the way here (${report.problems.join('; ')}); reloaded and retried`;
          report = { ...again, problems: [crash, ...again.problems] };
          if (await recoverShell(page)) report.problems.push('the console crashed again on the retry');
        }
        reports.push(report);
        if (report.problems.length > 0) failures.push(`FAIL ${label(target)}: ${report.problems.join('; ')}`);
      }
      if (ONLY.length === 0) failures.push(...(await layoutCoverageProblems(page, reports)));
    } finally {
      // Buttons the crawl clicks may change data (e.g. a status toggle without confirm): leave the demo as seeded.
      await demoControl(page, 'reset').catch(() => undefined);
      await close();
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const a11ySeconds = (reports.reduce((sum, r) => sum + (r.a11yMs ?? 0), 0) / 1000).toFixed(1);
    const okLines = reports.filter((r) => r.problems.length === 0).map((r) => `ok   ${label(r.target)}: ${r.summary}; ${r.buttons.length} buttons (${r.ms} ms)`);
    const buttonLines = VERBOSE ? reports.flatMap((r) => r.buttons.map((b) => `     ${r.target.path} ${b.label} → ${b.effect}${b.problem ? ` ✗ ${b.problem}` : ''}`)) : [];
    const filtered = ONLY.length > 0 ? ` (CRAWL_ONLY=${ONLY.join(',')})` : '';
    console.log(
      [`menu crawl: ${reports.length} entries in ${seconds} s (accessibility checks ${a11ySeconds} s), ${failures.length} failing${filtered}`, ...okLines, ...buttonLines, ...failures].join('\n'),
    );
    expect(failures, `menu crawl failures (${failures.length}):\n${failures.join('\n')}\n`).toEqual([]);
  }, 900_000); // 420 s before the accessibility check of every screen, which adds about a fifth; a busy machine doubles both
});
