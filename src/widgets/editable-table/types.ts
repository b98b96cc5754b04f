/**
 * Public types of the editable table: the column definition with exactly the
 * keys of widgets.md §3, the row model, the props and the imperative handle.
 */
import type { ReactNode } from 'react';
import type { TablePatternName } from '@/validation/table-patterns';
import type { PermissionContext } from '@/session/permissions';

export const COLUMN_TYPES = [
  'input',
  'inputNumber',
  'checkbox',
  'select',
  'sel_depart',
  'sel_user',
  'date',
  'datetime',
  'time',
  'input_pop',
  'textarea',
  'upload',
  'file',
  'image',
  'popup',
  'radio',
  'list_multi',
  'sel_search',
  'sel_search_async',
  'slot',
  'hidden',
] as const;

export type ColumnType = (typeof COLUMN_TYPES)[number];

/** An option: a value plus its text (`text`, `title` or `label`, in that order). */
export interface ColumnOption {
  value: string | number;
  text?: string;
  title?: string;
  label?: string;
  disabled?: boolean;
}

export type Statistic = 'sum' | 'average';

/** What a custom rule handler sees. */
export interface RuleHandlerContext {
  value: unknown;
  row: RowValues;
  column: EditableColumn;
  /** Every row's values, for cross-row checks. */
  rows: readonly RowValues[];
}

/** `true` passes; `false` fails with the rule's message; a string fails with that message. */
export type RuleHandlerResult = boolean | string | { pass: boolean; message?: string };

/** One cell rule of widgets.md §5. `message` may contain `${title}` / `${key}`. */
export type CellRule =
  | { required: boolean; message?: string }
  | { unique: true; message?: string }
  | { pattern: TablePatternName | 'only' | RegExp | string; message?: string }
  | { handler: (ctx: RuleHandlerContext) => RuleHandlerResult | Promise<RuleHandlerResult>; message?: string };

/**
 * Column definition: the keys of widgets.md §3, nothing else. `width` takes
 * pixels or a percentage string; `slot` names an entry of the table's `slots`
 * prop; `dict` is a table dictionary code (`table,text,code`) for
 * `sel_search_async`; `linkageKey` names an entry of `linkageConfig`.
 */
export interface EditableColumn {
  key: string;
  title: string;
  type: ColumnType;
  width?: number | string;
  placeholder?: string;
  defaultValue?: unknown;
  options?: ColumnOption[];
  dictCode?: string;
  validateRules?: CellRule[];
  disabled?: boolean;
  props?: Record<string, unknown>;
  statistics?: Statistic[];
  isOrder?: boolean;
  customValue?: readonly [unknown, unknown];
  defaultChecked?: boolean;
  allowInput?: boolean;
  allowSearch?: boolean;
  allowDownload?: boolean;
  allowRemove?: boolean;
  action?: string;
  token?: boolean;
  responseName?: string;
  number?: number;
  fieldExtendJson?: string;
  store?: string;
  text?: string;
  multi?: boolean;
  popupCode?: string;
  field?: string;
  orgFields?: string;
  destFields?: string;
  param?: Record<string, unknown>;
  sorter?: string;
  dict?: string;
  slot?: string;
  linkageKey?: string;
  showDetails?: boolean;
}

/** A row's values keyed by column key (plus the row key, `id` by default). */
export type RowValues = Record<string, unknown>;

/** widgets.md §3 "Uploaded value (table cell)". */
export interface UploadedValue {
  name: string;
  type?: string;
  size?: number;
  status: 'uploading' | 'done' | 'error';
  percent?: number;
  path?: string;
  url?: string;
  message?: string;
}

/** widgets.md §4 value collection. `values` and `insertedRows` carry no temporary ids. */
export interface CollectedValues {
  values: RowValues[];
  insertedRows: RowValues[];
  updatedRows: RowValues[];
  removedIds: string[];
}

/** Rejection of a validating collection: the first failing cell. */
export interface ValidationFailure {
  tabIndex?: number;
  key: string;
  rowIndex: number;
  rowId: string;
  column: string;
  message: string;
}

export interface CellError {
  rowId: string;
  rowIndex: number;
  key: string;
  title: string;
  message: string;
}

/** `setValues` entry, as in the Vue table: `[{ rowKey, values }]`. */
export interface RowPatch {
  rowKey: string;
  values: RowValues;
}

