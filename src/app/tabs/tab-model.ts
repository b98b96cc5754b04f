/**
 * The multi-tab ("multipage") model, pure. Tabs are keyed by the route path and remember the full
 * URL (path + query) they last showed, so a list keeping its page and query in the address stays
 * one tab, and clicking the tab returns to that query. Differences from the Vue console, on purpose:
 * - refresh bumps one tab's `refreshKey`, so only that screen remounts (Vue re-created every
 *   cached page, JeecgBoot issue #3931);
 * - closeRight closes the tabs right of the clicked one (Vue's `indexOf(activePage < 0)` bug);
 * - closing a tab that is not the active one leaves the active tab alone;
 * - the open tabs survive F5 (serializeTabs / loadTabs).
 */
import { ls } from '@/lib/storage';

export const HOME_PATH = '/dashboard/analysis';
export const HOME_TITLE = '首页';
export const MSG_HOME_NOT_CLOSABLE = '首页不能关闭!';
export const MSG_LAST_TAB = '这是最后一页，不能再关闭了啦';
/** Stored as `pro__MULTI_TABS` through the namespaced storage. */
export const TABS_STORAGE_KEY = 'MULTI_TABS';

export interface Tab {
  /** The route path (no query): the identity of the tab. */
  key: string;
  /** The full path incl. query the tab last showed; selecting the tab navigates here. */
  url: string;
  title: string;
  /** Bumped by refresh; use as the React `key` of the tab's screen so only it remounts. */
  refreshKey: number;
}

export interface TabsState {
  tabs: Tab[];
  activeKey: string;
}

export interface TabOutcome {
  state: TabsState;
  /** Set when the action was refused; the Chinese message to show. */
  refused?: string;
}

export function isHome(key: string): boolean {
  return pathOf(key) === HOME_PATH;
}

/** The route path of a tab key (query and hash removed). */
export function pathOf(key: string): string {
  return key.split(/[?#]/)[0] ?? key;
}

function homeTab(): Tab {
  return { key: HOME_PATH, url: HOME_PATH, title: HOME_TITLE, refreshKey: 0 };
}

/** Where selecting the tab of `key` goes: its last full URL, else the path itself. */
export function tabUrl(state: TabsState, key: string): string {
  return state.tabs.find((t) => t.key === pathOf(key))?.url ?? key;
}

/** Puts the home tab first (adding it when missing). */
function withHomeFirst(tabs: Tab[]): Tab[] {
  const home = tabs.find((t) => t.key === HOME_PATH) ?? homeTab();
  return [home, ...tabs.filter((t) => t.key !== HOME_PATH)];
}

export function initialTabs(): TabsState {
  return { tabs: [homeTab()], activeKey: HOME_PATH };
}

/**
 * Opens (or re-activates) the tab of `fullPath`'s route and remembers `fullPath` as its URL. An
 * existing tab keeps its place and title unless a title is given.
 */
export function openTab(state: TabsState, fullPath: string, requestedTitle?: string): TabsState {
  const key = pathOf(fullPath);
  // The home tab is always titled 首页, whatever the route calls itself.
  const title = key === HOME_PATH ? HOME_TITLE : requestedTitle;
  const existing = state.tabs.find((t) => t.key === key);
  if (existing) {
    const renamed = Boolean(title && title !== existing.title);
    const moved = existing.url !== fullPath;
    const tabs = renamed || moved ? state.tabs.map((t) => (t.key === key ? { ...t, url: fullPath, title: renamed && title ? title : t.title } : t)) : state.tabs;
    if (tabs === state.tabs && state.activeKey === key) return state;
    return { tabs, activeKey: key };
  }
  const tab: Tab = { key, url: fullPath, title: title || key, refreshKey: 0 };
  const tabs = key === HOME_PATH ? withHomeFirst([...state.tabs, tab]) : [...state.tabs, tab];
  return { tabs, activeKey: key };
}

export function activateTab(state: TabsState, key: string): TabsState {
  if (state.activeKey === key || !state.tabs.some((t) => t.key === key)) return state;
  return { ...state, activeKey: key };
}

/** Closes one tab. When it was the active tab its right neighbour (else left) becomes active. */
export function closeTab(state: TabsState, key: string): TabOutcome {
  if (key === HOME_PATH) return { state, refused: MSG_HOME_NOT_CLOSABLE };
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return { state };
  if (state.tabs.length === 1) return { state, refused: MSG_LAST_TAB };
  const tabs = state.tabs.filter((t) => t.key !== key);
  if (state.activeKey !== key) return { state: { tabs, activeKey: state.activeKey } };
  const next = tabs[Math.min(index, tabs.length - 1)];
  return { state: { tabs, activeKey: next.key } };
}

/** Keeps `keep`, or the clicked tab when the active one was closed. */
function afterBulkClose(state: TabsState, tabs: Tab[], clicked: string): TabsState {
  if (tabs.length === state.tabs.length) return state;
  const activeKey = tabs.some((t) => t.key === state.activeKey) ? state.activeKey : clicked;
  return { tabs, activeKey };
}

/** Closes the tabs left of `key` (home is kept). */
export function closeLeft(state: TabsState, key: string): TabOutcome {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return { state };
  const tabs = state.tabs.filter((t, i) => i >= index || t.key === HOME_PATH);
  return { state: afterBulkClose(state, tabs, key) };
}

/** Closes the tabs right of `key` (home is kept). */
export function closeRight(state: TabsState, key: string): TabOutcome {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return { state };
  const tabs = state.tabs.filter((t, i) => i <= index || t.key === HOME_PATH);
  return { state: afterBulkClose(state, tabs, key) };
}

/** Closes every tab but `key` and home. */
export function closeOthers(state: TabsState, key: string): TabOutcome {
  if (!state.tabs.some((t) => t.key === key)) return { state };
  const tabs = state.tabs.filter((t) => t.key === key || t.key === HOME_PATH);
  return { state: afterBulkClose(state, tabs, key) };
}

/** How many tabs each bulk action would close (the context menu disables no-ops). */
export function closableCounts(state: TabsState, key: string): { left: number; right: number; others: number } {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return { left: 0, right: 0, others: 0 };
  const closable = (t: Tab) => t.key !== HOME_PATH && t.key !== key;
  return {
    left: state.tabs.slice(0, index).filter(closable).length,
    right: state.tabs.slice(index + 1).filter(closable).length,
    others: state.tabs.filter(closable).length,
  };
}

/** Dynamic tab titles (a screen names itself, e.g. "编辑 张三"). */
export function setTabTitle(state: TabsState, key: string, title: string): TabsState {
  if (!state.tabs.some((t) => t.key === key && t.title !== title)) return state;
  return { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, title } : t)) };
}

