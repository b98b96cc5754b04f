/**
 * The figures and the 7-day chart of the home dashboards, as query options shared by the widgets
 * that show them and by the console's start, which sends them as soon as it expects such a screen
 * (not after the shell and the screen have drawn). Plain options, not the query library's
 * `queryOptions`: the early start must not wait for that library's chunk.
 */
import { adoptAnswered, type EarlyCall } from '@/lib/early-call';
import { getLoginInfo, getVisitInfo } from '@/api/sys/auth';
import { readAnalysisStyle } from './analysis-style';

export const loginInfoQuery = { queryKey: ['sys/loginfo'] as const, queryFn: getLoginInfo };

export const visitInfoQuery = { queryKey: ['sys/visitInfo'] as const, queryFn: getVisitInfo };

/** A query's call as an early call. */
function earlyCallOf<T>(options: { queryKey: readonly string[]; queryFn: () => Promise<T> }): EarlyCall {
  return {
    send: options.queryFn,
    // prefetchQuery keeps a failure in the cache as an error, never as data; the widget that
    // mounts then asks again and shows the failure with its 重试.
    adopt: (client, sent) => {
      if (adoptAnswered(client, options.queryKey, sent)) return;
      void client.prefetchQuery({ queryKey: options.queryKey, queryFn: sent ? () => sent.answer : options.queryFn });
    },
  };
}

/** 首页: the figures and chart, only when the user's chosen style is 统计图表 (the others load their own). */
export function analysisCalls(username: string): EarlyCall[] {
  if (readAnalysisStyle(username) !== 'chart') return [];
  return [earlyCallOf(loginInfoQuery), earlyCallOf(visitInfoQuery)];
}
