/**
 * How the list grid lays out its columns: every column sizes to its content (measured by the grid
 * after each page loads), except the main column, which takes the free width and never drops below
 * twelve characters; the actions column stays pinned to the right edge.
 */
import type { ListColumn } from './types';

/** Field of the row-actions column. */
export const ACTIONS_FIELD = '__actions';
/** Field of the row-number column. */
export const INDEX_FIELD = '__index';
/** Twelve CJK characters at the body font size plus the cell padding. */
export const MAIN_MIN_WIDTH = 12 * 14 + 2 * 10 + 4;
/** A measured column never grows past this unless it asks to (its text ends in … with a tooltip). */
export const CONTENT_MAX_WIDTH = 280;
/** Measured widths never fall below this (a header of two characters plus the sort arrow). */
export const CONTENT_MIN_WIDTH = 56;

/** The main column's field: the one marked `main`, else the first column without a renderer, else the first. */
export function mainField<T>(columns: readonly ListColumn<T>[]): string | undefined {
  return (columns.find((c) => c.main) ?? columns.find((c) => !c.render) ?? columns[0])?.field;
}

export interface ColumnSizing {
  width?: number;
  minWidth: number;
  maxWidth?: number;
  flex?: number;
}

/** Width settings handed to the grid for one column before it measures the content. */
export function columnSizing<T>(column: ListColumn<T>, isMain: boolean): ColumnSizing {
  if (isMain) return { flex: 1, minWidth: Math.max(MAIN_MIN_WIDTH, column.width ?? 0) };
  return {
    width: column.width ?? 120,
    minWidth: CONTENT_MIN_WIDTH,
    maxWidth: Math.max(column.maxWidth ?? CONTENT_MAX_WIDTH, CONTENT_MIN_WIDTH),
  };
}

/** The fields the grid measures after a page loads: every shown column but the main one (which flexes). */
export function measuredFields<T>(columns: readonly ListColumn<T>[], hasActions: boolean): string[] {
  const main = mainField(columns);
  const fields = columns.filter((c) => c.field !== main).map((c) => c.field);
  return hasActions ? [...fields, ACTIONS_FIELD] : fields;
}

/** The text a plain (renderer-less) cell shows. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return Array.isArray(value) ? value.map(cellText).join(',') : '';
}
