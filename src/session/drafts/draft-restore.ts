/**
 * The draft the user chose to restore (恢复草稿): held until the list page at its route reopens
 * the form and the form takes the values.
 */
import { useSyncExternalStore } from 'react';
import type { DraftRecord } from './draft-types';

let pending: DraftRecord | null = null;
const listeners = new Set<() => void>();

function publish(next: DraftRecord | null) {
  pending = next;
  listeners.forEach((l) => l());
}

export const draftRestore = {
  request(draft: DraftRecord): void {
    publish(draft);
  },
  peek(): DraftRecord | null {
    return pending;
  },
  /** The draft for this form, once: later openings of the form start as usual. */
  take(key: string): DraftRecord | null {
    if (pending?.key !== key) return null;
    const found = pending;
    publish(null);
    return found;
  },
  clear(): void {
    if (pending) publish(null);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The draft waiting to be reopened at `route`, if any. */
export function usePendingRestore(route: string): DraftRecord | null {
  const draft = useSyncExternalStore(draftRestore.subscribe, draftRestore.peek, draftRestore.peek);
  return draft?.route === route ? draft : null;
}
