/**
 * Tables of the fake database: @msw/data collections with a hand-written
 * pass-through Standard Schema (the rows are typed by TypeScript; runtime
 * validation would only slow the seed down). Every table registers itself by
 * name so persistence and reseeding cover tables other modules add later.
 */
import { Collection } from '@msw/data';

/** Structural Standard Schema v1 that accepts any value as `T`. */
export interface PassthroughSchema<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { readonly value: T };
    readonly types?: { readonly input: T; readonly output: T };
  };
}

export function passthrough<T>(): PassthroughSchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'zw-fake',
      validate: (value) => ({ value: value as T }),
    },
  };
}

export type Table<T extends object> = Collection<PassthroughSchema<T>>;

/**
 * A table of any row type, for the registry that holds them all. `any` because no real type fits:
 * a Collection is invariant in its row type (its queries take rows in, its finders give them
 * out), so neither `Table<object>` nor `Table<unknown>` accepts a `Table<SysUser>`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: the row type is erased on purpose
type AnyTable = Table<any>;

/** One row written: what persistence needs to know which stored rows to rewrite. */
export type RowChange =
  | { readonly type: 'create'; readonly row: object }
  | { readonly type: 'update'; readonly prev: object; readonly next: object }
  | { readonly type: 'delete'; readonly row: object };

type RowListener = (table: string, change: RowChange) => void;

const registry = new Map<string, AnyTable>();
const primaryKeys = new Map<string, string>();
const writeListeners = new Set<RowListener>();
/** Tables that saw an update or delete since the last takeChangedTables(). */
const changed = new Set<string>();

function notifyWrite(table: string, change: RowChange): void {
  for (const listener of writeListeners) listener(table, change);
}

// A create hook makes every insert await an event dispatch, which would slow the Node
// reseed before every test, so it is attached only once someone listens for writes.
function watchCreates(name: string, table: AnyTable): void {
  table.hooks.on('create', (event) => notifyWrite(name, { type: 'create', row: event.data.record as object }));
}

/** Calls `listener` after every create/update/delete on any table, with the row written (persistence uses it). */
export function onRowWrite(listener: RowListener): () => void {
  if (writeListeners.size === 0) for (const [name, table] of registry) watchCreates(name, table);
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/** Calls `listener` after every create/update/delete on any table. */
export function onAnyWrite(listener: () => void): () => void {
  return onRowWrite(() => listener());
}

/** Names of tables updated or deleted from since the previous call (creates show in count()). */
export function takeChangedTables(): Set<string> {
  const names = new Set(changed);
  changed.clear();
  return names;
}

export interface TableOptions<T extends object> {
  /** The column that identifies a row (default `id`); persistence stores rows under it. */
  primaryKey?: keyof T & string;
}

/** Creates a table and registers it under its SQL name (e.g. `sys_user`). */
export function defineTable<T extends object>(name: string, options: TableOptions<T> = {}): Table<T> {
  if (registry.has(name)) throw new Error(`table ${name} defined twice`);
  const table = new Collection({ schema: passthrough<T>() });
  table.hooks.on('update', (event) => {
    changed.add(name);
    notifyWrite(name, { type: 'update', prev: event.data.prevRecord as object, next: event.data.nextRecord as object });
  });
  table.hooks.on('delete', (event) => {
    changed.add(name);
    notifyWrite(name, { type: 'delete', row: event.data.deletedRecord as object });
  });
  if (writeListeners.size > 0) watchCreates(name, table);
  registry.set(name, table);
  primaryKeys.set(name, options.primaryKey ?? 'id');
  return table;
}

/** The primary key of a row of the named table, as a string ('' when the row has none). */
export function rowKey(table: string, row: object): string {
  const value = (row as Record<string, unknown>)[primaryKeys.get(table) ?? 'id'];
  return value === undefined || value === null ? '' : String(value);
}

export function registeredTables(): ReadonlyMap<string, AnyTable> {
  return registry;
}

/** Inserts rows in order (sequentially, so record order is the array order). */
export async function insertAll<T extends object>(table: Table<T>, rows: readonly T[]): Promise<void> {
  for (const row of rows) await table.create(row);
}

/**
 * The two symbols @msw/data keeps on each record (its record id and its relation map), read off the
 * first record `create` makes; null when this version keeps records otherwise.
 */
let recordSymbols: { id: symbol; relations: symbol } | null | undefined;
let adoptedCount = 0;

function readRecordSymbols(record: object): { id: symbol; relations: symbol } | null {
  const symbols = Object.getOwnPropertySymbols(record);
  const id = symbols.find((s) => s.description === 'kPrimaryKey');
  const relations = symbols.find((s) => s.description === 'kRelationMap');
  return id && relations ? { id, relations } : null;
}

/**
 * Loads rows into an empty table, in order, taking the row objects over as its records. A restore
 * (a reload's saved database, a reseed) is most of the demo's start-up when each row goes through
 * `create`, which deep-copies it, validates it, logs, awaits its hooks and draws a UUID. The rows
 * must be fresh objects nobody else holds (parsed JSON, IndexedDB's copies). No create hooks run:
 * a restore is not a write (persistence is suspended around every caller). Falls back to `create`
 * for a table that is not empty or an @msw/data that keeps its records otherwise.
 */
export async function adoptRows<T extends object>(table: Table<T>, rows: readonly T[]): Promise<void> {
  if (rows.length === 0) return;
  if (table.count() !== 0 || recordSymbols === null) return insertAll(table, rows);
  const first = await table.create(rows[0]!);
  recordSymbols ??= readRecordSymbols(first);
  const records = table.all() as T[];
  if (recordSymbols === null || records.length !== 1 || records[0] !== first) return insertAll(table, rows.slice(1));
  const { id, relations } = recordSymbols;
  for (let i = 1; i < rows.length; i += 1) {
    const row = rows[i]!;
    adoptedCount += 1;
    // Defined this way, neither is enumerable or configurable: as `create` defines them.
    Object.defineProperties(row, { [id]: { value: `adopted-${adoptedCount}` }, [relations]: { value: new Map() } });
    records.push(row);
  }
}

/** Deletes every row of every registered table. */
export function clearAllTables(): void {
  for (const table of registry.values()) table.clear();
}

/** Plain JSON copy of a row (drops the collection's internal symbols). */
export function plain<T extends object>(row: T): T {
  return JSON.parse(JSON.stringify(row)) as T;
}
