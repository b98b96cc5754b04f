/**
 * The figures and the 7-day chart of the home dashboards, as query options shared by the widgets
 * that show them and by the console shell, which starts them as soon as it knows the menu leads
 * to such a screen (not after the shell and the screen have drawn).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getLoginInfo, getVisitInfo } from '@/api/sys/auth';
import { readAnalysisStyle } from './analysis-style';

export const loginInfoQuery = queryOptions({ queryKey: ['sys/loginfo'], queryFn: getLoginInfo });

export const visitInfoQuery = queryOptions({ queryKey: ['sys/visitInfo'], queryFn: getVisitInfo });

/** 首页: the figures and chart, only when the user's chosen style is 统计图表 (the others load their own). */
export function startAnalysisData(client: QueryClient, username: string): void {
  if (readAnalysisStyle(username) !== 'chart') return;
  // prefetchQuery keeps a failure in the cache as an error, never as data; the widget that
  // mounts then asks again and shows the failure with its 重试.
  void client.prefetchQuery(loginInfoQuery);
  void client.prefetchQuery(visitInfoQuery);
}
