/**
 * Which screen an address showed last in this tab, so that a signed-in reload can fetch that
 * screen's chunk beside the app's own start instead of after the menu has arrived. Only a hint:
 * the menu still decides what the address shows, and a wrong guess costs one unused chunk.
 */
import { sessionItems } from '@/lib/storage';
import { HOME_PATH } from '@/ui/layout-constants';

const KEY = 'zw-console/last-screen';

/** What the home address shows in the console's own menu (`dashboard/Analysis`, 首页). */
export const HOME_SCREEN = 'dashboard/Analysis';

interface LastScreen {
  path: string;
  component: string;
}

export function rememberScreen(path: string, component: string): void {
  sessionItems.setItem(KEY, JSON.stringify({ path, component } satisfies LastScreen));
}

export function lastScreenAt(path: string): string | null {
  try {
    const stored = JSON.parse(sessionItems.getItem(KEY) ?? 'null') as Partial<LastScreen> | null;
    return stored?.path === path && typeof stored.component === 'string' ? stored.component : null;
  } catch {
    return null;
  }
}

/**
 * The screen a signed-in page load of `path` is expected to show: the one it showed last in this
 * tab, or the home dashboard for the home address; null when there is nothing to go by.
 */
export function expectedScreenAt(path: string): string | null {
  return lastScreenAt(path) ?? (path === HOME_PATH ? HOME_SCREEN : null);
}
