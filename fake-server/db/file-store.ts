/**
 * The bytes of the demo's uploaded files in a database of their own (`zw-demo-files`), so the
 * saved table rows stay small. Any IndexedDB failure only means files stop surviving reloads.
 * This module holds no fake-backend code: the demo's small entry reads it at once.
 */
import type { StoredFile } from '../handlers/upload';

const DB_NAME = 'zw-demo-files';
const STORE = 'files';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase | null> | null = null;

function openDb(): Promise<IDBDatabase | null> {
  opened ??= (async () => {
    if (typeof indexedDB === 'undefined') return null;
    try {
      const req = indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      return await request(req);
    } catch (error) {
      console.warn('[fake-server] uploaded files will not survive a reload', error);
      return null;
    }
  })();
  return opened;
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await openDb();
  if (!db) return null;
  try {
    return await request(run(db.transaction(STORE, mode).objectStore(STORE)));
  } catch (error) {
    console.warn('[fake-server] IndexedDB', mode, 'failed', error);
    return null;
  }
}

/**
 * The files saved by earlier visits, by path. browser.ts starts this read with the saved rows',
 * before the fake backend's code has downloaded, so that a reload does not open this database
 * only after the tables are loaded.
 */
export async function readSavedFiles(): Promise<Array<[string, StoredFile]>> {
  const db = await openDb();
  if (!db) return [];
  const tx = db.transaction(STORE, 'readonly').objectStore(STORE);
  const [keys, values] = await Promise.all([request(tx.getAllKeys()), request(tx.getAll() as IDBRequest<StoredFile[]>)]).catch(() => [[], []] as const);
  return keys.map((key, i) => [String(key), values[i]]);
}

/** Writes one upload (every later upload is saved as it arrives). */
export function saveFile(path: string, file: StoredFile): void {
  void withStore('readwrite', (store) => store.put(file, path));
}

/** Forgets every saved file. */
export async function clearSavedFiles(): Promise<void> {
  await withStore('readwrite', (store) => store.clear());
}
