/**
 * Endpoints of 系统监控: the Spring Boot actuator's metrics and trace, and the Redis figures the
 * backend reads for it.
 */

/** Spring Boot actuator figures of 系统监控: endpoint paths. */
export const ACTUATOR_API = {
  httptrace: '/actuator/httptrace',
} as const;

/** Redis figures of 系统监控: endpoint paths. */
export const REDIS_MONITOR_API = {
  info: '/sys/actuator/redis/info',
  keysSize: '/sys/actuator/redis/keysSize',
  memoryInfo: '/sys/actuator/redis/memoryInfo',
  queryDiskInfo: '/sys/actuator/redis/queryDiskInfo',
} as const;

/** One actuator metric, e.g. `jvm.memory.used`. */
export const actuatorMetricUrl = (name: string): string => `/actuator/metrics/${name}`;
