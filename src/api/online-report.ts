/**
 * Online reports (`/online/cgreport/api/*`): the columns and query conditions the JPopup picker reads.
 */
import type { DictMap } from './envelope';

/** A column of `getRpColumns` (online report; closed source, shape as JPopup reads it). */
export interface OnlReportColumn {
  title: string;
  dataIndex: string;
  align?: 'left' | 'center' | 'right';
  width?: number | null;
  sorter?: boolean;
  /** A dictionary code whose texts replace the cell values. */
  customRender?: string;
}

/** `GET /online/cgreport/api/getRpColumns/{code}` result. */
export interface OnlReportColumns {
  columns: OnlReportColumn[];
  dictOptions: DictMap;
  cgRpConfigId: string;
  cgRpConfigName: string;
}

/** One query condition of `GET /online/cgreport/api/getQueryInfo/{id}`. */
export interface OnlReportQueryItem {
  field: string;
  label: string;
  /** 'text' | 'list' | 'date' | 'datetime' | 'number' */
  view: string;
  /** 'single' sends `field`; 'group' sends `field_begin` / `field_end`. */
  mode: 'single' | 'group';
  dictCode?: string | null;
  /** '1' = shown only after 展开. */
  hidden: '0' | '1';
}

/** Endpoint paths of one online report, by its code (columns) or its config id (query, data). */
export const ONLINE_REPORT_API = {
  columns: (code: string): string => `/online/cgreport/api/getRpColumns/${encodeURIComponent(code)}`,
  queryInfo: (configId: string): string => `/online/cgreport/api/getQueryInfo/${encodeURIComponent(configId)}`,
  data: (configId: string): string => `/online/cgreport/api/getData/${encodeURIComponent(configId)}`,
} as const;
