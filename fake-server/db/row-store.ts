/**
 * The demo database in IndexedDB (`zw-demo-db`). The whole database is saved as one record, the
 * base (meta store, key `base`), written after a (re)seed or restore; every later write of a tab
 * goes to the rows store as one row (or one mark that the row is gone) keyed by
 * `[table, primary key]`, each with its table's insertion rank. A read lays the rows over the base.
 * IndexedDB is shared by every tab of the origin and holds hundreds of MB, so each write is one
 * small transaction and no tab overwrites another's rows. The base is one record because the
 * browser stores one large value in a fraction of the time it takes to store its rows one by one
 * (4,400 seeded rows: ~10 ms against ~150 ms of the page's main thread on a first visit). The meta
 * store also names the table set the rows belong to (a build with other tables reseeds instead of
 * hydrating).
 */
export const ROW_DB_NAME = 'zw-demo-db';
const VERSION = 1;
const ROWS = 'rows';
const META = 'meta';
const TABLE_SET = 'tables';
const BASE = 'base';

/** A persisted row: table, primary key, rank (restores the insertion order), the row itself. */
export interface StoredRow {
  t: string;
  k: string;
  s: number;
  r: object;
}

/** A row deleted since the base was saved: it hides the base's copy. */
interface GoneRow {
  t: string;
  k: string;
  gone: true;
}

type RowEntry = StoredRow | GoneRow;

const isGone = (entry: RowEntry): entry is GoneRow => 'gone' in entry;

/** The base with the rows written since laid over it, in no particular order. */
function laidOver(base: readonly StoredRow[], entries: readonly RowEntry[]): StoredRow[] {
  if (entries.length === 0) return [...base];
  const written = new Map<string, RowEntry>();
  for (const entry of entries) written.set(`${entry.t}\u0000${entry.k}`, entry);
  const rows = base.filter((row) => !written.has(`${row.t}\u0000${row.k}`));
  for (const entry of written.values()) if (!isGone(entry)) rows.push(entry);
  return rows;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new DOMException('IndexedDB transaction aborted', 'AbortError'));
  });
}

let opened: Promise<IDBDatabase> | null = null;

/** Rejects when the browser has no usable IndexedDB (some private modes, Node). */
function openDb(): Promise<IDBDatabase> {
  opened ??= (async () => {
    if (typeof indexedDB === 'undefined') throw new DOMException('IndexedDB is not available', 'unavailable');
    const req = indexedDB.open(ROW_DB_NAME, VERSION);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(ROWS);
      req.result.createObjectStore(META);
    };
    const db = await request(req);
    // A newer build that upgrades the database in another tab: let it, this tab reopens on its next write.
    db.onversionchange = () => {
      db.close();
      opened = null;
    };
    return db;
  })();
  opened.catch(() => {
    opened = null;
  });
  return opened;
}

const tableRange = (table: string) => IDBKeyRange.bound([table], [table, []]);

/** Runs `fill` in one read-write transaction; a synchronous throw (e.g. a full disk) aborts it. */
async function write(fill: (rows: IDBObjectStore, meta: IDBObjectStore) => void): Promise<void> {
  const db = await openDb();
  const tx = db.transaction([ROWS, META], 'readwrite');
  const finished = done(tx);
  try {
    fill(tx.objectStore(ROWS), tx.objectStore(META));
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // Already aborted by the failed request.
    }
    finished.catch(() => undefined);
    throw error;
  }
  await finished;
}

/** Every stored row and the table set they were saved under (`tableSet` null: nothing saved yet). */
export interface StoredDatabase {
  tableSet: string | null;
  rows: StoredRow[];
}

export async function readAllRows(): Promise<StoredDatabase> {
  const db = await openDb();
  const tx = db.transaction([ROWS, META], 'readonly');
  const [tableSet, base, entries] = await Promise.all([
    request(tx.objectStore(META).get(TABLE_SET) as IDBRequest<string | undefined>),
    request(tx.objectStore(META).get(BASE) as IDBRequest<StoredRow[] | undefined>),
    request(tx.objectStore(ROWS).getAll() as IDBRequest<RowEntry[]>),
  ]);
  return { tableSet: tableSet ?? null, rows: laidOver(base ?? [], entries) };
}

async function readBase(table: string): Promise<StoredRow[]> {
  const db = await openDb();
  const base = await request(db.transaction(META, 'readonly').objectStore(META).get(BASE) as IDBRequest<StoredRow[] | undefined>);
  return (base ?? []).filter((row) => row.t === table);
}

/** The stored rows of one table, or only those with the given keys (missing keys are absent). */
export async function readRows(table: string, keys?: readonly string[]): Promise<StoredRow[]> {
  const db = await openDb();
  const store = db.transaction(ROWS, 'readonly').objectStore(ROWS);
  if (!keys) {
    const [entries, base] = await Promise.all([request(store.getAll(tableRange(table)) as IDBRequest<RowEntry[]>), readBase(table)]);
    return laidOver(base, entries);
  }
  const found = await Promise.all(keys.map((key) => request(store.get([table, key]) as IDBRequest<RowEntry | undefined>)));
  const unwritten = new Set(keys.filter((_, i) => found[i] === undefined));
  // A row no tab has written since the base was saved is the base's.
  const fromBase = unwritten.size > 0 ? (await readBase(table)).filter((row) => unwritten.has(row.k)) : [];
  return [...found.filter((entry): entry is StoredRow => entry !== undefined && !isGone(entry)), ...fromBase];
}

/** Puts and deletes rows in one transaction. */
export function writeRows(puts: readonly StoredRow[], deletes: ReadonlyArray<readonly [string, string]>): Promise<void> {
  return write((rows) => {
    for (const [table, key] of deletes) rows.put({ t: table, k: key, gone: true } satisfies GoneRow, [table, key]);
    for (const row of puts) rows.put(row, [row.t, row.k]);
  });
}

/** Replaces everything stored by these rows, saved under `tableSet`. */
export function replaceAllRows(tableSet: string, all: readonly StoredRow[]): Promise<void> {
  return write((rows, meta) => {
    rows.clear();
    meta.put(tableSet, TABLE_SET);
    meta.put(all, BASE);
  });
}

/** Forgets every stored row (the next start reseeds). */
export function clearRows(): Promise<void> {
  return write((rows, meta) => {
    rows.clear();
    meta.clear();
  });
}
