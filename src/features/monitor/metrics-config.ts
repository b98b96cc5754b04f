/**
 * The actuator metrics each metrics screen shows (系统信息, JVM信息, Tomcat信息): name, Chinese
 * description, which statistic and how to display it, plus the figures plotted over time.
 */
import { formatBytes, formatCount, formatDuration, formatPercent, formatSeconds, formatTime } from './format';

export interface MetricRow {
  /** Actuator metric name. */
  name: string;
  label: string;
  statistic?: 'VALUE' | 'COUNT' | 'TOTAL_TIME' | 'MAX';
  format: (v: number | undefined) => string;
}

export interface MetricsScreenConfig {
  rows: readonly MetricRow[];
  /** The figures plotted over time, by metric name; each is labelled as its row in the table. */
  chart: { title: string; format: (v: number) => string; series: readonly string[] };
}

const startTime = (s: number | undefined) => (s === undefined ? '-' : formatTime(s * 1000));
const bytes = (v: number | undefined) => formatBytes(v);

export const SYSTEM_INFO: MetricsScreenConfig = {
  rows: [
    { name: 'system.cpu.count', label: 'CPU 数量', format: formatCount },
    { name: 'system.cpu.usage', label: '系统 CPU 使用率', format: formatPercent },
    { name: 'process.start.time', label: '应用启动时间点', format: startTime },
    { name: 'process.uptime', label: '应用已运行时间', format: formatDuration },
    { name: 'process.cpu.usage', label: '当前应用 CPU 使用率', format: formatPercent },
  ],
  chart: { title: 'CPU 使用率', format: formatPercent, series: ['system.cpu.usage', 'process.cpu.usage'] },
};

export const JVM_INFO: MetricsScreenConfig = {
  rows: [
    { name: 'jvm.memory.max', label: 'JVM 最大内存', format: bytes },
    { name: 'jvm.memory.committed', label: 'JVM 可用内存', format: bytes },
    { name: 'jvm.memory.used', label: 'JVM 已用内存', format: bytes },
    { name: 'jvm.buffer.memory.used', label: 'JVM 缓冲区已用内存', format: bytes },
    { name: 'jvm.buffer.count', label: '当前缓冲区数量', format: formatCount },
    { name: 'jvm.threads.daemon', label: 'JVM 守护线程数量', format: formatCount },
    { name: 'jvm.threads.live', label: 'JVM 当前活跃线程数量', format: formatCount },
    { name: 'jvm.threads.peak', label: 'JVM 峰值线程数量', format: formatCount },
    { name: 'jvm.classes.loaded', label: 'JVM 已加载 Class 数量', format: formatCount },
    { name: 'jvm.classes.unloaded', label: 'JVM 未加载 Class 数量', format: formatCount },
    { name: 'jvm.gc.memory.allocated', label: 'GC 时，年轻代分配的内存空间', format: bytes },
    { name: 'jvm.gc.memory.promoted', label: 'GC 时，老年代分配的内存空间', format: bytes },
    { name: 'jvm.gc.max.data.size', label: 'GC 时，老年代的最大内存空间', format: bytes },
    { name: 'jvm.gc.live.data.size', label: 'FullGC 时，老年代的内存空间', format: bytes },
    { name: 'jvm.gc.pause', statistic: 'COUNT', label: '系统启动以来 GC 次数', format: formatCount },
    { name: 'jvm.gc.pause', statistic: 'TOTAL_TIME', label: '系统启动以来 GC 总耗时', format: formatSeconds },
  ],
  chart: { title: 'JVM 内存', format: formatBytes, series: ['jvm.memory.used', 'jvm.memory.committed'] },
};

export const TOMCAT_INFO: MetricsScreenConfig = {
  rows: [
    { name: 'tomcat.sessions.created', label: 'tomcat 已创建 session 数', format: formatCount },
    { name: 'tomcat.sessions.expired', label: 'tomcat 已过期 session 数', format: formatCount },
    { name: 'tomcat.sessions.active.current', label: 'tomcat 当前活跃 session 数', format: formatCount },
    { name: 'tomcat.sessions.active.max', label: 'tomcat 活跃 session 数峰值', format: formatCount },
    { name: 'tomcat.sessions.rejected', label: '超过 session 最大配置后，拒绝的 session 个数', format: formatCount },
    { name: 'tomcat.global.sent', label: '发送的字节数', format: bytes },
    { name: 'tomcat.global.request.max', label: '请求的最长时间', format: formatSeconds },
    { name: 'tomcat.global.request', statistic: 'COUNT', label: '全局请求次数', format: formatCount },
    { name: 'tomcat.global.request', statistic: 'TOTAL_TIME', label: '全局请求总耗时', format: formatSeconds },
    { name: 'tomcat.servlet.request', statistic: 'COUNT', label: 'servlet 请求次数', format: formatCount },
    { name: 'tomcat.servlet.request', statistic: 'TOTAL_TIME', label: 'servlet 请求总耗时', format: formatSeconds },
    { name: 'tomcat.servlet.request.max', label: 'servlet 请求最长时间', format: formatSeconds },
    { name: 'tomcat.threads.busy', label: 'tomcat 繁忙线程数', format: formatCount },
    { name: 'tomcat.threads.current', label: 'tomcat 当前线程数', format: formatCount },
    { name: 'tomcat.threads.config.max', label: 'tomcat 配置的最大线程数', format: formatCount },
  ],
  chart: { title: 'Tomcat 活跃 session 与繁忙线程', format: formatCount, series: ['tomcat.sessions.active.current', 'tomcat.threads.busy'] },
};
