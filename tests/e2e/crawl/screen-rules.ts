/**
 * What a screen shows, read in one round trip, and the rules that say whether it shows real data.
 * The rules are per screen kind (chosen from the menu's component string) and are pure functions
 * over the snapshot, so each failure line says exactly what was missing.
 */
import type { Page } from 'playwright-core';

export interface ScreenSnapshot {
  /** The shown screen's panel exists (the shell routed to a screen, not to an exception page). */
  hasPanel: boolean;
  placeholder: 'building' | 'unknown' | null;
  /** Title of the screen error boundary, when it caught a crash. */
  crashed: string | null;
  notFound: boolean;
  /** Inline error alerts inside the screen (not notifications). */
  errorAlerts: string[];
  loading: boolean;
  grids: number;
  gridRows: number;
  trees: number;
  treeItems: number;
  tables: number;
  tableRows: number;
  charts: number;
  figures: number;
  cards: number;
  listItems: number;
  filledInputs: number;
  controls: number;
  /** Output areas (role=log) with text, and text inputs: what a terminal screen is made of. */
  logs: number;
  textboxes: number;
  iframes: { src: string; sandbox: string }[];
  text: string;
}

/** Reads the shown screen (the visible tab panel in <main>). Runs in the page. */
function readScreen(): ScreenSnapshot {
  const main = document.querySelector('main');
  const panels = Array.from(main?.querySelectorAll<HTMLElement>('[role="tabpanel"]') ?? []);
  const panel = panels.find((p) => p.checkVisibility()) ?? null;
  const scope: Element = panel ?? main ?? document.body;
  const visible = (el: Element) => el instanceof HTMLElement ? el.checkVisibility() : true;
  const all = (sel: string) => Array.from(scope.querySelectorAll(sel)).filter(visible);
  const text = (scope.textContent ?? '').replace(/\s+/g, ' ').trim();
  // The 404 page of a route "0" entry is drawn by the router, outside the shell's <main>.
  const pageText = document.body.textContent ?? '';
  const gridRows = all('[role="grid"] [role="row"], [role="treegrid"] [role="row"]').filter((r) => r.querySelector('[role="gridcell"]'));
  const tableRows = all('table tbody tr').filter((tr) => {
    const cells = tr.querySelectorAll('td');
    // A single cell spanning the table is the "no data" row.
    return cells.length > 0 && !(cells.length === 1 && cells[0].colSpan > 1);
  });
  const charts = all('.MuiChartsSurface-root, .MuiGauge-root').filter((c) => c.querySelector('path, rect, circle, text'));
  const inputs = all('input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea') as HTMLInputElement[];
  const crash = all('.MuiAlert-root .MuiAlertTitle-root').map((t) => t.textContent ?? '').find((t) => /页面出错了|页面资源加载失败/.test(t));
  return {
    hasPanel: panel !== null,
    placeholder: text.includes('页面建设中') ? 'building' : text.includes('未知的页面组件') ? 'unknown' : null,
    crashed: crash ?? null,
    notFound: pageText.includes('抱歉，你访问的页面不存在'),
    errorAlerts: all('.MuiAlert-colorError:not(.MuiAlert-filled)').map((a) => (a.textContent ?? '').trim()),
    // Determinate bars (usage meters) are data; only indeterminate ones mean "still loading".
    loading: all('[role="progressbar"]:not([aria-valuenow])').length > 0,
    grids: all('[role="grid"], [role="treegrid"]').length,
    gridRows: gridRows.length,
    trees: all('[role="tree"]').length,
    treeItems: all('[role="tree"] [role="treeitem"]').length,
    tables: all('table').length,
    tableRows: tableRows.length,
    charts: charts.length,
    figures: all('[role="figure"]').length,
    cards: all('.MuiCard-root').filter((c) => (c.textContent ?? '').trim() !== '').length,
    listItems: all('[role="listitem"], li').filter((li) => (li.textContent ?? '').trim() !== '').length,
    filledInputs: inputs.filter((i) => i.value.trim() !== '').length,
    controls: all('button, input, textarea, [role="combobox"], [role="button"]').length,
    logs: all('[role="log"]').filter((l) => (l.textContent ?? '').trim() !== '').length,
    textboxes: inputs.length,
    iframes: all('iframe').map((f) => ({ src: f.getAttribute('src') ?? '', sandbox: f.getAttribute('sandbox') ?? '' })),
    text: text.slice(0, 160),
  };
}

