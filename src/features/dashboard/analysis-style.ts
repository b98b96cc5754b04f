/**
 * The home page style of the analysis dashboard (the Vue console's 请选择首页样式), remembered per
 * user in local storage so that each person on a shared machine keeps their own.
 */
import { ls, type NamespacedStorage } from '@/lib/storage';

export type AnalysisStyle = 'chart' | 'bdc' | 'task';

export const ANALYSIS_STYLES: ReadonlyArray<{ value: AnalysisStyle; label: string }> = [
  { value: 'chart', label: '统计图表' },
  { value: 'bdc', label: '统计图表2' },
  { value: 'task', label: '任务表格' },
];

export const DEFAULT_ANALYSIS_STYLE: AnalysisStyle = 'chart';

export const ANALYSIS_STYLE_LABEL = '请选择首页样式';

const keyOf = (username: string) => `ANALYSIS_STYLE:${username}`;

const isStyle = (x: unknown): x is AnalysisStyle => ANALYSIS_STYLES.some((s) => s.value === x);

/** The user's stored style; anything unknown (old value, hand-edited storage) reads as the default. */
export function readAnalysisStyle(username: string, storage: NamespacedStorage = ls): AnalysisStyle {
  const stored = storage.get<unknown>(keyOf(username));
  return isStyle(stored) ? stored : DEFAULT_ANALYSIS_STYLE;
}

export function saveAnalysisStyle(username: string, style: AnalysisStyle, storage: NamespacedStorage = ls): void {
  storage.set(keyOf(username), style);
}
