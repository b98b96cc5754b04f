/** Checks after a timed-out save: is the record on the server now? Read through a list endpoint. */
import { getAction } from '@/api/http';
import { unwrap } from '@/api/errors';
import type { Page } from '@/api/types';

/**
 * True when the list, queried by the record's unique fields, holds a row whose fields equal
 * `expected` (compared as text). A failed read rejects: the caller then cannot tell.
 */
export async function listHolds(listUrl: string, unique: Record<string, string>, expected: Record<string, string> = unique): Promise<boolean> {
  const page = unwrap(await getAction<Page<Record<string, unknown>> | null>(listUrl, { ...unique, pageNo: 1, pageSize: 50 }, { silent: true }));
  const same = (row: Record<string, unknown>) => Object.entries(expected).every(([k, v]) => String(row[k] ?? '') === v);
  return (page?.records ?? []).some(same);
}
