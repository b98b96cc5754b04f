/**
 * The monitoring endpoints (contract §4.24: Spring Boot actuator + `/sys/actuator/redis/*`).
 * The contract names them but gives no shapes; these follow Spring Boot 2.6 actuator and
 * JeecgBoot's ActuatorRedisController (documented in fake-server/README.md "Monitoring").
 * Figures are plausible and move with time (slow waves plus jitter), so charts that poll them
 * visibly change; nothing here is stored in the tables, so a reset does not affect them.
 */
import { HttpResponse, http, type HttpHandler } from 'msw';
import { okMsgData } from '../lib/result';
import { api, apiPath, apiUrl } from '../lib/route';
import type { DiskInfo, HttpTraceEntry, MetricMeasurement, MetricResponse, RedisInfoItem } from '@/api/sys/monitor';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** The fake JVM "started" three days before this module loaded. */
const PROCESS_START_MS = Date.now() - 3 * 24 * 3600_000 - 4 * 3600_000;

/** A slow wave in [-1, 1] with a period in seconds, so consecutive polls differ smoothly. */
const wave = (periodS: number, phase = 0) => Math.sin((Date.now() / 1000 / periodS) * 2 * Math.PI + phase);
const jitter = (spread: number) => (Math.random() - 0.5) * spread;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** Grows with uptime: counters never go backwards. */
const uptimeS = () => (Date.now() - PROCESS_START_MS) / 1000;

type MetricDef = { description: string | null; baseUnit: string | null; tags?: MetricResponse['availableTags']; value: () => MetricMeasurement[] };
const value = (v: number): MetricMeasurement[] => [{ statistic: 'VALUE', value: v }];
const heapTags = [{ tag: 'area', values: ['heap', 'nonheap'] }, { tag: 'id', values: ['G1 Eden Space', 'G1 Old Gen', 'G1 Survivor Space', 'Metaspace', 'CodeHeap \'non-nmethods\''] }];
const heapUsed = () => Math.round(612 * MB + wave(90) * 180 * MB + jitter(24 * MB));

