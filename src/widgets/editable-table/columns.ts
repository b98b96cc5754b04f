/**
 * Column helpers: placeholder templating, sizes of spec §9, default values of
 * new rows, option texts and the few per-type conventions (customValue pairs,
 * fieldExtendJson, popup configuration).
 */
import type { ColumnOption, ColumnType, EditableColumn, RowValues } from './types';
import { ET_SIZES, ET_TEXT } from './messages';

/** `${title}`, `${key}` and `${defaultValue}` in a placeholder or message. */
export function fillTemplate(text: string, column: Pick<EditableColumn, 'title' | 'key' | 'defaultValue'>): string {
  return text.replace(/\$\{(title|key|defaultValue)\}/g, (_, name: 'title' | 'key' | 'defaultValue') => {
    const v = column[name];
    return v === undefined || v === null ? '' : String(v);
  });
}

export function placeholderOf(column: EditableColumn): string {
  if (column.placeholder !== undefined) return fillTemplate(column.placeholder, column);
  return '';
}

const DEFAULT_WIDTH: Partial<Record<ColumnType, number>> = {
  datetime: ET_SIZES.datetimeWidth,
  sel_user: ET_SIZES.userWidth,
  sel_depart: ET_SIZES.departWidth,
};

const MIN_WIDTH: Partial<Record<ColumnType, number>> = {
  datetime: ET_SIZES.datetimeMinWidth,
  sel_user: ET_SIZES.userMinWidth,
  sel_depart: ET_SIZES.departMinWidth,
  date: ET_SIZES.dateMinWidth,
};

export function minWidthOf(type: ColumnType): number {
  return MIN_WIDTH[type] ?? 0;
}

/**
 * Pixel width of a column: its own width (pixels, or a percentage of
 * `available`), else the type's default, never below the type's minimum.
 */
export function widthOf(column: EditableColumn, available = 0): number {
  let width: number | undefined;
  if (typeof column.width === 'number') width = column.width;
  else if (typeof column.width === 'string') {
    const pct = /^(\d+(?:\.\d+)?)%$/.exec(column.width.trim());
    const px = /^(\d+(?:\.\d+)?)(?:px)?$/.exec(column.width.trim());
    if (pct && available > 0) width = (available * Number(pct[1])) / 100;
    else if (px) width = Number(px[1]);
  }
  width ??= DEFAULT_WIDTH[column.type] ?? ET_SIZES.defaultWidth;
  return Math.round(Math.max(width, minWidthOf(column.type)));
}

/** Text of an option: text, then title, then label, then the value itself. */
export function optionText(option: ColumnOption): string {
  return option.text ?? option.title ?? option.label ?? String(option.value);
}

/** Merges inline options with dictionary items; inline options win on equal values. */
export function mergeOptions(inline: readonly ColumnOption[] | undefined, dict: readonly ColumnOption[] | undefined): ColumnOption[] {
  const out: ColumnOption[] = [...(inline ?? [])];
  const seen = new Set(out.map((o) => String(o.value)));
  for (const o of dict ?? []) {
    if (!seen.has(String(o.value))) {
      seen.add(String(o.value));
      out.push(o);
    }
  }
  return out;
}

/** The checked/unchecked pair of a checkbox column (default true/false). */
export function checkboxValues(column: EditableColumn): readonly [unknown, unknown] {
  return column.customValue && column.customValue.length === 2 ? column.customValue : [true, false];
}

export function parseExtend(column: EditableColumn): Record<string, unknown> {
  if (!column.fieldExtendJson) return {};
  try {
    const parsed: unknown = JSON.parse(column.fieldExtendJson);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    // A broken extension string configures nothing rather than breaking the table.
    return {};
  }
}

/** list_multi is multiple unless fieldExtendJson sets multiSelect to 0 (spec §5). */
export function isMultiSelect(column: EditableColumn): boolean {
  if (column.type !== 'list_multi') return column.multi === true;
  const ext = parseExtend(column);
  return !(ext.multiSelect === 0 || ext.multiSelect === '0' || ext.multiSelect === false);
}

/** Default value of a new row's cell. */
export function defaultValueOf(column: EditableColumn): unknown {
  if (column.type === 'checkbox') {
    const [on, off] = checkboxValues(column);
    if (column.defaultValue !== undefined) return column.defaultValue;
    return column.defaultChecked ? on : off;
  }
  if (column.defaultValue === undefined) return column.type === 'inputNumber' ? null : '';
  // Arrays and objects are copied so rows never share one mutable default.
  return typeof column.defaultValue === 'object' && column.defaultValue !== null
    ? structuredClone(column.defaultValue)
    : column.defaultValue;
}

export function defaultRow(columns: readonly EditableColumn[]): RowValues {
  const row: RowValues = {};
  for (const c of columns) row[c.key] = defaultValueOf(c);
  return row;
}

export const splitList = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Popup columns need a code and origin/target fields of equal length (spec §5); undefined = fine. */
export function popupConfigError(column: EditableColumn): string | undefined {
  if (!column.popupCode || !column.orgFields || !column.destFields) return ET_TEXT.popupBadConfig;
  if (splitList(column.orgFields).length !== splitList(column.destFields).length) return ET_TEXT.popupFieldMismatch;
  return undefined;
}

/** Types whose editor is always shown (no click-to-edit). */
export const ALWAYS_VISIBLE: ReadonlySet<ColumnType> = new Set<ColumnType>(['checkbox', 'radio', 'upload', 'file', 'image', 'slot']);

/** Types whose editor owns Arrow and Enter keys while open. */
export const OWNS_ARROWS: ReadonlySet<ColumnType> = new Set<ColumnType>([
  'select',
  'list_multi',
  'sel_search',
  'sel_search_async',
  'textarea',
  'input_pop',
  'radio',
]);

/** The order key: the explicit prop, else the isOrder column, else orderNum. */
export function orderKeyOf(columns: readonly EditableColumn[], dragSortKey?: string): string {
  return dragSortKey ?? columns.find((c) => c.isOrder)?.key ?? 'orderNum';
}
