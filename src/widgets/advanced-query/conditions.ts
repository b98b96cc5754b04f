/** Pure rules of the advanced query: empty checks, the params sent, saved-query storage. */
import type { SuperQueryCondition } from '@/api/envelope';
import { ls } from '@/lib/storage';
import type { ConditionRecord, MatchType, SavedQuery, SuperQueryField } from './types';

export const SAVED_KEY_PREFIX = 'JSuperQuerySaved_';

export const newRecord = (): ConditionRecord => ({ rule: 'eq' });

function hasValue(val: ConditionRecord['val']): boolean {
  if (Array.isArray(val)) return val.length > 0;
  return val !== undefined && val !== null && String(val).trim() !== '';
}

/** A row the backend would use: field, rule and value all present. */
export function isComplete(record: ConditionRecord): boolean {
  return Boolean(record.field) && Boolean(record.rule) && hasValue(record.val);
}

/** No usable condition at all (不能查询空条件 / 空条件不能保存). */
export function isEmptyQuery(records: readonly ConditionRecord[]): boolean {
  return !records.some(isComplete);
}

/** The params the list sends: complete rows only, multi-values comma-joined, type/dbType kept. */
export function toParams(records: readonly ConditionRecord[]): SuperQueryCondition[] {
  return records.filter(isComplete).map((r) => {
    const out: SuperQueryCondition = { field: r.field as string, rule: r.rule, val: Array.isArray(r.val) ? r.val.join(',') : String(r.val).trim() };
    if (r.type) out.type = r.type;
    if (r.dbType) out.dbType = r.dbType;
    return out;
  });
}

/** A row after choosing a field: the field's type and dbType travel with the condition; the value resets. */
export function withField(record: ConditionRecord, field: SuperQueryField | undefined): ConditionRecord {
  return { rule: record.rule, field: field?.value, type: field?.type, dbType: field?.dbType, val: undefined };
}

/** The value editor edits several values (dictionary IN or a multi field). */
export function isMultiValue(field: SuperQueryField | undefined, record: ConditionRecord): boolean {
  if (!field) return false;
  return field.type === 'list_multi' || (record.rule === 'in' && Boolean(field.dictCode || field.options));
}

export function savedKey(saveCode: string): string {
  return SAVED_KEY_PREFIX + saveCode;
}

export function loadSavedQueries(saveCode: string): SavedQuery[] {
  const stored = ls.get<unknown>(savedKey(saveCode));
  if (!Array.isArray(stored)) return [];
  return stored.filter((q): q is SavedQuery => Boolean(q) && typeof (q as SavedQuery).title === 'string' && Array.isArray((q as SavedQuery).records));
}

export function storeSavedQueries(saveCode: string, queries: readonly SavedQuery[]): void {
  ls.set(savedKey(saveCode), queries);
}

/** The saved entry: only the condition fields (no options or other view state). */
export function toSavedQuery(title: string, matchType: MatchType, records: readonly ConditionRecord[]): SavedQuery {
  return {
    title,
    matchType,
    records: records.filter(isComplete).map(({ field, rule, val, type, dbType }) => ({ field, rule, val, type, dbType })),
  };
}

/** Adds `query`, replacing an entry with the same title in place. */
export function upsertSavedQuery(list: readonly SavedQuery[], query: SavedQuery): SavedQuery[] {
  const at = list.findIndex((q) => q.title === query.title);
  if (at < 0) return [...list, query];
  return list.map((q, i) => (i === at ? query : q));
}
