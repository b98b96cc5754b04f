/** The IndexedDB adapter: one database, one object store keyed by the draft id. Kept thin on purpose. */
import type { DraftBackend, DraftRecord } from './draft-types';

const DB_NAME = 'zw-drafts';
const STORE = 'drafts';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: 'id' });
  };
  return done(request);
}

export function indexedDbDraftBackend(factory: IDBFactory): DraftBackend {
  let db: Promise<IDBDatabase> | null = null;
  const store = async (mode: IDBTransactionMode) => {
    db ??= openDb(factory);
    const tx = (await db).transaction(STORE, mode);
    const committed = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
    return { os: tx.objectStore(STORE), committed };
  };
  return {
    async put(record: DraftRecord) {
      const { os, committed } = await store('readwrite');
      os.put(record);
      // Resolve only once the write is on disk: a logout + reload follows right after a flush.
      await committed;
    },
    async delete(id) {
      const { os, committed } = await store('readwrite');
      os.delete(id);
      await committed;
    },
    async all() {
      const { os } = await store('readonly');
      return done(os.getAll() as IDBRequest<DraftRecord[]>);
    },
  };
}

/** Uses `primary` until it fails once, then `fallback` for good (IndexedDB refused or broken). */
export function withFallback(primary: DraftBackend, fallback: DraftBackend): DraftBackend {
  let broken = false;
  const run = async <T>(op: (b: DraftBackend) => Promise<T>): Promise<T> => {
    if (!broken) {
      try {
        return await op(primary);
      } catch {
        broken = true;
      }
    }
    return op(fallback);
  };
  return {
    put: (r) => run((b) => b.put(r)),
    delete: (id) => run((b) => b.delete(id)),
    all: () => run((b) => b.all()),
  };
}