/** Remounts only this tab's screen. */
export function refreshTab(state: TabsState, key: string): TabsState {
  if (!state.tabs.some((t) => t.key === key)) return state;
  return { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, refreshKey: t.refreshKey + 1 } : t)) };
}

// ---- persistence --------------------------------------------------------------------------

interface StoredTabs {
  tabs: { key: string; title: string; url?: string }[];
  activeKey: string;
  /** Whose tabs these are: another user signing in on this browser starts with 首页 alone. */
  owner?: string;
}

export function serializeTabs(state: TabsState, owner?: string): StoredTabs {
  return { tabs: state.tabs.map(({ key, title, url }) => (url === key ? { key, title } : { key, title, url })), activeKey: state.activeKey, ...(owner ? { owner } : {}) };
}

const isAppPath = (v: unknown): v is string => typeof v === 'string' && v.startsWith('/') && !v.startsWith('//');

/** Rebuilds a state from stored data; anything malformed yields null. Home is always put first. */
export function deserializeTabs(raw: unknown): TabsState | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { tabs, activeKey } = raw as Partial<StoredTabs>;
  if (!Array.isArray(tabs) || typeof activeKey !== 'string') return null;
  const seen = new Set<string>();
  const clean: Tab[] = [];
  for (const t of tabs) {
    if (typeof t !== 'object' || t === null) return null;
    const { key: rawKey, title, url } = t as { key?: unknown; title?: unknown; url?: unknown };
    // Only in-app paths: a tampered entry must not become an off-site link.
    if (!isAppPath(rawKey) || typeof title !== 'string') return null;
    // Tabs stored before they were keyed by path carry their query in the key.
    const key = pathOf(rawKey);
    if (seen.has(key)) continue;
    seen.add(key);
    const fullUrl = isAppPath(url) && pathOf(url) === key ? url : rawKey;
    clean.push({ key, url: fullUrl, title, refreshKey: 0 });
  }
  const withHome = withHomeFirst(clean);
  const active = pathOf(activeKey);
  return { tabs: withHome, activeKey: seen.has(active) ? active : HOME_PATH };
}

export function saveTabs(state: TabsState, owner?: string): void {
  ls.set(TABS_STORAGE_KEY, serializeTabs(state, owner));
}

/**
 * The stored tabs of `owner`. Tabs stored for someone else (or for nobody in particular) are not
 * restored: they name screens the next user may not be allowed to open.
 */
export function loadTabs(owner?: string): TabsState {
  const raw = ls.get<unknown>(TABS_STORAGE_KEY);
  const storedOwner = typeof raw === 'object' && raw !== null ? (raw as Partial<StoredTabs>).owner : undefined;
  if (storedOwner !== owner) return initialTabs();
  return deserializeTabs(raw) ?? initialTabs();
}

/**
 * Drops the tabs whose route the user may not open (a menu changed since they were stored); the
 * active tab falls back to 首页 when it was one of them. Home is never dropped.
 */
export function keepOpenable(state: TabsState, canOpen: (key: string) => boolean): TabsState {
  const tabs = state.tabs.filter((t) => t.key === HOME_PATH || canOpen(t.key));
  if (tabs.length === state.tabs.length) return state;
  const activeKey = tabs.some((t) => t.key === state.activeKey) ? state.activeKey : HOME_PATH;
  return { tabs, activeKey };
}

export function clearStoredTabs(): void {
  ls.remove(TABS_STORAGE_KEY);
}
