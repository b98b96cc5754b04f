/**
 * Uploaded files of the demo survive reloads: the saved tables keep the rows that name an upload,
 * and the bytes go to a database of their own (`zw-demo-files`), so the table rows stay small.
 * Any IndexedDB failure only means files stop surviving reloads.
 */
import { uploadedFiles, type StoredFile } from '../handlers/upload';

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

/** Loads the files saved by earlier visits into the fake server's store. */
export async function restoreUploadedFiles(): Promise<number> {
  const db = await openDb();
  if (!db) return 0;
  const tx = db.transaction(STORE, 'readonly').objectStore(STORE);
  const [keys, values] = await Promise.all([request(tx.getAllKeys()), request(tx.getAll() as IDBRequest<StoredFile[]>)]).catch(() => [[], []] as const);
  keys.forEach((key, i) => uploadedFiles.restore(String(key), values[i]));
  return keys.length;
}

let unsubscribe: (() => void) | null = null;

/** From now on, every upload is also written to IndexedDB. */
export function persistUploads(): void {
  unsubscribe ??= uploadedFiles.onStored((path, file) => void withStore('readwrite', (store) => store.put(file, path)));
}

/** Forgets every saved upload (demo reset: the rows that named them are gone too). */
export async function clearPersistedUploads(): Promise<void> {
  uploadedFiles.clear();
  await withStore('readwrite', (store) => store.clear());
}
