/** The 日志管理 screen (contract §4.15; Vue LogList): one list per log type. */
import type { SysLogRow } from '@/api/sys/log';
import type { ListColumn, ListUrls, QueryField } from '@/widgets/list';
import { LOG_API } from '@/api/sys/log';

export type LogRow = SysLogRow;

export const LOGIN_LOG = '1';
export const OPERATION_LOG = '2';

export const LOG_URLS: ListUrls = {
  list: LOG_API.list,
  delete: LOG_API.delete,
  deleteBatch: LOG_API.deleteBatch,
};

/** SysLogController.ALL_ClEAR: the batch delete of every row. */
export const ALL_CLEAR = 'allclear';

const BASE_COLUMNS: readonly ListColumn<LogRow>[] = [
  // A fixed width: as a flex column the content would shrink to nothing beside eight fixed ones.
  { field: 'logContent', title: '日志内容', width: 260 },
  { field: 'userid', title: '操作人ID', width: 100 },
  { field: 'username', title: '操作人名称', width: 100 },
  { field: 'ip', title: 'IP', width: 125 },
  { field: 'costTime', title: '耗时(毫秒)', width: 95, sortable: true },
  { field: 'logType_dictText', title: '日志类型', width: 90 },
  { field: 'createTime', title: '创建时间', width: 165, sortable: true },
];

export function logColumns(logType: string): readonly ListColumn<LogRow>[] {
  if (logType !== OPERATION_LOG) return BASE_COLUMNS;
  return [...BASE_COLUMNS.slice(0, -1), { field: 'operateType_dictText', title: '操作类型', width: 85 }, BASE_COLUMNS[BASE_COLUMNS.length - 1]];
}

export function logQuery(logType: string): readonly QueryField[] {
  const fields: QueryField[] = [
    // keyWord goes out as typed: the controller wraps it in LIKE itself.
    { name: 'keyWord', label: '搜索日志', placeholder: '请输入搜索关键词' },
    { name: 'createTime', label: '创建时间', type: 'dateRange' },
  ];
  if (logType === OPERATION_LOG) fields.push({ name: 'operateType', label: '操作类型', type: 'select', dictCode: 'operate_type' });
  return fields;
}

export const LOG_TEXT = {
  tabs: { [LOGIN_LOG]: '登录日志', [OPERATION_LOG]: '操作日志' },
  expand: '展开',
  collapse: '收起',
  method: '请求方法:',
  params: '请求参数:',
  clearAll: '清空日志',
  confirmClear: { title: '确认清空', content: '是否清空全部日志?' },
} as const;