export function snapshotScreen(page: Page): Promise<ScreenSnapshot> {
  return page.evaluate(readScreen);
}

export type ScreenKind = 'list' | 'dashboard' | 'terminal' | 'profile' | 'widget-demo';

/** The kind of data a screen must show, from its menu component string. */
export function screenKind(component: string): ScreenKind {
  const c = component.replace(/^\/+/, '');
  if (c === 'monitor/RedisTerminal') return 'terminal';
  if (c.startsWith('dashboard/') || c.startsWith('monitor/')) return 'dashboard';
  if (c.startsWith('account/')) return 'profile';
  if (c.startsWith('demo/')) return 'widget-demo';
  return 'list';
}

/** Failures any screen can show, whatever its kind: placeholders, crashes, 404s, inline errors. */
export function shellProblems(s: ScreenSnapshot): string[] {
  const out: string[] = [];
  if (s.placeholder === 'building') out.push('placeholder "页面建设中" (screen not built)');
  if (s.placeholder === 'unknown') out.push('placeholder "未知的页面组件" (component not registered)');
  if (s.crashed) out.push(`screen crashed: ${s.crashed}`);
  if (s.notFound) out.push('404 page instead of the screen');
  if (!s.hasPanel && !s.notFound) out.push('no screen panel shown');
  for (const a of s.errorAlerts) out.push(`error shown on screen: ${a.slice(0, 80)}`);
  return out;
}

/** A list screen shows ≥ 1 grid row, tree node or table row; an empty grid is named as such. */
export function listDataProblem(s: ScreenSnapshot): string | null {
  if (s.gridRows > 0 || s.treeItems > 0 || s.tableRows > 0) return null;
  if (s.grids > 0) return 'grid shows no rows (seed gives this list no data)';
  if (s.trees > 0) return 'tree shows no nodes (seed gives this user no data here)';
  if (s.tables > 0) return 'table shows no rows';
  return 'no grid, tree or table with data';
}

/** A dashboard/monitor shows a drawn chart, a figure, a card with content or a table with rows. */
export function dashboardDataProblem(s: ScreenSnapshot): string | null {
  if (s.charts > 0 || s.figures > 0 || s.cards > 0 || s.tableRows > 0 || s.gridRows > 0) return null;
  return 'no chart, figure, card or table with data';
}

/** A terminal shows its output area (with the greeting) and a command line. */
export function terminalProblem(s: ScreenSnapshot): string | null {
  if (s.logs === 0) return 'no terminal output area';
  return s.textboxes > 0 ? null : 'no command input';
}

/** An account page shows the user's own data: filled fields, list entries or rows. */
export function profileDataProblem(s: ScreenSnapshot): string | null {
  if (s.filledInputs > 0 || s.listItems > 0 || s.cards > 0 || s.tableRows > 0 || s.gridRows > 0) return null;
  return 'no filled field, list entry, card or row of the user\'s data';
}

/** A widget demo shows its widgets (controls to try). */
export function widgetDemoProblem(s: ScreenSnapshot): string | null {
  return s.controls > 0 ? null : 'no widget to try';
}

export function dataProblem(kind: ScreenKind, s: ScreenSnapshot): string | null {
  switch (kind) {
    case 'list':
      return listDataProblem(s);
    case 'dashboard':
      return dashboardDataProblem(s);
    case 'terminal':
      return terminalProblem(s);
    case 'profile':
      return profileDataProblem(s);
    case 'widget-demo':
      return widgetDemoProblem(s);
  }
}

/** Whether the screen has settled: a placeholder, a crash, a 404, or its data is there and nothing is loading. */
export function settled(kind: ScreenKind, s: ScreenSnapshot): boolean {
  if (s.placeholder || s.crashed || s.notFound) return true;
  return dataProblem(kind, s) === null && !s.loading;
}
