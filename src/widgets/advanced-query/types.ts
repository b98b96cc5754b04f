import type { SuperQueryRule } from '@/api/envelope';

/** How a field's value is edited and sent (`type` is also sent for date/datetime). */
export type SuperQueryFieldType = 'string' | 'int' | 'number' | 'date' | 'datetime' | 'time' | 'list_multi' | 'switch';

/** A queryable field (JSuperQuery's `fieldList` item). */
export interface SuperQueryField {
  /** Entity property sent as `field`. */
  value: string;
  /** Label shown in the field select. */
  text: string;
  type?: SuperQueryFieldType;
  /** Backend cast: int | bigdecimal | short | long | float | double | boolean. */
  dbType?: string;
  /** Values come from this dictionary (a select). */
  dictCode?: string;
  /** Values come from these options (a select). */
  options?: ReadonlyArray<{ value: string; text: string }>;
}

/** One condition row as edited; `val` is an array while a multi-select edits it. */
export interface ConditionRecord {
  field?: string;
  rule: SuperQueryRule;
  val?: string | string[];
  type?: string;
  dbType?: string;
}

export type MatchType = 'and' | 'or';

/** A saved query, stored per page path (JSuperQuery's format). */
export interface SavedQuery {
  title: string;
  matchType: MatchType;
  records: ConditionRecord[];
}
