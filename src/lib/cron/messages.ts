/** User-facing text of the cron editor (titles copied from the widgets spec). */
import type { FieldName } from './cron-model';

export const CRON_TEXT = {
  title: 'Cron表达式',
  select: '选择',
  previewTitle: '近十次执行时间（不含年）',
  noRuns: '无执行时间',
  ok: '确定',
  cancel: '取消',
  expression: '表达式',
  description: '说明',
  inputLabel: 'Cron表达式',
  inputPlaceholder: '请选择或输入Cron表达式',
  custom: '自定义',
  customHint: '该部分为手动输入，选择其他方式将替换它',
  neverFires: '该表达式不会再执行，Quartz无法调度',
  numberRange: (min: number, max: number) => `请输入${min}到${max}之间的整数`,
  pickAtLeastOne: '请至少选择一项',
} as const;

/** Tab labels, in Quartz field order. */
export const TAB_LABELS: Record<FieldName, string> = {
  second: '秒',
  minute: '分',
  hour: '时',
  day: '日',
  month: '月',
  week: '周',
  year: '年',
};

/** Per simple field: the unit shown next to numbers and the "every" option. */
export const SIMPLE_TEXT = {
  second: { unit: '秒', every: '每秒', stepUnit: '秒' },
  minute: { unit: '分', every: '每分钟', stepUnit: '分钟' },
  hour: { unit: '时', every: '每小时', stepUnit: '小时' },
  month: { unit: '月', every: '每月', stepUnit: '个月' },
  year: { unit: '年', every: '每年', stepUnit: '年' },
} as const;

export const MODE_TEXT = {
  notSet: '不指定',
  range: '周期',
  incremental: '循环',
  list: '指定',
  everyDay: '每日',
  everyWeekday: '每天',
  last: '最后一日',
  lastWorkday: '最后一个工作日',
  lastOffset: '月末前',
  nearestWorkday: '工作日',
  lastWeekday: '最后一个',
  nth: '第几个',
} as const;
