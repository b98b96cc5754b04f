/**
 * The signed-in console's first chunks (the shell and the home dashboard with its chart) fetched
 * while the login form is being filled in, so that 登录 is followed by the calls alone and not by
 * one chunk wave after another. The staff build starts only once someone types or clicks: its
 * untouched login page stays as light as before. The demo build also starts when the browser is
 * idle once its fake backend has started (after the form painted, and not competing with either),
 * since trainers log in at once.
 */
import { useEffect } from 'react';
import { whenBackendReady } from '@/api/http';
import { whenIdle } from '@/lib/idle';
import { HOME_SCREEN, expectedScreenAt } from './last-screen';
import { preloadable } from '@/ui/preloadable';

let started = false;

/** The console shell's route: preloaded here, it renders without suspending once its code is in. */
export const ConsoleShellRoute = preloadable(() => import('../layout/ConsoleShell'));

const screensChunk = () => import('./screens');

/** The code of the screen the server menu names `component`, fetched once (through `consoleChunks.screens`). */
function screenCode(component: string) {
  return consoleChunks.screens().then((m) => m.resolveScreen(component).preload());
}

/** The routes' and screens' own loaders, so that what is fetched here is what they render. */
export const consoleChunks = {
  shell: () => ConsoleShellRoute.preload(),
  home: () => screenCode(HOME_SCREEN),
  screens: screensChunk,
};

export function preloadConsole(withHome: boolean): void {
  if (started) return;
  started = true;
  // A failed preload only means the route loads its chunk itself later (and reports the failure there).
  void consoleChunks.shell().catch(() => undefined);
  if (withHome) void consoleChunks.home().catch(() => undefined);
}

/**
 * A signed-in page load: the shell, and the screen this address showed last, fetched while the app
 * starts and the menu is asked for, not one after the other once the menu has arrived.
 */
export function preloadSignedIn(path: string): void {
  preloadConsole(false);
  void signedInCodeReady(path);
}

/**
 * Settles once the shell's code, and the code of the screen `path` is expected to show (the one it
 * showed last, or the home dashboard), are in the page, or failed to load (the route then loads
 * and reports it itself). The route guard keeps its own 加载中 until then: a route that suspended
 * instead would show a Suspense fallback, and React then holds back everything revealed in the
 * next 300 ms (its reveal throttle), code and data that were there long before included.
 */
export function signedInCodeReady(path: string): Promise<void> {
  const component = expectedScreenAt(path);
  const screen = component ? screenCode(component) : null;
  return Promise.all([consoleChunks.shell(), screen]).then(
    () => undefined,
    () => undefined,
  );
}

const INTERACTIONS = ['input', 'keydown', 'pointerdown'] as const;

/** Preloads the console from the login page: on the first interaction, and (demo) when idle. */
export function usePreloadConsole(withHome: boolean, startWhenIdle: boolean): void {
  useEffect(() => {
    const start = () => preloadConsole(withHome);
    for (const type of INTERACTIONS) document.addEventListener(type, start, { capture: true, once: true, passive: true });
    let cancelIdle = () => {};
    let unmounted = false;
    if (startWhenIdle) {
      void whenBackendReady().then(() => {
        if (unmounted) return;
        cancelIdle = whenIdle(start, { timeoutMs: 3000, fallbackMs: 500 });
      });
    }
    return () => {
      unmounted = true;
      cancelIdle();
      for (const type of INTERACTIONS) document.removeEventListener(type, start, { capture: true });
    };
  }, [withHome, startWhenIdle]);
}

/** Tests only: lets a later test see the first preload again. */
export function resetConsolePreload(): void {
  started = false;
}
