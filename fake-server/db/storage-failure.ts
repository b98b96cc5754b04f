/**
 * A write of the demo database that the browser refused to store (quota, no IndexedDB, aborted
 * transaction) is announced to the console as a DOM event, so the user learns that a reload may
 * lose it. The fake server cannot import the console's notifications; the event name is shared.
 */
import { DEMO_STORAGE_FAILED_ATTRIBUTE, DEMO_STORAGE_FAILED_EVENT, type DemoStorageFailure } from '@/lib/demo-events';

export function reportStorageFailure(error: unknown): void {
  console.warn('[fake-server] a write of the demo database was not saved', error);
  const reason = error instanceof Error || error instanceof DOMException ? error.name : 'unknown';
  if (typeof window === 'undefined' || typeof CustomEvent === 'undefined') return;
  document.documentElement.setAttribute(DEMO_STORAGE_FAILED_ATTRIBUTE, reason);
  window.dispatchEvent(new CustomEvent<DemoStorageFailure>(DEMO_STORAGE_FAILED_EVENT, { detail: { reason } }));
}
