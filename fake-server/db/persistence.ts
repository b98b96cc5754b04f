/**
 * Browser persistence of the demo database: every written row is saved to IndexedDB
 * (`row-store.ts`) in a transaction of its own before the request that wrote it is answered, and
 * the other tabs are told which rows changed (`tab-sync.ts`), so no tab's write overwrites
 * another's and every write survives a reload. Writes the browser refuses are reported to the
 * console (`storage-failure.ts`). Node (Vitest) never enables it.
 *
 * The first save after a (re)seed or restore writes the whole database at once; later saves
 * write only the rows created, updated or deleted since the previous one.
 */
import { SNAPSHOT_KEY } from '../config';
import { clearRows, readAllRows, readRows, replaceAllRows, writeRows, type StoredDatabase, type StoredRow } from './row-store';
import { reportStorageFailure } from './storage-failure';
import { listenToOtherTabs, tellOtherTabs, type SyncMessage } from './tab-sync';
import { adoptRows, clearAllTables, onRowWrite, plain, registeredTables, rowKey, type RowChange } from './table';

/** The localStorage snapshot older builds kept; read once to carry its data over. */
interface LegacySnapshot {
  version: 1;
  savedAt: number;
  tables: Record<string, object[]>;
}

/** Writes made outside a request (timers, sockets) are saved this soon after. */
const FLUSH_DELAY_MS = 20;
/** Above this many changed rows of one table, another tab re-reads the table instead of each row. */
const ROW_READS_MAX = 200;

let enabled = false;
let suspended = 0;
/** IndexedDB holds the whole current database; false after a (re)seed, a restore or a failed save. */
let baseSaved = false;
/** A legacy localStorage snapshot was loaded and is removed once its data is in IndexedDB. */
let legacyLoaded = false;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Saves run one after another, in the order the writes happened. */
let queue: Promise<void> = Promise.resolve();
/**
 * Other tabs' writes, applied one message at a time in arrival order: a read that began before a
 * later write was stored must not land after that write's copy.
 */
let receiving: Promise<void> = Promise.resolve();
/** table → primary keys written since the last save. */
const dirty = new Map<string, Set<string>>();
/** table → primary key → rank (keeps each table's row order across reloads and tabs). */
const ranks = new Map<string, Map<string, number>>();
let lastRank = 0;
/** `table\0key` of rows being copied in from another tab: not written again by this one. */
const incoming = new Set<string>();

const tag = (table: string, key: string) => `${table}\u0000${key}`;

function tableSet(): string {
  return [...registeredTables().keys()].sort().join(',');
}

function ranksOf(table: string): Map<string, number> {
  let map = ranks.get(table);
  if (!map) ranks.set(table, (map = new Map()));
  return map;
}

/** Later than every seeded row and every earlier new row, in this tab and (by the clock) in others. */
function newRank(): number {
  lastRank = Math.max(lastRank + 1, Date.now() * 1000);
  return lastRank;
}

function markDirty(table: string, key: string): void {
  if (!key) return;
  let keys = dirty.get(table);
  if (!keys) dirty.set(table, (keys = new Set()));
  keys.add(key);
}

function track(table: string, change: RowChange): void {
  if (!enabled || suspended > 0) return;
  if (change.type === 'update') {
    const before = rowKey(table, change.prev);
    const after = rowKey(table, change.next);
    if (incoming.has(tag(table, after))) return;
    if (before !== after) {
      const rank = ranksOf(table).get(before);
      if (rank !== undefined) ranksOf(table).set(after, rank);
      markDirty(table, before);
    }
    markDirty(table, after);
  } else {
    const key = rowKey(table, change.row);
    if (incoming.has(tag(table, key))) return;
    if (change.type === 'create') ranksOf(table).set(key, newRank());
    markDirty(table, key);
  }
  schedule();
}

function schedule(): void {
  if (timer === undefined) timer = setTimeout(() => void flush(), FLUSH_DELAY_MS);
}

function allRows(): StoredRow[] {
  const rows: StoredRow[] = [];
  ranks.clear();
  for (const [table, source] of registeredTables()) {
    const tableRanks = ranksOf(table);
    source.all().forEach((row: object, index: number) => {
      const key = rowKey(table, row);
      tableRanks.set(key, index);
      rows.push({ t: table, k: key, s: index, r: plain(row) });
    });
  }
  return rows;
}

