/**
 * DOM events the demo's in-browser backend sends to the console. Constants only, so both the
 * fake server and the app can import this file without pulling either into the other.
 */

/** The demo database could not save a write to the browser's storage (detail: DemoStorageFailure). */
export const DEMO_STORAGE_FAILED_EVENT = 'zw-demo-storage-failed';

/**
 * Set on `<html>` with the first failed write, so a console that starts listening later (the
 * database is saved while the console still loads) learns of it too.
 */
export const DEMO_STORAGE_FAILED_ATTRIBUTE = 'data-zw-demo-storage-failed';

export interface DemoStorageFailure {
  /** The storage error's name, e.g. `QuotaExceededError`, or `unavailable` without IndexedDB. */
  reason: string;
}
