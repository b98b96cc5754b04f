/** Checks after a timed-out save: is the record on the server now? Read through a list endpoint. */
import { getAction } from '@/api/http';
import { unwrap } from '@/api/errors';
import type { Page } from '@/api/envelope';

/**
 * True when the list, queried by the record's unique fields, holds a row whose fields equal
 * `expected` (compared as trimmed text). A failed read rejects: the caller then cannot tell.
 */
export async function listHolds(listUrl: string, unique: Record<string, string>, expected: Record<string, string> = unique): Promise<boolean> {
  const page = unwrap(await getAction<Page<Record<string, unknown>> | null>(listUrl, { ...unique, pageNo: 1, pageSize: 50 }, { silent: true }));
  // Trimmed on both sides: some forms send what was typed, others trim it first.
  const same = (row: Record<string, unknown>) => Object.entries(expected).every(([k, v]) => String(row[k] ?? '').trim() === v.trim());
  return (page?.records ?? []).some(same);
}

export interface SavedInListOptions<V, R> {
  /**
   * The list endpoint whose query filters by the fields below (the QueryGenerator's equality); a
   * screen's optional list URL may be passed as is: without one the save cannot be checked.
   */
  listUrl: string | undefined;
  /**
   * What to query by: the record's unique fields where it has some (a code, a class name), else the
   * form's distinguishing text fields. Empty values are left out of the query.
   */
  query: (values: V, record: R | null) => Record<string, string>;
  /** Every typed value the saved row must carry, compared as text. */
  expected: (values: V, record: R | null) => Record<string, string>;
}

/**
 * A `findSaved` read through a list: after a timed-out add, a row with the typed values; after a
 * timed-out edit, the edited row (same id) carrying them.
 */
export function savedInList<V, R extends { id?: unknown }>({ listUrl, query, expected }: SavedInListOptions<V, R>) {
  return async (values: V, mode: 'add' | 'edit', record: R | null): Promise<boolean> => {
    if (!listUrl) throw new Error('no list to check the save against');
    const want = expected(values, record);
    if (mode === 'edit' && record?.id !== undefined) want.id = String(record.id);
    const filter = Object.fromEntries(Object.entries(query(values, record)).filter(([, v]) => v !== ''));
    return listHolds(listUrl, filter, want);
  };
}

/** The trimmed text of the named form values (what the forms send). */
export function pickTrimmed(values: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, (values[n] ?? '').trim()]));
}
