/** The 定时任务 screen as configuration of the list helper (contract §4.14; Vue QuartzJobList). */
import type { QuartzJobRow } from '@/api/sys/quartz';
import type { SuperQueryField } from '@/widgets/advanced-query';
import type { ListColumn, ListUrls, QueryField } from '@/widgets/list';
import { QUARTZ_API } from '@/api/sys/quartz';

export const QUARTZ_URLS: ListUrls = {
  list: QUARTZ_API.list,
  delete: QUARTZ_API.delete,
  deleteBatch: QUARTZ_API.deleteBatch,
};

export const STATUS_DICT = 'quartz_status';
export const STATUS_RUNNING = 0;
export const STATUS_STOPPED = -1;

export const QUARTZ_COLUMNS: readonly ListColumn<QuartzJobRow>[] = [
  { field: 'jobClassName', title: '任务类名', flex: 2, sortable: true },
  { field: 'cronExpression', title: 'Cron表达式', flex: 1 },
  { field: 'parameter', title: '参数', flex: 1 },
  { field: 'description', title: '描述', flex: 1 },
  { field: 'status_dictText', title: '状态', width: 90, sortable: true },
];

export const QUARTZ_QUERY: readonly QueryField[] = [
  { name: 'jobClassName', label: '任务类名', mode: 'like' },
  { name: 'status', label: '任务状态', type: 'select', dictCode: STATUS_DICT, placeholder: '请选择' },
];

export const QUARTZ_SUPER_QUERY: readonly SuperQueryField[] = [
  { value: 'jobClassName', text: '任务类名' },
  { value: 'cronExpression', text: 'Cron表达式' },
  { value: 'description', text: '描述' },
  { value: 'status', text: '状态', dictCode: STATUS_DICT, dbType: 'int' },
];

export const QUARTZ_TEXT = {
  jobClassName: '任务类名',
  cronExpression: 'Cron表达式',
  parameter: '参数',
  description: '描述',
  status: '状态',
  classRequired: '请输入任务类名!',
  classTaken: '任务类名已存在：每个任务类只能有一个定时任务',
  cronRequired: '请输入cron表达式!',
  cancel: '取消',
  ok: '确定',
  close: '关闭',
  start: '启动',
  stop: '停止',
  execute: '立即执行',
  confirmStart: { title: '确认启动', content: '是否启动选中任务?' },
  confirmStop: { title: '确认暂停', content: '是否暂停选中任务?' },
  confirmExecute: { title: '确认提示', content: '是否立即执行任务?' },
} as const;
