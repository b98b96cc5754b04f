/**
 * The console's one draft store (IndexedDB, memory when that is unavailable), the writes still
 * waiting in a form's debounce, and the draft the user chose to restore.
 */
import { createDraftStore, type DraftInput, type DraftStore } from './draft-store';
import type { DraftBackend, DraftRecord } from './draft-types';
import { indexedDbDraftBackend, withFallback } from './indexeddb-backend';
import { memoryDraftBackend } from './memory-backend';

function defaultBackend(): DraftBackend {
  const memory = memoryDraftBackend();
  try {
    if (typeof indexedDB !== 'undefined' && indexedDB) return withFallback(indexedDbDraftBackend(indexedDB), memory);
  } catch {
    // Reading indexedDB can throw where storage is disabled; memory it is.
  }
  return memory;
}

let store: DraftStore = createDraftStore(defaultBackend());
const inflight = new Set<Promise<unknown>>();
const flushers = new Set<() => void>();

function track<T>(p: Promise<T>): Promise<T> {
  inflight.add(p);
  const forget = () => inflight.delete(p);
  p.then(forget, forget);
  return p;
}

/** Every write and delete goes through here so that `flushDrafts` can wait for it. */
export const drafts = {
  save: (input: DraftInput) => track(store.save(input)).catch(() => undefined),
  remove: (user: string, key: string) => track(store.remove(user, key)).catch(() => undefined),
  list: (user: string) => store.list(user).catch((): DraftRecord[] => []),
};

/** Tests and stories: a store over their own backend (in memory, with a clock). */
export function setDraftBackend(backend: DraftBackend, options?: Parameters<typeof createDraftStore>[1]): void {
  store = createDraftStore(backend, options);
}

/** A form's "write what you hold now" (its debounce not yet run); returns the unregister. */
export function registerDraftFlusher(flush: () => void): () => void {
  flushers.add(flush);
  return () => {
    flushers.delete(flush);
  };
}

/** Writes every pending draft and waits until they are stored: call before a logout. */
export async function flushDrafts(): Promise<void> {
  for (const flush of Array.from(flushers)) {
    try {
      flush();
    } catch (err) {
      console.error(err);
    }
  }
  await Promise.allSettled(Array.from(inflight));
}
