import type { DraftBackend, DraftRecord } from './draft-types';

/** Drafts in memory: where IndexedDB is missing or refused (private windows, jsdom). */
export function memoryDraftBackend(): DraftBackend {
  const rows = new Map<string, DraftRecord>();
  return {
    async put(record) {
      // A copy, as IndexedDB's structured clone would keep: later edits of the form do not leak in.
      rows.set(record.id, structuredClone(record));
    },
    async delete(id) {
      rows.delete(id);
    },
    async all() {
      return Array.from(rows.values(), (r) => structuredClone(r));
    },
  };
}