export interface AddRowsOptions {
  /** 0-based insert index; omitted appends. */
  index?: number;
  /** Scroll the first added row into view. */
  scroll?: boolean;
}

export interface EditableTableHandle {
  getValues(opts?: { validate?: boolean }): Promise<CollectedValues>;
  /** Adds rows (defaults filled in); returns their ids. */
  addRows(rows?: RowValues[] | number, opts?: AddRowsOptions): string[];
  /** Removes rows by id (a row object or an id); throws in tree mode. */
  removeRows(rows: string | RowValues | Array<string | RowValues>): void;
  /** Validates every cell; resolves with the errors (empty when valid). */
  validate(): Promise<CellError[]>;
  clearSelection(): void;
  /** Replaces the rows with `rows` when given an array of rows, or patches rows by `rowKey`. */
  setValues(rows: RowValues[] | RowPatch[]): void;
  /** Selected row ids. */
  getSelection(): string[];
  scrollToRow(rowId: string): void;
}

export type ToolbarButton = 'add' | 'remove' | 'clearSelection' | 'collapse';

/** Condition for rows that cannot be selected or edited: key → value(s), or a predicate. */
export type DisabledRows = Record<string, unknown> | ((row: RowValues) => boolean);

export interface TreeConfig {
  /** GET url of the children, e.g. `/demo/treeTable/children`. */
  url: string;
  /** Query parameter carrying the parent key (default parentId). */
  parentKey?: string;
  params?: Record<string, unknown>;
  condition?: string;
}

export interface SlotContext {
  row: RowValues;
  rowId: string;
  rowIndex: number;
  column: EditableColumn;
  value: unknown;
  disabled: boolean;
  setValue(value: unknown): void;
}

export interface LinkageConfig {
  key: string;
  /** Options of the level below `parent` (null = first level). */
  requestData: (parent: string | null) => Promise<ColumnOption[]> | ColumnOption[];
}

export type MessageLevel = 'success' | 'info' | 'warning' | 'error';

export interface ValueChangeEvent {
  rowId: string;
  key: string;
  value: unknown;
  oldValue: unknown;
  row: RowValues;
}

export interface EditableTableProps {
  columns: EditableColumn[];
  /** Existing rows (ids kept); replaced when a new array is passed. */
  dataSource?: RowValues[];
  rowKey?: string;
  loading?: boolean;
  disabled?: boolean;
  toolbar?: boolean;
  toolbarButtons?: ToolbarButton[];
  rowNumber?: boolean;
  rowSelection?: boolean;
  dragSort?: boolean;
  /** Order key renumbered from 1 (default orderNum, or the column with isOrder). */
  dragSortKey?: string;
  alwaysEdit?: boolean;
  height?: number;
  maxHeight?: number;
  disabledRows?: DisabledRows;
  /** Authorisation prefix: an excluded `add` hides add, an excluded `batch_delete` hides remove. */
  authPre?: string;
  /** Permission lists for authPre (default: the signed-in user's). */
  authContext?: PermissionContext;
  tree?: TreeConfig;
  /** Flash changed cells for 1400 ms after setValues. */
  reloadEffect?: boolean;
  /** Clicking a row opens a popover with renderSubForm(row). */
  clickRowShowSubForm?: boolean;
  renderSubForm?: (row: RowValues, close: () => void) => ReactNode;
  slots?: Record<string, (ctx: SlotContext) => ReactNode>;
  linkageConfig?: LinkageConfig[];
  /** Index of this table's tab in a form with several sub-tables (reported on validation failure). */
  formTabIndex?: number;
  /** Rows rendered beyond the viewport on each side (default 5: spec §9 "about 9 rows around scroll" in all). */
  overscan?: number;
  /** Accessible name of the grid. */
  ariaLabel?: string;
  /**
   * Keeps unsaved rows as a draft under this name (per tab and user): they survive a dead session
   * and the tab bar asks before a refresh or close would lose them. Title shown in the restore offer.
   */
  draftName?: string;
  draftTitle?: string;
  onValueChange?: (event: ValueChangeEvent) => void;
  onSelectionChange?: (ids: string[]) => void;
  onMessage?: (level: MessageLevel, message: string) => void;
}
