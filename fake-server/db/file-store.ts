/**
 * The demo's saved uploads in IndexedDB (`zw-demo-files`), apart from the database's rows so those
 * stay small. This module knows only the storage, not the fake backend, so the demo's door
 * (browser.ts) can start reading it while the backend's code is still downloading.
 * Any IndexedDB failure only means files stop surviving reloads.
 */
import type { StoredFile } from '../handlers/upload';

const DB_NAME = 'zw-demo-files';
const STORE = 'files';

/** The saved files, path first. */
export type SavedFiles = [path: string, file: StoredFile][];

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

/** Runs one request on the files' store; null when IndexedDB is missing or the request fails. */
export async function withFileStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await openDb();
  if (!db) return null;
  try {
    return await request(run(db.transaction(STORE, mode).objectStore(STORE)));
  } catch (error) {
    console.warn('[fake-server] IndexedDB', mode, 'failed', error);
    return null;
  }
}

/** Every saved file; none when IndexedDB is missing or fails. */
export async function readSavedFiles(): Promise<SavedFiles> {
  const db = await openDb();
  if (!db) return [];
  try {
    const store = db.transaction(STORE, 'readonly').objectStore(STORE);
    const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll() as IDBRequest<StoredFile[]>)]);
    return keys.map((key, i) => [String(key), values[i]!] as [string, StoredFile]);
  } catch {
    return [];
  }
}