const METRICS: Record<string, MetricDef> = {
  'system.cpu.count': { description: 'The number of processors available to the Java virtual machine', baseUnit: null, value: () => value(8) },
  'system.cpu.usage': { description: 'The "recent cpu usage" for the whole system', baseUnit: null, value: () => value(clamp(0.32 + wave(60) * 0.18 + jitter(0.08), 0.02, 0.99)) },
  'process.start.time': { description: 'Start time of the process since unix epoch.', baseUnit: 'seconds', value: () => value(PROCESS_START_MS / 1000) },
  'process.uptime': { description: 'The uptime of the Java virtual machine', baseUnit: 'seconds', value: () => value(uptimeS()) },
  'process.cpu.usage': { description: 'The "recent cpu usage" for the Java Virtual Machine process', baseUnit: null, value: () => value(clamp(0.06 + wave(45, 1) * 0.04 + jitter(0.02), 0.001, 0.9)) },
  'jvm.memory.max': { description: 'The maximum amount of memory in bytes that can be used for memory management', baseUnit: 'bytes', tags: heapTags, value: () => value(5.5 * GB) },
  'jvm.memory.committed': { description: 'The amount of memory in bytes that is committed for the Java virtual machine to use', baseUnit: 'bytes', tags: heapTags, value: () => value(1.25 * GB) },
  'jvm.memory.used': { description: 'The amount of used memory', baseUnit: 'bytes', tags: heapTags, value: () => value(heapUsed()) },
  'jvm.buffer.memory.used': { description: 'An estimate of the memory that the Java virtual machine is using for this buffer pool', baseUnit: 'bytes', value: () => value(Math.round(2.4 * MB + jitter(0.2 * MB))) },
  'jvm.buffer.count': { description: 'An estimate of the number of buffers in the pool', baseUnit: 'buffers', value: () => value(21) },
  'jvm.threads.daemon': { description: 'The current number of live daemon threads', baseUnit: 'threads', value: () => value(Math.round(38 + wave(120) * 4)) },
  'jvm.threads.live': { description: 'The current number of live threads including both daemon and non-daemon threads', baseUnit: 'threads', value: () => value(Math.round(61 + wave(120) * 6)) },
  'jvm.threads.peak': { description: 'The peak live thread count since the Java virtual machine started or peak was reset', baseUnit: 'threads', value: () => value(74) },
  'jvm.classes.loaded': { description: 'The number of classes that are currently loaded in the Java virtual machine', baseUnit: 'classes', value: () => value(18_342 + Math.floor(uptimeS() / 3600)) },
  'jvm.classes.unloaded': { description: 'The total number of classes unloaded since the Java virtual machine has started execution', baseUnit: 'classes', value: () => value(27) },
  'jvm.gc.memory.allocated': { description: 'Incremented for an increase in the size of the (young) heap memory pool after one GC to before the next', baseUnit: 'bytes', value: () => value(Math.round(uptimeS() * 0.9 * MB)) },
  'jvm.gc.memory.promoted': { description: 'Count of positive increases in the size of the old generation memory pool before GC to after GC', baseUnit: 'bytes', value: () => value(Math.round(uptimeS() * 0.012 * MB)) },
  'jvm.gc.max.data.size': { description: 'Max size of long-lived heap memory pool', baseUnit: 'bytes', value: () => value(5.5 * GB) },
  'jvm.gc.live.data.size': { description: 'Size of long-lived heap memory pool after reclamation', baseUnit: 'bytes', value: () => value(Math.round(286 * MB + wave(600) * 20 * MB)) },
  'jvm.gc.pause': {
    description: 'Time spent in GC pause',
    baseUnit: 'seconds',
    tags: [{ tag: 'action', values: ['end of minor GC'] }, { tag: 'cause', values: ['G1 Evacuation Pause'] }],
    value: () => [
      { statistic: 'COUNT', value: Math.floor(uptimeS() / 95) },
      { statistic: 'TOTAL_TIME', value: (uptimeS() / 95) * 0.011 },
      { statistic: 'MAX', value: 0.008 + Math.random() * 0.02 },
    ],
  },
  'tomcat.sessions.created': { description: null, baseUnit: 'sessions', value: () => value(Math.floor(uptimeS() / 40)) },
  'tomcat.sessions.expired': { description: null, baseUnit: 'sessions', value: () => value(Math.floor(uptimeS() / 41)) },
  'tomcat.sessions.active.current': { description: null, baseUnit: 'sessions', value: () => value(Math.max(0, Math.round(12 + wave(180) * 9 + jitter(3)))) },
  'tomcat.sessions.active.max': { description: null, baseUnit: 'sessions', value: () => value(31) },
  'tomcat.sessions.rejected': { description: null, baseUnit: 'sessions', value: () => value(0) },
  'tomcat.global.sent': { description: null, baseUnit: 'bytes', value: () => value(Math.round(uptimeS() * 21_500)) },
  'tomcat.global.request.max': { description: null, baseUnit: 'seconds', value: () => value(2.731) },
  'tomcat.global.request': {
    description: null,
    baseUnit: 'seconds',
    value: () => [
      { statistic: 'COUNT', value: Math.floor(uptimeS() / 2.3) },
      { statistic: 'TOTAL_TIME', value: (uptimeS() / 2.3) * 0.042 },
    ],
  },
  'tomcat.servlet.request': {
    description: null,
    baseUnit: 'seconds',
    value: () => [
      { statistic: 'COUNT', value: Math.floor(uptimeS() / 2.4) },
      { statistic: 'TOTAL_TIME', value: (uptimeS() / 2.4) * 0.039 },
    ],
  },
  'tomcat.servlet.request.max': { description: null, baseUnit: 'seconds', value: () => value(2.594) },
  'tomcat.threads.busy': { description: null, baseUnit: 'threads', value: () => value(Math.max(0, Math.round(3 + wave(30) * 2 + jitter(2)))) },
  'tomcat.threads.current': { description: null, baseUnit: 'threads', value: () => value(10) },
  'tomcat.threads.config.max': { description: null, baseUnit: 'threads', value: () => value(200) },
};