function enqueue(save: () => Promise<void>, message: SyncMessage): Promise<void> {
  queue = queue.then(save).then(
    () => {
      tellOtherTabs(message);
      if (legacyLoaded && 'all' in message) {
        legacyLoaded = false;
        legacyStorage()?.removeItem(SNAPSHOT_KEY);
      }
    },
    (error: unknown) => {
      // The next save rewrites everything, so rows lost here come back if the browser recovers.
      baseSaved = false;
      reportStorageFailure(error);
    },
  );
  return queue;
}

/** Saves the pending writes; resolves when they are stored (or reported as not stored). */
function flush(): Promise<void> {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (!enabled || suspended > 0) return queue;
  if (!baseSaved) {
    baseSaved = true;
    dirty.clear();
    const rows = allRows();
    const set = tableSet();
    return enqueue(() => replaceAllRows(set, rows), { all: true });
  }
  if (dirty.size === 0) return queue;
  const puts: StoredRow[] = [];
  const deletes: Array<[string, string]> = [];
  const written: Record<string, string[]> = {};
  for (const [table, keys] of dirty) {
    const byKey = new Map<string, object>();
    for (const row of registeredTables().get(table)?.all() ?? []) byKey.set(rowKey(table, row as object), row as object);
    for (const key of keys) {
      const row = byKey.get(key);
      if (row) {
        const rank = ranksOf(table).get(key) ?? newRank();
        ranksOf(table).set(key, rank);
        puts.push({ t: table, k: key, s: rank, r: plain(row) });
      } else {
        ranksOf(table).delete(key);
        deletes.push([table, key]);
      }
    }
    written[table] = [...keys];
  }
  dirty.clear();
  return enqueue(() => writeRows(puts, deletes), { tables: written });
}

/** Starts saving the pending writes now (a page that is going away cannot wait for the timer). */
export function flushSnapshot(): void {
  void flush();
}

/** Resolves once every write made so far is stored: the fake server answers a request only then. */
export function writesSaved(): Promise<void> {
  return enabled ? flush() : Promise.resolve();
}

/** Copies rows another tab saved into this tab's tables. */
async function receive(message: SyncMessage): Promise<void> {
  // This tab's own pending writes are saved first, so what is read back includes them.
  await flush();
  if ('all' in message) {
    const stored = await readAllRows().catch(() => null);
    if (stored && stored.tableSet === tableSet()) await loadRows(stored.rows);
    return;
  }
  for (const [table, keys] of Object.entries(message.tables)) await receiveRows(table, keys);
}

async function receiveRows(table: string, keys: readonly string[]): Promise<void> {
  const source = registeredTables().get(table);
  if (!source) return;
  const wanted = new Set(keys);
  const stored = await (keys.length > ROW_READS_MAX ? readRows(table) : readRows(table, keys)).catch(() => []);
  const fresh = new Map(stored.filter((row) => wanted.has(row.k)).map((row) => [row.k, row]));
  const current = new Map<string, object>();
  for (const row of source.all()) current.set(rowKey(table, row as object), row as object);
  for (const key of keys) {
    // A write this tab made since is newer; it is saved (and sent) next.
    if (dirty.get(table)?.has(key)) continue;
    const next = fresh.get(key);
    const now = current.get(key);
    incoming.add(tag(table, key));
    try {
      if (next) {
        ranksOf(table).set(key, next.s);
        if (now) {
          await source.update(now, {
            data: (draft: Record<string, unknown>) => {
              for (const field of Object.keys(draft)) delete draft[field];
              Object.assign(draft, next.r);
            },
          });
        } else {
          await source.create(next.r);
        }
      } else if (now) {
        ranksOf(table).delete(key);
        source.delete(now);
      }
    } finally {
      incoming.delete(tag(table, key));
    }
  }
}

/** Resolves once every other tab's write received so far is copied into this tab's tables. */
export function otherTabsWritesApplied(): Promise<void> {
  return receiving;
}

/** Starts saving writes and listening to other tabs' writes (browser only). */
export function enablePersistence(): void {
  if (enabled) return;
  enabled = true;
  onRowWrite(track);
  listenToOtherTabs((message) => {
    receiving = receiving.then(() => receive(message)).catch(() => undefined);
  });
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flushSnapshot);
  if (!baseSaved) void flush();
}

/** Runs `work` (e.g. a reseed) without saving its writes. */
export async function withoutPersistence<T>(work: () => Promise<T>): Promise<T> {
  suspended += 1;
  try {
    return await work();
  } finally {
    suspended -= 1;
  }
}

function legacyStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Forgets the saved database: the next save stores the current tables whole (after a reset, the
 * fresh seed), and until then a reload reseeds.
 */
export function clearSnapshot(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  dirty.clear();
  baseSaved = false;
  legacyLoaded = false;
  legacyStorage()?.removeItem(SNAPSHOT_KEY);
  if (enabled) void flush();
  else queue = queue.then(() => clearRows()).catch(() => undefined);
}

function readLegacySnapshot(): LegacySnapshot | null {
  const raw = legacyStorage()?.getItem(SNAPSHOT_KEY);
  if (!raw) return null;
  try {
    const snapshot = JSON.parse(raw) as LegacySnapshot;
    return snapshot?.version === 1 && typeof snapshot.tables === 'object' && snapshot.tables !== null ? snapshot : null;
  } catch {
    return null;
  }
}

/** Replaces every table by the stored rows, in their saved order. */
async function loadRows(rows: StoredRow[]): Promise<void> {
  const byTable = new Map<string, StoredRow[]>();
  for (const row of rows) {
    let list = byTable.get(row.t);
    if (!list) byTable.set(row.t, (list = []));
    list.push(row);
  }
  ranks.clear();
  lastRank = 0;
  await withoutPersistence(async () => {
    clearAllTables();
    for (const [name, table] of registeredTables()) {
      const list = (byTable.get(name) ?? []).sort((a, b) => a.s - b.s);
      const tableRanks = ranksOf(name);
      for (const row of list) {
        tableRanks.set(row.k, row.s);
        lastRank = Math.max(lastRank, row.s);
      }
      await adoptRows(
        table,
        list.map((row) => row.r),
      );
    }
  });
}

/**
 * Loads the saved database into the tables. Returns false (tables untouched) when nothing is saved,
 * IndexedDB is unusable, or the saved set of tables differs from the registered one (a newer build
 * added a table: reseeding is safer). A snapshot an older build left in localStorage is carried
 * over once when IndexedDB holds nothing yet. `savedRows` is a read already under way (started
 * while the fake backend's code downloaded); the `zw-demo-db:read` measure then covers only
 * the wait for it.
 */
export async function hydrateFromSnapshot(savedRows?: Promise<StoredDatabase>): Promise<boolean> {
  const started = typeof performance === 'undefined' ? 0 : performance.now();
  const stored = await (savedRows ?? readAllRows()).catch(() => null);
  measure('zw-demo-db:read', started);
  if (stored && stored.rows.length > 0) {
    if (stored.tableSet !== tableSet()) return false;
    await loadRows(stored.rows);
    baseSaved = true;
    measure('zw-demo-db:hydrate', started);
    return true;
  }
  const legacy = readLegacySnapshot();
  if (!legacy) return false;
  if (Object.keys(legacy.tables).sort().join(',') !== tableSet()) {
    legacyStorage()?.removeItem(SNAPSHOT_KEY);
    return false;
  }
  await restoreTables(legacy.tables);
  legacyLoaded = true;
  measure('zw-demo-db:hydrate', started);
  return true;
}

/**
 * Start-up costs as performance measures: `zw-demo-db:read` (the IndexedDB read) and
 * `zw-demo-db:hydrate` (read and load into the tables).
 */
function measure(name: string, started: number): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  try {
    performance.measure(name, { start: started, end: performance.now() });
  } catch {
    // Measures are a diagnostic only.
  }
}

/**
 * Replaces the content of every registered table with the given rows (missing tables end up empty).
 * The row objects become the tables' records: callers pass fresh copies (parsed JSON).
 */
export async function restoreTables(tables: Record<string, object[]>): Promise<void> {
  await withoutPersistence(async () => {
    clearAllTables();
    for (const [name, table] of registeredTables()) {
      await adoptRows(table, tables[name] ?? []);
    }
  });
  dirty.clear();
  baseSaved = false;
  if (enabled) void flush();
}

/** Plain copy of every table (the Node reset keeps one to restore from). */
export function takeSnapshot(): LegacySnapshot {
  const tables: Record<string, object[]> = {};
  for (const [name, table] of registeredTables()) {
    tables[name] = JSON.parse(JSON.stringify(table.all())) as object[];
  }
  return { version: 1, savedAt: Date.now(), tables };
}
