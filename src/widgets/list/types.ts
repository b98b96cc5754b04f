import type { ReactNode } from 'react';
import type { SearchMode } from '@/lib/search';

/** The endpoints a list page works against (the Vue mixin's `url` object). */
export interface ListUrls {
  list?: string;
  delete?: string;
  deleteBatch?: string;
  exportXls?: string;
  importExcel?: string;
}

export type SortOrder = 'asc' | 'desc';

export interface SortState {
  column: string;
  order: SortOrder;
}

/** A grid column: `field` is the record key, also sent as `column` when sorting. */
export interface ListColumn<T> {
  field: string;
  title: string;
  /** Width before the grid measures the content; the column then sizes to its content. */
  width?: number;
  /** Kept for screens written before content sizing; only the main column takes the free width. */
  flex?: number;
  /**
   * The column staff read a row by (a title, a name): it takes the free width, never narrower than
   * twelve characters, and wraps to two lines. Defaults to the first column without `render`.
   */
  main?: boolean;
  /** Upper bound of the content size (longer text ends in … with a tooltip). */
  maxWidth?: number;
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
  render?: (row: T) => ReactNode;
}

/** A screen's own row action, shown in the pinned actions column after 编辑 and 详情, before 删除. */
/** A link of a row's 操作 column beside 编辑 / 详情 / 删除 (e.g. 功能测试, 字典配置, 强退). */
export interface RowAction {
  label: string;
  onClick: () => void;
  /** 'error' for an action that ends something (强退), as 删除 is shown. */
  color?: 'error';
  /** The accessible name where the label alone repeats on every row (e.g. 发送测试 plus the template's code). */
  ariaLabel?: string;
  /** Shown but not usable for this row (e.g. 下载 of a file without a stored URL). */
  disabled?: boolean;
}

/** A query-form field; `mode` wraps the value for the backend (like → *v*, ne → !v, ge → >=v, le → <=v). */
export interface QueryField {
  name: string;
  label: string;
  mode?: SearchMode;
  placeholder?: string;
  /** A select over a dictionary or fixed options instead of a text box. */
  dictCode?: string;
  options?: ReadonlyArray<{ value: string; text: string }>;
  /** A date range sent as `<name>_begin` / `<name>_end`. */
  type?: 'text' | 'select' | 'dateRange';
}
