/**
 * Endpoints of 系统监控: the Spring Boot actuator's metrics and trace, and the Redis figures the
 * backend reads for it.
 */
import { controllerPaths } from '../crud-endpoints';

/** One figure of a metric (Spring Boot actuator `Sample`). */
export interface MetricMeasurement {
  statistic: 'VALUE' | 'COUNT' | 'TOTAL_TIME' | 'MAX' | 'TOTAL';
  value: number;
}

/** `GET /actuator/metrics/{name}` body (Spring Boot actuator MetricResponse). */
export interface MetricResponse {
  name: string;
  description: string | null;
  baseUnit: string | null;
  measurements: MetricMeasurement[];
  availableTags: Array<{ tag: string; values: string[] }>;
}

/** One `/actuator/httptrace` entry (Spring Boot 2.x HttpTrace). */
export interface HttpTraceEntry {
  timestamp: string;
  principal: { name: string } | null;
  session: { id: string } | null;
  request: { method: string; uri: string; headers: Record<string, string[]>; remoteAddress: string | null };
  response: { status: number; headers: Record<string, string[]> };
  timeTaken: number;
}

/** `RedisInfo` of JeecgBoot: one `INFO` line with a Chinese description. */
export interface RedisInfoItem {
  key: string;
  value: string;
  description: string;
}

/** `queryDiskInfo` entry: path, total and free bytes, used percentage. */
export interface DiskInfo {
  name: string;
  max: number;
  rest: number;
  restPPT: number;
}

/** Spring Boot actuator figures of 系统监控: endpoint paths. */
export const ACTUATOR_API = {
  httptrace: '/actuator/httptrace',
} as const;

/** Redis figures of 系统监控: endpoint paths. */
export const REDIS_MONITOR_API = controllerPaths('/sys/actuator/redis', ['info', 'keysSize', 'memoryInfo', 'queryDiskInfo']);

/** One actuator metric, e.g. `jvm.memory.used`. */
export const actuatorMetricUrl = (name: string): string => `/actuator/metrics/${name}`;
