/**
 * The demo's door into its fake backend (src/main.tsx imports it, the production build never
 * does). This entry is small on purpose: it starts reading the saved database and the saved
 * uploads from IndexedDB at once, while the fake backend's code (handlers, msw, seed) is still
 * downloading, and hands the reads to it. A signed-in reload then waits for the slower of the
 * two, not for their sum.
 */
import './secure-context-fallbacks';
import { readAllRows, type StoredDatabase } from './db/row-store';
import { readSavedFiles } from './db/file-store';
import { holdOtherTabsMessages } from './db/tab-sync';
import type { StartOptions } from './browser-backend';
import { wakeWorker } from './worker/take-over-page';

export type { StartOptions };
export { START_WAIT_HEADER } from './config';

// The page's worker, if the browser stopped it, starts while the app and the backend's code load.
wakeWorker();

let started: Promise<void> | null = null;

export function startFakeServer(options: StartOptions = {}): Promise<void> {
  started ??= (async () => {
    const backend = import('./browser-backend');
    holdOtherTabsMessages();
    const savedRows: Promise<StoredDatabase> = readAllRows();
    // Handled by the backend once it arrives; a failed read means a fresh seed, not an error here.
    savedRows.catch(() => undefined);
    const savedFiles = readSavedFiles();
    const { startFakeBackend } = await backend;
    await startFakeBackend({ ...options, savedRows, savedFiles });
  })();
  return started;
}