export const METRIC_NAMES = Object.keys(METRICS);

export function metric(name: string): MetricResponse | null {
  const def = METRICS[name];
  if (!def) return null;
  return { name, description: def.description, baseUnit: def.baseUnit, measurements: def.value(), availableTags: def.tags ?? [] };
}

// ---- http trace ------------------------------------------------------------------------------

const TRACE_TARGETS: ReadonlyArray<readonly [string, string, number]> = [
  ['GET', '/sys/permission/getUserPermissionByToken', 200],
  ['GET', '/sys/user/list?pageNo=1&pageSize=10', 200],
  ['GET', '/sys/dict/getDictItems/sex', 200],
  ['GET', '/sys/annountCement/listByUser', 200],
  ['POST', '/sys/login', 200],
  ['GET', '/sys/position/list?pageNo=1&pageSize=10', 200],
  ['PUT', '/sys/user/edit', 200],
  ['DELETE', '/sys/position/delete?id=1', 200],
  ['GET', '/sys/depart/queryTreeList', 200],
  ['GET', '/sys/common/static/temp/logo.png', 404],
  ['GET', '/sys/loginfo', 200],
  ['GET', '/sys/user/checkOnlyUser?username=x', 401],
  ['POST', '/sys/common/upload', 500],
];
const traces: HttpTraceEntry[] = [];
const MAX_TRACES = 100;
let traceSeq = 0;
let lastTraceAt = 0;

/** `at` is moved past the newest trace so the list stays ordered however fast it is read. */
function makeTrace(wanted: number): HttpTraceEntry {
  traceSeq += 1;
  const at = Math.max(wanted, lastTraceAt + 1);
  lastTraceAt = at;
  const [method, uri, status] = TRACE_TARGETS[(traceSeq * 7) % TRACE_TARGETS.length];
  return {
    timestamp: new Date(at).toISOString(),
    principal: null,
    session: null,
    request: {
      method,
      uri: `http://127.0.0.1:8080/jeecg-boot${uri}`,
      headers: { 'user-agent': ['Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0'], accept: ['application/json, text/plain, */*'] },
      remoteAddress: null,
    },
    response: { status, headers: { 'Content-Type': ['application/json;charset=UTF-8'] } },
    timeTaken: Math.round(4 + Math.random() * (status === 500 ? 900 : 160)),
  };
}

/** Newest first, like the InMemoryHttpTraceRepository; a few new entries appear on every read. */
export function readTraces(now = Date.now()): HttpTraceEntry[] {
  if (traces.length === 0) for (let i = 40; i > 0; i -= 1) traces.unshift(makeTrace(now - i * 37_000));
  const fresh = 1 + Math.floor(Math.random() * 3);
  for (let i = fresh; i > 0; i -= 1) traces.unshift(makeTrace(now - i * 400));
  traces.splice(MAX_TRACES);
  return traces.slice();
}

// ---- redis + disks -----------------------------------------------------------------------------

const keyCount = () => Math.round(1_260 + wave(240) * 80 + jitter(12));
const usedMemory = () => Math.round(1_980_000 + wave(150, 2) * 260_000 + jitter(30_000));

