/** Types and small pure helpers of the row store. */
import type { DisabledRows, RowValues } from './types';

export const ROOT = '__root__';
export const TEMP_PREFIX = 'row_';

export type ChildState = 'none' | 'pending' | 'loading' | 'loaded';

export interface RowRecord {
  id: string;
  values: RowValues;
  isNew: boolean;
  parentId: string | null;
  depth: number;
  hasChildren: boolean;
  childState: ChildState;
  expanded: boolean;
  /** The loading child a collapsed parent shows until its children arrive. */
  placeholder: boolean;
}

export interface RowRef {
  id: string;
  depth: number;
}

export interface RowView {
  id: string;
  values: RowValues;
  isNew: boolean;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  loading: boolean;
  placeholder: boolean;
  selected: boolean;
  disabled: boolean;
  errors: Readonly<Record<string, string>> | null;
  /** Column key of the cursor when it is in this row. */
  cursorKey: string | null;
  editing: boolean;
  flash: ReadonlySet<string> | null;
}

export interface Structure {
  visible: readonly RowRef[];
  version: number;
}

export interface Meta {
  selectedCount: number;
  rowCount: number;
  hasDisabled: boolean;
}

export interface Cursor {
  rowId: string;
  key: string;
}

export type Listener = () => void;

export interface StoreOptions {
  rowKey?: string;
  orderKey?: string | null;
  disabledRows?: DisabledRows;
  disabled?: boolean;
  defaults?: () => RowValues;
  tree?: boolean;
}

export function rowMatches(cond: DisabledRows | undefined, values: RowValues): boolean {
  if (!cond) return false;
  if (typeof cond === 'function') return cond(values);
  // Any listed key holding the listed value (or one of the listed values) disables the row.
  return Object.entries(cond).some(([k, v]) => (Array.isArray(v) ? v.includes(values[k]) : values[k] === v));
}

/** An inline `{ key: value }` condition is equal to its previous render's copy; predicates compare by identity. */
export function sameCondition(a: DisabledRows | undefined, b: DisabledRows | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a === 'function' || typeof b === 'function') return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

export const sameValue = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && JSON.stringify(a) === JSON.stringify(b));

