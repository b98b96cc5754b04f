/**
 * MUI theme from the display settings: Chinese component texts, the chosen primary colour and the
 * navigation colours (dark / light menu) the layout reads from `theme.nav`.
 */
import { useEffect } from 'react';
import { createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-tree-view/themeAugmentation';
import { zhCN } from '@mui/material/locale';
import { readableOn } from '@/lib/readable-color';
import type { DisplaySettings, NavTheme } from '@/ui/display-settings';

/**
 * Darker than any background primary-coloured text sits on (the page grey #F5F5F5, a selected
 * toggle's primary tint): a shade of the chosen colour readable on it is readable on all of them,
 * on white paper too, and white text on it is as well.
 */
const PAGE_GREY = '#EEEEEE';

/** The chosen primary colour, darkened where needed so text in it (and white text on it) meets WCAG AA. */
export function readablePrimary(chosen: string): string {
  return readableOn(chosen, PAGE_GREY);
}

export interface NavPalette {
  theme: NavTheme;
  background: string;
  /** Sub-menu background, a shade off the main one. */
  backgroundNested: string;
  text: string;
  textActive: string;
}

declare module '@mui/material/styles' {
  interface Theme {
    nav: NavPalette;
  }
  interface ThemeOptions {
    nav?: NavPalette;
  }
}

export function navPalette(navTheme: NavTheme, primary: string): NavPalette {
  return navTheme === 'dark'
    ? { theme: 'dark', background: '#001529', backgroundNested: '#000c17', text: 'rgba(255,255,255,0.65)', textActive: '#fff' }
    : { theme: 'light', background: '#fff', backgroundNested: '#fafafa', text: 'rgba(0,0,0,0.85)', textActive: primary };
}

/** Waits for late fields of an opening dialog, per dialog, until it starts closing. */
const dialogFocusWaits = new WeakMap<HTMLElement, () => void>();

/**
 * Every dialog of the console (record forms, prompts, pickers …) opens with the keyboard in its
 * first editable field: set once here, so hand-built dialogs get it as the shared ones do.
 */
const dialogFieldFocus = {
  onEntering: (node: HTMLElement) => {
    dialogFocusWaits.get(node)?.();
    // Loaded with the first dialog, not with the login page (whose weight is budgeted).
    let stop: (() => void) | null = null;
    let closed = false;
    dialogFocusWaits.set(node, () => {
      closed = true;
      stop?.();
    });
    void import('@/lib/focus-first-field').then(({ focusFirstField }) => {
      if (!closed) stop = focusFirstField(node);
    });
  },
  onExit: (node: HTMLElement) => {
    dialogFocusWaits.get(node)?.();
    dialogFocusWaits.delete(node);
  },
};

/** Ant Design Pro's colour-weak mode: the whole page through an invert filter. */
export const COLOR_WEAK_FILTER = 'invert(80%)';

export function createAppTheme(settings: Pick<DisplaySettings, 'primaryColor' | 'navTheme'>): Theme {
  const primary = readablePrimary(settings.primaryColor);
  const focusRing = `2px solid ${primary}`;
  return createTheme(
    {
      palette: {
        primary: { main: primary, contrastText: '#FFFFFF' },
        // MUI's own warning and info hues are light for text (3.1:1 and 3.9:1 on white).
        warning: { main: readableOn('#ED6C02', PAGE_GREY), contrastText: '#FFFFFF' },
        info: { main: readableOn('#0288D1', PAGE_GREY), contrastText: '#FFFFFF' },
        // Icon and toggle-button text on the page grey needs more than MUI's 0.54.
        action: { active: 'rgba(0, 0, 0, 0.62)' },
        // Any other colour gets black text unless white reads at AA on it.
        contrastThreshold: 4.5,
      },
      shape: { borderRadius: 4 },
      // A user who asked the operating system to reduce motion gets dialogs, menus, drawers and
      // buttons without transitions or ripples (WCAG 2.3.3); the console's own movements use REDUCED_MOTION.
      motion: { reducedMotion: 'system' },
      typography: {
        fontFamily:
          '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Helvetica Neue", Helvetica, Arial, sans-serif',
      },
      nav: navPalette(settings.navTheme, primary),
      components: {
        // Every button, link, tab and menu item shows where the keyboard is: MUI's ripple alone is
        // not a focus indicator, and an outline survives high-contrast and colour-weak modes.
        MuiButtonBase: {
          styleOverrides: {
            root: {
              '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 },
            },
          },
        },
        // Items that fill a scrolling menu, list or tab strip draw the ring inside their box: the
        // container's overflow would cut an outer one.
        MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
        MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
        MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
        // A tree item takes the focus on its <li>; the ring goes round its own row, not its subtree.
        MuiTreeItem: {
          styleOverrides: {
            root: { '&:focus-visible > .MuiTreeItem-content': { outline: focusRing, outlineOffset: -2 } },
          },
        },
        MuiLink: {
          styleOverrides: {
            root: {
              '&:focus-visible': { outline: focusRing, outlineOffset: 2, borderRadius: 2 },
            },
          },
        },
        MuiDialog: {
          defaultProps: { slotProps: { transition: dialogFieldFocus } },
        },
      },
    },
    zhCN,
  );
}

/** Applies colour-weak mode to the document root while `enabled` (removed on unmount). */
export function useColorWeak(enabled: boolean, target?: HTMLElement): void {
  useEffect(() => {
    const el = target ?? document.documentElement;
    if (!enabled) return undefined;
    const previous = el.style.filter;
    el.style.filter = COLOR_WEAK_FILTER;
    el.dataset.colorWeak = 'true';
    return () => {
      el.style.filter = previous;
      delete el.dataset.colorWeak;
    };
  }, [enabled, target]);
}
