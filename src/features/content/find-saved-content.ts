/** After a timed-out save of a content item: is it on the server now? */
import type { ContentInput, ContentRow } from '@/api/content';
import { contentUrls } from '@/api/content';
import { listHolds } from '@/widgets/form';

// Compared as typed: the body is stored cleaned and the time may be re-formatted, so not these.
const NOT_COMPARED = new Set(['content', 'publishTime']);

/**
 * A content item has no unique field, so the area's list is queried by title and column and a row
 * carrying every other typed value is looked for; after an edit it must be the edited row.
 */
export function findSavedContent(segment: string, input: Partial<ContentInput>, mode: 'add' | 'edit', record: ContentRow | null): Promise<boolean> {
  const typed = Object.entries(input).filter(([k]) => !NOT_COMPARED.has(k));
  const expected: Record<string, string> = Object.fromEntries(typed.map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));
  if (mode === 'edit' && record) expected.id = record.id;
  const query: Record<string, string> = { title: expected.title ?? '' };
  if (expected.columnCode) query.columnCode = expected.columnCode;
  return listHolds(contentUrls(segment).list, query, expected);
}
