/**
 * The fake backend in the browser (demo build), loaded by browser.ts once the saved database is
 * being read: hydrate the database from that read or seed it, persist later writes, then answer
 * the API: through the msw service worker
 * (which sees only `/zw-lgb2` requests), or, where the page is not a secure context and has no
 * service worker (a plain-http training host), in the page itself with msw's fetch/XHR/WebSocket
 * interception plus object URLs for the files the browser loads on its own.
 */
// Before every other import: the handlers below are built without stack traces (see handler-stacks/off.ts).
import './handler-stacks/off';
import { setupWorker } from 'msw/browser';
import { API_BASE, runtime } from './config';
import { persistUploads, restoreUploadedFiles } from './db/file-persistence';
import { enablePersistence, hydrateFromSnapshot } from './db/persistence';
import type { StoredDatabase } from './db/row-store';
import type { SavedFiles } from './db/file-store';
import { handlers } from './handlers';
import './handler-stacks/on';
import { dispatchedHandlers } from './lib/dispatch';
import { serveApiFilesInPage } from './in-page-files';
import { takeOverPage } from './worker/take-over-page';
import { storedLatencyMs } from './latency-setting';
import { resetDatabase } from './reset';

export interface StartOptions {
  /** Upper bound of the simulated latency per call (default: 系统设置's choice, else the build's default). */
  latencyMs?: number;
  /** The saved database, already being read (browser.ts starts the read before this code downloads). */
  savedRows?: Promise<StoredDatabase>;
  /** The saved uploads, already being read (browser.ts starts that read beside the database's). */
  savedFiles?: Promise<SavedFiles>;
}

/** msw's own test: without it, setupWorker intercepts in the page ("fallback mode"). */
export function hasServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && location.protocol !== 'file:';
}

/** The demo build serves its service worker here (vite.config.ts). */
const WORKER_URL = '/mockServiceWorker.js';

let started: Promise<void> | null = null;

export function startFakeBackend(options: StartOptions = {}): Promise<void> {
  started ??= (async () => {
    runtime.latencyMs = options.latencyMs ?? storedLatencyMs();
    if (await hydrateFromSnapshot(options.savedRows)) await restoreUploadedFiles(options.savedFiles);
    else await resetDatabase();
    enablePersistence();
    persistUploads();
    const inPage = !hasServiceWorker();
    const worker = setupWorker(...dispatchedHandlers(handlers));
    if (!inPage) await takeOverPage(WORKER_URL);
    await worker.start({ serviceWorker: { url: WORKER_URL }, onUnhandledRequest: 'bypass', quiet: true });
    // msw is ready once its worker answers, which may be before the worker controls the page (a
    // fresh registration claims pages when it activates): calls made before then would miss it.
    if (!inPage) await takeOverPage(WORKER_URL);
    if (inPage) serveApiFilesInPage(API_BASE.replace(/\/+$/, ''));
    // Start-up diagnostic beside the database's own measures (the start-up bench prints them).
    if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark('zw-demo-backend:ready');
  })();
  return started;
}
