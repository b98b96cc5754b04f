/**
 * Browser persistence of the demo database: one JSON snapshot of every
 * registered table in localStorage, written ~200 ms after the last write and
 * on `pagehide`. Node (Vitest) never enables it.
 */
import { SNAPSHOT_KEY } from '../config';
import { clearAllTables, insertAll, onAnyWrite, registeredTables } from './table';

interface Snapshot {
  version: 1;
  savedAt: number;
  tables: Record<string, object[]>;
}

const DEBOUNCE_MS = 200;

let enabled = false;
let suspended = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function takeSnapshot(): Snapshot {
  const tables: Record<string, object[]> = {};
  for (const [name, table] of registeredTables()) {
    tables[name] = JSON.parse(JSON.stringify(table.all())) as object[];
  }
  return { version: 1, savedAt: Date.now(), tables };
}

export function flushSnapshot(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (!enabled || suspended > 0) return;
  const store = storage();
  if (!store) return;
  try {
    store.setItem(SNAPSHOT_KEY, JSON.stringify(takeSnapshot()));
  } catch (error) {
    // A full quota must not break the demo; the data just stops surviving reloads.
    console.warn('[fake-server] could not persist the demo database', error);
  }
}

function schedule(): void {
  if (!enabled || suspended > 0) return;
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(flushSnapshot, DEBOUNCE_MS);
}

/** Starts snapshotting after writes (browser only). */
export function enablePersistence(): void {
  if (enabled) return;
  enabled = true;
  onAnyWrite(schedule);
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flushSnapshot);
}

/** Runs `work` (e.g. a reseed) without scheduling snapshots for its writes. */
export async function withoutPersistence<T>(work: () => Promise<T>): Promise<T> {
  suspended += 1;
  try {
    return await work();
  } finally {
    suspended -= 1;
  }
}

export function clearSnapshot(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  storage()?.removeItem(SNAPSHOT_KEY);
}

/**
 * Loads the persisted snapshot into the tables. Returns false (tables
 * untouched) when there is none, it is unreadable, or its set of tables differs
 * from the registered one (a newer build added a table: reseeding is safer).
 */
export async function hydrateFromSnapshot(): Promise<boolean> {
  const raw = storage()?.getItem(SNAPSHOT_KEY);
  if (!raw) return false;
  let snapshot: Snapshot;
  try {
    snapshot = JSON.parse(raw) as Snapshot;
  } catch {
    return false;
  }
  if (snapshot?.version !== 1 || typeof snapshot.tables !== 'object') return false;
  const names = [...registeredTables().keys()].sort();
  const saved = Object.keys(snapshot.tables).sort();
  if (names.join(',') !== saved.join(',')) return false;
  await restoreTables(snapshot.tables);
  return true;
}

/** Replaces the content of every registered table with the given rows (missing tables end up empty). */
export async function restoreTables(tables: Record<string, object[]>): Promise<void> {
  await withoutPersistence(async () => {
    clearAllTables();
    for (const [name, table] of registeredTables()) {
      await insertAll(table, tables[name] ?? []);
    }
  });
}
