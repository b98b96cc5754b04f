import { describe, expect, it, vi } from 'vitest';
import { createStorage } from '@/lib/storage';
import {
  DEFAULT_DISPLAY_SETTINGS,
  PRIMARY_COLORS,
  applySettingsPatch,
  createDisplaySettingsStore,
  isContentFixed,
  isHeaderAutoHide,
  isSidebarFixed,
  normalizeSettings,
} from '@/ui/display-settings';
import { createAppTheme, readablePrimary } from '@/app/settings/theme';

describe('display settings', () => {
  it('defaults to #1890FF, dark nav, side menu, fixed width and multipage on', () => {
    expect(DEFAULT_DISPLAY_SETTINGS).toMatchObject({ primaryColor: '#1890FF', navTheme: 'dark', layout: 'sidemenu', contentWidth: 'Fixed', multipage: true, colorWeak: false });
  });

  it('lists the eight preset colours in order', () => {
    expect(PRIMARY_COLORS.map((c) => `${c.name}${c.color}`).join(' ')).toBe(
      '薄暮#F5222D 火山#FA541C 日暮#FAAD14 明青#13C2C2 极光绿#52C41A 拂晓蓝#1890FF 极客蓝#2F54EB 酱紫#722ED1',
    );
  });

  it('persists every change under the namespaced key and reads it back in a new store', () => {
    const store = createDisplaySettingsStore(createStorage(localStorage));
    store.update({ navTheme: 'light', primaryColor: '#722ED1', multipage: false });
    expect(JSON.parse(localStorage.getItem('pro__DISPLAY_SETTINGS')!).value).toMatchObject({ navTheme: 'light', primaryColor: '#722ED1', multipage: false });
    const again = createDisplaySettingsStore(createStorage(localStorage));
    expect(again.getSnapshot()).toMatchObject({ navTheme: 'light', primaryColor: '#722ED1', multipage: false, layout: 'sidemenu' });
  });

  it('notifies subscribers only on a real change', () => {
    const store = createDisplaySettingsStore(createStorage(localStorage));
    const listener = vi.fn();
    store.subscribe(listener);
    store.update({ navTheme: 'dark' });
    expect(listener).not.toHaveBeenCalled();
    store.update({ colorWeak: true });
    expect(listener).toHaveBeenCalledTimes(1);
    store.reset();
    expect(store.getSnapshot()).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });

  it('ignores malformed stored values field by field', () => {
    expect(normalizeSettings({ navTheme: 'purple', layout: 'topmenu', primaryColor: 'red', fixedHeader: 'yes' })).toEqual({
      ...DEFAULT_DISPLAY_SETTINGS,
      layout: 'topmenu',
    });
    localStorage.setItem('pro__DISPLAY_SETTINGS', 'garbage');
    expect(createDisplaySettingsStore(createStorage(localStorage)).getSnapshot()).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });

  it('unfixes the sidebar in top-menu layout and drops auto-hide without a fixed header', () => {
    let s = applySettingsPatch(DEFAULT_DISPLAY_SETTINGS, { fixedSidebar: true, fixedHeader: true, autoHideHeader: true });
    expect(isSidebarFixed(s)).toBe(true);
    expect(isHeaderAutoHide(s)).toBe(true);
    s = applySettingsPatch(s, { layout: 'topmenu' });
    expect(s.fixedSidebar).toBe(false);
    s = applySettingsPatch(s, { fixedHeader: false });
    expect(s.autoHideHeader).toBe(false);
  });

  it('applies the content width only in top-menu layout', () => {
    expect(isContentFixed(DEFAULT_DISPLAY_SETTINGS)).toBe(false);
    expect(isContentFixed({ ...DEFAULT_DISPLAY_SETTINGS, layout: 'topmenu' })).toBe(true);
    expect(isContentFixed({ ...DEFAULT_DISPLAY_SETTINGS, layout: 'topmenu', contentWidth: 'Fluid' })).toBe(false);
  });

  it('builds a Chinese MUI theme with the chosen primary colour and nav palette', () => {
    const theme = createAppTheme({ ...DEFAULT_DISPLAY_SETTINGS, primaryColor: '#52C41A', navTheme: 'light' });
    // 极光绿 as chosen is too light for text (2.4:1 on white): the theme uses its readable shade.
    expect(theme.palette.primary.main).toBe(readablePrimary('#52C41A'));
    expect(theme.palette.primary.main).not.toBe('#52C41A');
    expect(createAppTheme({ ...DEFAULT_DISPLAY_SETTINGS, primaryColor: '#2F54EB' }).palette.primary.main).toBe('#2F54EB');
    expect(theme.nav.theme).toBe('light');
    expect(theme.components?.MuiAutocomplete?.defaultProps?.clearText).toBe('清空');
    expect(createAppTheme(DEFAULT_DISPLAY_SETTINGS).nav.background).toBe('#001529');
  });
});
