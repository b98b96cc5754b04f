/**
 * The fake backend in the browser (demo build, Ladle): hydrate the database
 * from localStorage or seed it, persist later writes, then start the msw
 * service worker. Unknown requests (assets, other hosts) go to the network.
 */
import { setupWorker } from 'msw/browser';
import { runtime } from './config';
import { persistUploads, restoreUploadedFiles } from './db/file-persistence';
import { enablePersistence, hydrateFromSnapshot } from './db/persistence';
import { handlers } from './handlers';
import { resetDatabase } from './reset';

export interface StartOptions {
  /** Upper bound of the simulated latency per call (default 150 ms). */
  latencyMs?: number;
}

let started: Promise<void> | null = null;

export function startFakeServer(options: StartOptions = {}): Promise<void> {
  started ??= (async () => {
    runtime.latencyMs = options.latencyMs ?? 150;
    if (await hydrateFromSnapshot()) await restoreUploadedFiles();
    else await resetDatabase();
    enablePersistence();
    persistUploads();
    const worker = setupWorker(...handlers);
    await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  })();
  return started;
}