export function redisInfo(): RedisInfoItem[] {
  const used = usedMemory();
  return [
    { key: 'redis_version', value: '5.0.14', description: 'Redis 服务器版本' },
    { key: 'redis_mode', value: 'standalone', description: '运行模式，单机（standalone）或者集群（cluster）' },
    { key: 'os', value: 'Linux 5.15.0-91-generic x86_64', description: 'Redis 服务器的宿主操作系统' },
    { key: 'arch_bits', value: '64', description: '架构（32 或 64 位）' },
    { key: 'process_id', value: '1', description: '服务器进程的 PID' },
    { key: 'tcp_port', value: '6379', description: 'TCP/IP 监听端口' },
    { key: 'uptime_in_seconds', value: String(Math.floor(uptimeS()) + 86_400), description: '自 Redis 服务器启动以来，经过的秒数' },
    { key: 'uptime_in_days', value: String(Math.floor(uptimeS() / 86_400) + 1), description: '自 Redis 服务器启动以来，经过的天数' },
    { key: 'connected_clients', value: String(Math.round(9 + wave(50) * 3)), description: '已连接客户端的数量（不包括通过从属服务器连接的客户端）' },
    { key: 'blocked_clients', value: '0', description: '正在等待阻塞命令（BLPOP、BRPOP、BRPOPLPUSH）的客户端的数量' },
    { key: 'used_memory', value: String(used), description: '由 Redis 分配器分配的内存总量，以字节（byte）为单位' },
    { key: 'used_memory_human', value: `${(used / MB).toFixed(2)}M`, description: '以人类可读的格式返回 Redis 分配的内存总量' },
    { key: 'used_memory_peak_human', value: '2.71M', description: 'Redis 的内存消耗峰值' },
    { key: 'mem_fragmentation_ratio', value: (3.1 + jitter(0.2)).toFixed(2), description: 'used_memory_rss 和 used_memory 之间的比率' },
    { key: 'total_connections_received', value: String(Math.floor(uptimeS() / 30)), description: '服务器已接受的连接请求数量' },
    { key: 'total_commands_processed', value: String(Math.floor(uptimeS() * 3.7)), description: '服务器已执行的命令数量' },
    { key: 'instantaneous_ops_per_sec', value: String(Math.max(0, Math.round(4 + wave(20) * 3))), description: '服务器每秒钟执行的命令数量' },
    { key: 'keyspace_hits', value: String(Math.floor(uptimeS() * 2.9)), description: '查找数据库键成功的次数' },
    { key: 'keyspace_misses', value: String(Math.floor(uptimeS() * 0.3)), description: '查找数据库键失败的次数' },
    { key: 'role', value: 'master', description: '主从角色' },
    { key: 'db0', value: `keys=${keyCount()},expires=312,avg_ttl=1804223`, description: '数据库 0 的键数量、设置了过期时间的键数量及平均 TTL' },
  ];
}

const DISKS: ReadonlyArray<readonly [string, number, number]> = [
  ['/', 100 * GB, 0.58],
  ['/data', 500 * GB, 0.41],
  ['/boot', 1 * GB, 0.23],
  ['/var/log', 50 * GB, 0.77],
];

export function diskInfo(): DiskInfo[] {
  return DISKS.map(([name, max, usedShare], i) => {
    const used = Math.round(max * clamp(usedShare + wave(900, i) * 0.01, 0, 1));
    return { name, max, rest: max - used, restPPT: Math.round((used * 100) / max) };
  });
}

// ---- handlers ----------------------------------------------------------------------------------

export const monitorHandlers: HttpHandler[] = [
  // Actuator answers are bare JSON (no Result envelope); an unknown metric is HTTP 404 with no body.
  http.get(apiUrl('/actuator/metrics/:name'), ({ request }) => {
    const name = decodeURIComponent(apiPath(request.url).slice('/actuator/metrics/'.length));
    const body = metric(name);
    return body ? HttpResponse.json(body) : new HttpResponse(null, { status: 404 });
  }),
  http.get(apiUrl('/actuator/metrics'), () => HttpResponse.json({ names: METRIC_NAMES })),
  http.get(apiUrl('/actuator/httptrace'), () => HttpResponse.json({ traces: readTraces() })),

  api.get('/sys/actuator/redis/info', () => okMsgData('', redisInfo())),
  // ActuatorRedisController returns these two maps without an envelope.
  http.get(apiUrl('/sys/actuator/redis/keysSize'), () => HttpResponse.json({ dbSize: keyCount(), create_time: Date.now() })),
  http.get(apiUrl('/sys/actuator/redis/memoryInfo'), () => HttpResponse.json({ used_memory: usedMemory(), create_time: Date.now() })),
  api.get('/sys/actuator/redis/queryDiskInfo', () => okMsgData('查询成功', diskInfo())),
];
