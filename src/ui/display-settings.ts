/**
 * Display settings kept in the browser (console.md §3 "display settings", defaults §9), as one
 * external store shared by the layout, the theme and the settings drawer.
 */
import { useSyncExternalStore } from 'react';
import { ls, type NamespacedStorage } from '@/lib/storage';

export type NavTheme = 'dark' | 'light';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

export interface DisplaySettings {
  sidebarOpened: boolean;
  navTheme: NavTheme;
  layout: LayoutMode;
  fixedHeader: boolean;
  /** Hide the header after scrolling down 100px; only with a fixed header. */
  autoHideHeader: boolean;
  /** Only in side-menu layout. */
  fixedSidebar: boolean;
  /** Only applies in top-menu layout. */
  contentWidth: ContentWidth;
  primaryColor: string;
  colorWeak: boolean;
  multipage: boolean;
  /** Side menu: opening a group closes its open siblings (one group open per level). */
  accordionMenu: boolean;
}

export const DEFAULT_DISPLAY_SETTINGS: Readonly<DisplaySettings> = Object.freeze({
  sidebarOpened: true,
  navTheme: 'dark',
  layout: 'sidemenu',
  fixedHeader: false,
  autoHideHeader: false,
  fixedSidebar: false,
  contentWidth: 'Fixed',
  primaryColor: '#1890FF',
  colorWeak: false,
  multipage: true,
  accordionMenu: false,
});

export const PRIMARY_COLORS: readonly { name: string; color: string }[] = [
  { name: '薄暮', color: '#F5222D' },
  { name: '火山', color: '#FA541C' },
  { name: '日暮', color: '#FAAD14' },
  { name: '明青', color: '#13C2C2' },
  { name: '极光绿', color: '#52C41A' },
  { name: '拂晓蓝', color: '#1890FF' },
  { name: '极客蓝', color: '#2F54EB' },
  { name: '酱紫', color: '#722ED1' },
];

/** Stored as `pro__DISPLAY_SETTINGS`. */
export const DISPLAY_SETTINGS_KEY = 'DISPLAY_SETTINGS';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Any stored value → complete settings; unknown or ill-typed fields fall back to the defaults. */
export function normalizeSettings(raw: unknown): DisplaySettings {
  const src = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_DISPLAY_SETTINGS;
  const bool = (k: keyof DisplaySettings) => (typeof src[k] === 'boolean' ? (src[k] as boolean) : (d[k] as boolean));
  const oneOf = <T extends string>(k: keyof DisplaySettings, allowed: readonly T[]): T =>
    allowed.includes(src[k] as T) ? (src[k] as T) : (d[k] as T);
  return {
    sidebarOpened: bool('sidebarOpened'),
    navTheme: oneOf('navTheme', ['dark', 'light']),
    layout: oneOf('layout', ['sidemenu', 'topmenu']),
    fixedHeader: bool('fixedHeader'),
    autoHideHeader: bool('autoHideHeader'),
    fixedSidebar: bool('fixedSidebar'),
    contentWidth: oneOf('contentWidth', ['Fixed', 'Fluid']),
    primaryColor: typeof src.primaryColor === 'string' && HEX.test(src.primaryColor) ? src.primaryColor.toUpperCase() : d.primaryColor,
    colorWeak: bool('colorWeak'),
    multipage: bool('multipage'),
    accordionMenu: bool('accordionMenu'),
  };
}

/**
 * Applies a change with the drawer's couplings: switching to the top menu unfixes the sidebar
 * (it has none); unfixing the header turns auto-hide off (it needs a fixed header).
 */
export function applySettingsPatch(current: DisplaySettings, patch: Partial<DisplaySettings>): DisplaySettings {
  const next = normalizeSettings({ ...current, ...patch });
  if (next.layout === 'topmenu') next.fixedSidebar = false;
  if (!next.fixedHeader) next.autoHideHeader = false;
  return next;
}

/** Effective layout flags (what the layout should actually do). */
export const isContentFixed = (s: DisplaySettings) => s.layout === 'topmenu' && s.contentWidth === 'Fixed';
export const isSidebarFixed = (s: DisplaySettings) => s.layout === 'sidemenu' && s.fixedSidebar;
export const isHeaderAutoHide = (s: DisplaySettings) => s.fixedHeader && s.autoHideHeader;

export interface DisplaySettingsStore {
  getSnapshot(): DisplaySettings;
  subscribe(listener: () => void): () => void;
  update(patch: Partial<DisplaySettings>): void;
  reset(): void;
}

export function createDisplaySettingsStore(storage: NamespacedStorage = ls): DisplaySettingsStore {
  let current = normalizeSettings(storage.get<unknown>(DISPLAY_SETTINGS_KEY));
  const listeners = new Set<() => void>();
  const commit = (next: DisplaySettings) => {
    current = next;
    storage.set(DISPLAY_SETTINGS_KEY, next);
    listeners.forEach((l) => l());
  };
  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(patch) {
      const next = applySettingsPatch(current, patch);
      if ((Object.keys(next) as (keyof DisplaySettings)[]).every((k) => next[k] === current[k])) return;
      commit(next);
    },
    reset() {
      commit({ ...DEFAULT_DISPLAY_SETTINGS });
    },
  };
}

/** The app-wide store (localStorage). */
export const displaySettingsStore = createDisplaySettingsStore();

/** Current settings and an updater; pass a store to use another one (stories, tests). */
export function useDisplaySettings(
  store: DisplaySettingsStore = displaySettingsStore,
): [DisplaySettings, (patch: Partial<DisplaySettings>) => void] {
  const settings = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return [settings, store.update];
}

/** Labels of the display settings, shared by 系统设置 and 个人设置 → 个性化. */
export const DISPLAY_SETTINGS_TEXT = {
  style: '整体风格设置',
  dark: '暗色菜单风格',
  light: '亮色菜单风格',
  color: '主题色',
  layout: '导航模式',
  sidemenu: '侧边栏导航',
  topmenu: '顶部栏导航',
  multipage: '多页签模式',
} as const;
