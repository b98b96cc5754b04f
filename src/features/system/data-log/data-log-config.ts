/** The 数据日志 screen (contract §4.18; Vue DataLogList + DataLogCompareModal). */
import type { SysDataLog } from '@/api/sys/data-log';
import type { ListColumn, ListUrls, QueryField } from '@/widgets/list';
import { DATA_LOG_API } from '@/api/sys/data-log';

export type DataLogRow = SysDataLog;

export const DATA_LOG_URLS: ListUrls = { list: DATA_LOG_API.list };

export const DATA_LOG_COLUMNS: readonly ListColumn<DataLogRow>[] = [
  { field: 'dataTable', title: '表名', width: 150, sortable: true },
  { field: 'dataId', title: '数据ID', width: 190 },
  { field: 'dataVersion', title: '版本号', width: 80, sortable: true },
  { field: 'dataContent', title: '数据内容', flex: 1 },
  { field: 'createBy', title: '创建人', width: 100 },
  { field: 'createTime', title: '创建时间', width: 170, sortable: true },
];

export const DATA_LOG_QUERY: readonly QueryField[] = [
  { name: 'dataTable', label: '表名' },
  { name: 'dataId', label: '数据ID' },
];

export const DATA_LOG_TEXT = {
  compare: '数据比较',
  pickTwo: '请选择两条数据',
  sameRecord: '请选择相同的数据库表和数据ID进行比较',
  notice: '提示信息',
  title: '数据比较',
  field: '字段',
  version: (v: string) => `版本${v}`,
  close: '关闭',
  table: '表名',
  dataId: '数据ID',
  left: '版本（左）',
  right: '版本（右）',
  versions: '版本号',
} as const;

/** The fields of a JSON snapshot as strings (non-JSON content shows as one `dataContent` field). */
export function snapshotFields(content: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(content);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)]));
    }
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return { dataContent: content };
}

export interface CompareLine {
  field: string;
  left: string;
  right: string;
  changed: boolean;
}

/** Every field of either version, in first-seen order, flagged when the two differ. */
export function compareLines(left: string, right: string): CompareLine[] {
  const a = snapshotFields(left);
  const b = snapshotFields(right);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.map((field) => ({ field, left: a[field] ?? '', right: b[field] ?? '', changed: (a[field] ?? '') !== (b[field] ?? '') }));
}
