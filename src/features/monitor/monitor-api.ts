/**
 * Reads of the monitoring screens (contract §4.24). Actuator endpoints and the two Redis
 * gauges answer bare JSON, so they go through `getJson`; `info` and `queryDiskInfo` carry the
 * Result envelope. Every call is silent: a failed poll shows in the screen, not as a toast
 * repeated every few seconds.
 */
import { getAction, getJson } from '@/api/http';
import type { Result } from '@/api/envelope';
import { ACTUATOR_API, actuatorMetricUrl, REDIS_MONITOR_API, type DiskInfo, type HttpTraceEntry, type MetricResponse, type RedisInfoItem } from '@/api/sys/monitor';

const quiet = { silent: true } as const;

export const metric = (name: string) => getJson<MetricResponse>(actuatorMetricUrl(name), undefined, quiet);

/** Several metrics at once; a metric the server does not know (404) is left out. */
export async function metrics(names: readonly string[]): Promise<Record<string, MetricResponse>> {
  const settled = await Promise.allSettled(names.map((n) => metric(n)));
  const out: Record<string, MetricResponse> = {};
  settled.forEach((s, i) => {
    if (s.status === 'fulfilled') out[names[i]] = s.value;
  });
  if (Object.keys(out).length === 0 && names.length > 0) throw (settled[0] as PromiseRejectedResult).reason;
  return out;
}

/** The measurement of one statistic (VALUE by default; COUNT/TOTAL_TIME/MAX for timers). */
export function measure(m: MetricResponse | undefined, statistic = 'VALUE'): number | undefined {
  return m?.measurements.find((x) => x.statistic === statistic)?.value;
}

export const httpTraces = async () => (await getJson<{ traces: HttpTraceEntry[] }>(ACTUATOR_API.httptrace, undefined, quiet)).traces;

function unwrap<T>(res: Result<T>): T {
  if (!res.success) throw new Error(res.message || '查询失败');
  return res.result;
}

export const redisInfo = async () => unwrap(await getAction<RedisInfoItem[]>(REDIS_MONITOR_API.info, undefined, quiet));
export const redisKeysSize = () => getJson<{ dbSize: number; create_time: number }>(REDIS_MONITOR_API.keysSize, undefined, quiet);
export const redisMemory = () => getJson<{ used_memory: number; create_time: number }>(REDIS_MONITOR_API.memoryInfo, undefined, quiet);
export const diskInfo = async () => unwrap(await getAction<DiskInfo[]>(REDIS_MONITOR_API.queryDiskInfo, undefined, quiet));
