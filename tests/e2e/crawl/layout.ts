/**
 * Lists show what matters: at 1024, 1440 and 1920 px, the main column of a list screen shows at
 * least twelve characters and the first row's first action is on screen and clickable without
 * scrolling sideways (the actions column stays pinned to the right edge); on the content lists and
 * 用户管理 that action is 编辑. The crawl runs these checks on each list screen it has drawn, before
 * it clicks any of the screen's buttons.
 */
import type { Page } from 'playwright-core';

export const LAYOUT_WIDTHS = [1024, 1440, 1920] as const;

/** The crawl's own window, restored after each screen's layout check. */
export const CRAWL_VIEWPORT = { width: 1366, height: 860 } as const;

const CONTENT_LISTS = [
  '/links/friendshipLink',
  '/links/homePictureLink',
  '/links/pictureLink',
  '/content/notice',
  '/content/hotFocus',
  '/content/workStatus',
  '/content/cadreWork',
  '/content/careChildren',
  '/content/studyGarden',
  '/content/thematicActivities',
  '/content/examplePower',
  '/content/preComputation',
];

/** Lists whose first row action must be 编辑 (and which must show a list grid with rows). */
export const EDIT_FIRST_LISTS: ReadonlySet<string> = new Set([...CONTENT_LISTS, '/isystem/user']);

interface LayoutFacts {
  /** Characters of body text the main column's first cell has room for. */
  mainChars: number;
  mainField: string;
  /** The first row's first action link: on screen and the topmost element at its centre. */
  actionOnScreen: boolean;
  actionHit: boolean;
  actionText: string;
  /** The page itself never scrolls sideways. */
  pageOverflow: number;
}

/** Measures the first grid of the shown screen: main column room, and the first row's first action. */
async function layoutFacts(page: Page): Promise<LayoutFacts> {
  return page.evaluate(() => {
    // Earlier tabs stay mounted but hidden: measure the shown one.
    const panel = Array.from(document.querySelectorAll<HTMLElement>('main [role="tabpanel"]')).find((el) => el.checkVisibility());
    const grid = (panel ?? document).querySelector<HTMLElement>('[data-list-grid] [role="grid"]');
    if (!grid) throw new Error('no grid');
    const row = grid.querySelector<HTMLElement>('[role="row"][data-id]');
    if (!row) throw new Error('no data row');
    const text = row.querySelector<HTMLElement>('[data-main-cell] [data-cell-text]');
    const cell = text?.closest<HTMLElement>('[role="gridcell"]');
    const fontSize = text ? Number.parseFloat(getComputedStyle(text).fontSize) : 14;
    const mainChars = text ? text.clientWidth / fontSize : 0;
    const action = row.querySelector<HTMLElement>('[data-field="__actions"] button, [data-field="__actions"] a');
    const r = action?.getBoundingClientRect();
    const onScreen = Boolean(r && r.width > 0 && r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight + 2000);
    const scroller = grid.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller');
    const sr = scroller?.getBoundingClientRect();
    const insideGrid = Boolean(r && sr && r.left >= sr.left - 1 && r.right <= sr.right + 1);
    const hit = r ? document.elementFromPoint(r.left + r.width / 2, Math.min(r.top + r.height / 2, window.innerHeight - 1)) : null;
    return {
      mainChars,
      mainField: cell?.dataset.field ?? '',
      actionOnScreen: onScreen && insideGrid,
      actionHit: Boolean(action && hit && (hit === action || action.contains(hit))),
      actionText: action?.textContent ?? '',
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

/** Resizes the window and waits until the grid has laid itself out again (two frames after the resize). */
export async function resize(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => window.innerWidth === w, width);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Waits until the shown screen's list grid is sized and has rows ('list'), or says there is none to
 * measure ('other'): a screen without a list grid, or one whose grid stays empty.
 */
export async function shownListGrid(page: Page, path: string): Promise<'list' | 'other'> {
  return page
    .waitForFunction(
      (p) => {
        const panels = Array.from(document.querySelectorAll<HTMLElement>('main [role="tabpanel"]'));
        const panel = panels.find((el) => el.checkVisibility());
        if (!panel || panel.dataset.tabKey !== p) return false;
        if (panel.querySelector('[role="progressbar"]:not([aria-valuenow])')) return false;
        const grid = panel.querySelector('[data-list-grid]');
        if (!grid) return panel.textContent?.trim() ? 'other' : false;
        return grid.matches('[data-sized="true"]') && grid.querySelector('[role="row"][data-id]') ? 'list' : false;
      },
      path,
      { timeout: 8000, polling: 100 },
    )
    .then(
      (handle) => handle.jsonValue() as Promise<'list' | 'other'>,
      () => 'other' as const,
    );
}

/**
 * The layout problems of the list screen shown at `path`, looked at as the window widens from the
 * narrowest width; the crawl's window is restored afterwards. `checked` is false when the screen
 * has no list grid with rows to measure (a problem itself for the lists of EDIT_FIRST_LISTS).
 */
export async function listLayoutProblems(page: Page, path: string): Promise<{ checked: boolean; problems: string[] }> {
  const first = EDIT_FIRST_LISTS.has(path) ? '编辑' : '';
  // Screens without a list grid are not resized at all.
  if ((await shownListGrid(page, path)) !== 'list') {
    return { checked: false, problems: first ? ['layout: shows no sized list grid with rows'] : [] };
  }
  const problems: string[] = [];
  try {
    for (const width of LAYOUT_WIDTHS) {
      await resize(page, width);
      const facts = await layoutFacts(page);
      if (facts.mainChars < 12) problems.push(`layout ${width}: main column ${facts.mainField} has room for ${facts.mainChars.toFixed(1)} characters`);
      if (first && facts.actionText !== first) problems.push(`layout ${width}: first action is "${facts.actionText}"`);
      if (facts.actionText && (!facts.actionOnScreen || !facts.actionHit)) problems.push(`layout ${width}: ${facts.actionText} not reachable (on screen ${facts.actionOnScreen}, clickable ${facts.actionHit})`);
      if (facts.pageOverflow > 0) problems.push(`layout ${width}: the page scrolls sideways by ${facts.pageOverflow}px`);
    }
    return { checked: true, problems };
  } finally {
    await resize(page, CRAWL_VIEWPORT.width, CRAWL_VIEWPORT.height);
  }
}
