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

// Heterogeneous registry: the element type is erased on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTable = Table<any>;

const registry = new Map<string, AnyTable>();
const writeListeners = new Set<() => void>();
/** Tables that saw an update or delete since the last takeChangedTables(). */
const changed = new Set<string>();

function notifyWrite(): void {
  for (const listener of writeListeners) listener();
}

// A create hook makes every insert await an event dispatch, which would slow the Node
// reseed before every test, so it is attached only once someone listens for writes.
function watchCreates(table: AnyTable): void {
  table.hooks.on('create', notifyWrite);
}

/** Calls `listener` after every create/update/delete on any table (persistence uses it). */
export function onAnyWrite(listener: () => void): () => void {
  if (writeListeners.size === 0) for (const table of registry.values()) watchCreates(table);
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/** Names of tables updated or deleted from since the previous call (creates show in count()). */
export function takeChangedTables(): Set<string> {
  const names = new Set(changed);
  changed.clear();
  return names;
}

/** Creates a table and registers it under its SQL name (e.g. `sys_user`). */
export function defineTable<T extends object>(name: string): Table<T> {
  if (registry.has(name)) throw new Error(`table ${name} defined twice`);
  const table = new Collection({ schema: passthrough<T>() });
  const onChange = () => {
    changed.add(name);
    notifyWrite();
  };
  table.hooks.on('update', onChange);
  table.hooks.on('delete', onChange);
  if (writeListeners.size > 0) watchCreates(table);
  registry.set(name, table);
  return table;
}

export function registeredTables(): ReadonlyMap<string, AnyTable> {
  return registry;
}

/** Inserts rows in order (sequentially, so record order is the array order). */
export async function insertAll<T extends object>(table: Table<T>, rows: readonly T[]): Promise<void> {
  for (const row of rows) await table.create(row);
}

/** Deletes every row of every registered table. */
export function clearAllTables(): void {
  for (const table of registry.values()) table.clear();
}

/** Plain JSON copy of a row (drops the collection's internal symbols). */
export function plain<T extends object>(row: T): T {
  return JSON.parse(JSON.stringify(row)) as T;
}
