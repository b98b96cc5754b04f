/**
 * The dashboard endpoints the spec does not name (fake-server/README.md "Dashboard endpoints"):
 * 业务指数 figures drawn from a date-seeded random (a day always has the same figures, so week,
 * month and year agree), content figures counted from the content table, the 任务看板 tasks,
 * live monitor figures and the signed-in user's work index counted from the tables.
 */
import type { HttpHandler } from 'msw';
import type { ContentArea } from '@/api/content';
import type { BdcBucket, BdcIndex, BdcKpi, DashboardContentStats, DashboardMonitor, DashboardRange, DashboardTaskBoard, DashboardTaskStatus, DashboardWorkplace } from '@/api/dashboard';
import { CONTENT_AREA_NAMES, contentTable } from '../db/content';
import { db } from '../db/tables';
import { requireSession } from '../lib/auth';
import { DAY_MS, formatDate, formatDateTime, parseDateTime, startOfDay } from '../lib/dates';
import { error, okData, okMsg } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { mulberry32 } from '../lib/random';
import { dashboardTaskTable } from '../seed/dashboard';

/** FNV-1a: a stable 32-bit seed from a text key such as "day:2026-11-22". */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

interface DayFigures {
  accepted: number;
  completed: number;
  visits: number;
  calls: number;
}

/** One calendar day's business, the same on every call and every machine. */
function dayFigures(dayStart: number): DayFigures {
  const r = mulberry32(hash(`bdc:${formatDate(dayStart)}`));
  // Days are GMT+8 days (lib/dates): their start + 8 h is 00:00 UTC of the same date.
  const weekday = new Date(dayStart + 8 * 3600_000).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  const accepted = Math.round((weekend ? 6 : 38) + r() * (weekend ? 8 : 26));
  return {
    accepted,
    completed: Math.round(accepted * (0.78 + r() * 0.2)),
    visits: Math.round((weekend ? 2 : 12) + r() * (weekend ? 6 : 18)),
    calls: Math.round((weekend ? 3 : 20) + r() * (weekend ? 5 : 15)),
  };
}

const sum = (days: DayFigures[], key: keyof DayFigures) => days.reduce((n, d) => n + d[key], 0);

function daysBetween(start: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => start + i * DAY_MS);
}

/** Start (GMT+8) of the month `offset` months from the one containing `ms`. */
function monthStart(ms: number, offset = 0): number {
  const [y, m] = formatDate(ms).split('-').map(Number);
  const index = y * 12 + (m - 1) + offset;
  return parseDateTime(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`);
}

function periodDays(range: DashboardRange, today: number): { current: number[]; previous: number[]; buckets: Array<{ label: string; days: number[] }> } {
  if (range === 'year') {
    const first = monthStart(today, -11);
    const months = Array.from({ length: 12 }, (_, i) => monthStart(first, i));
    const days = (from: number, to: number) => daysBetween(from, Math.round((to - from) / DAY_MS));
    const buckets = months.map((m, i) => {
      const end = i === 11 ? today + DAY_MS : months[i + 1];
      return { label: formatDate(m).slice(0, 7), days: days(m, end) };
    });
    const current = buckets.flatMap((b) => b.days);
    const previous = days(monthStart(first, -12), first);
    return { current, previous, buckets };
  }
  const n = range === 'week' ? 7 : 30;
  const current = daysBetween(today - (n - 1) * DAY_MS, n);
  const previous = daysBetween(today - (2 * n - 1) * DAY_MS, n);
  return { current, previous, buckets: current.map((d) => ({ label: formatDate(d).slice(5), days: [d] })) };
}

function kpis(current: DayFigures[], previous: DayFigures[]): BdcKpi[] {
  const rate = (days: DayFigures[]) => {
    const accepted = sum(days, 'accepted');
    return accepted === 0 ? 0 : Math.round((sum(days, 'completed') / accepted) * 1000) / 10;
  };
  return [
    { key: 'accepted', label: '受理业务', unit: '件', value: sum(current, 'accepted'), previous: sum(previous, 'accepted') },
    { key: 'completed', label: '办结业务', unit: '件', value: sum(current, 'completed'), previous: sum(previous, 'completed') },
    { key: 'rate', label: '办结率', unit: '%', value: rate(current), previous: rate(previous) },
    { key: 'visits', label: '走访慰问', unit: '人次', value: sum(current, 'visits'), previous: sum(previous, 'visits') },
    { key: 'calls', label: '来电来访', unit: '件', value: sum(current, 'calls'), previous: sum(previous, 'calls') },
  ];
}

export function bdcIndex(range: DashboardRange, now: number = Date.now()): BdcIndex {
  const today = startOfDay(now);
  const { current, previous, buckets } = periodDays(range, today);
  const cur = current.map(dayFigures);
  const accepted = sum(cur, 'accepted');
  const offices = db.sysDepart.findMany((q) => q.where({ orgCategory: '2' }));
  const weights = offices.map((o) => 0.4 + mulberry32(hash(`rank:${range}:${formatDate(today)}:${o.departName}`))());
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const departRank = offices
    .map((o, i) => ({ departName: o.departName, value: Math.round((accepted * weights[i]) / total) }))
    .sort((a, b) => b.value - a.value || a.departName.localeCompare(b.departName));
  const bucketRows: BdcBucket[] = buckets.map((b) => {
    const days = b.days.map(dayFigures);
    return { label: b.label, accepted: sum(days, 'accepted'), completed: sum(days, 'completed') };
  });
  return {
    range,
    periodLabel: `${formatDate(current[0])} ~ ${formatDate(current[current.length - 1])}`,
    kpis: kpis(cur, previous.map(dayFigures)),
    buckets: bucketRows,
    departRank,
  };
}

export function contentStats(): DashboardContentStats {
  const rows = contentTable.all();
  const areas = (Object.keys(CONTENT_AREA_NAMES) as ContentArea[]).map((area) => {
    const mine = rows.filter((r) => r.area === area);
    return { area, areaName: CONTENT_AREA_NAMES[area], total: mine.length, published: mine.filter((r) => r.auditStatus === '2' && r.status !== '0').length };
  });
  const count = (s: string) => rows.filter((r) => r.auditStatus === s).length;
  return { total: rows.length, areas, backlog: { draft: count('0'), pending: count('1'), rejected: count('3') } };
}

const TASK_STATUSES: readonly DashboardTaskStatus[] = ['todo', 'doing', 'done'];

function taskBoard(): DashboardTaskBoard {
  const tasks = dashboardTaskTable.all().sort((a, b) => b.createTime.localeCompare(a.createTime));
  const counts = { todo: 0, doing: 0, done: 0 };
  for (const t of tasks) counts[t.status] += 1;
  return { tasks, counts };
}

const REGIONS = ['省直机关', '东城市', '西江市', '南湖市', '北山市', '临海市', '青峰市', '云岭市'];
const wave = (periodS: number, phase = 0) => Math.sin((Date.now() / 1000 / periodS) * 2 * Math.PI + phase);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function monitorSample(): DashboardMonitor {
  const at = Date.now();
  const activeRegions = REGIONS.map((region, i) => ({ region, sessions: Math.max(0, Math.round(18 - i * 2 + wave(40 + i * 7, i) * 6 + Math.random() * 3)) }))
    .filter((r) => r.sessions > 0)
    .sort((a, b) => b.sessions - a.sessions);
  return {
    at,
    requestsPerSecond: Math.round(clamp(86 + wave(50) * 40 + (Math.random() - 0.5) * 20, 1, 500) * 10) / 10,
    cpuUsage: Math.round(clamp(0.34 + wave(60) * 0.2 + (Math.random() - 0.5) * 0.08, 0.02, 0.99) * 1000) / 1000,
    memoryUsage: Math.round(clamp(0.58 + wave(120, 1) * 0.12 + (Math.random() - 0.5) * 0.04, 0.05, 0.99) * 1000) / 1000,
    activeRegions,
  };
}

/** The user's last 30 days, counted from the tables (nothing invented). */
function workplace(user: { id: string; username: string; realname: string }, now: number = Date.now()): DashboardWorkplace {
  const since = now - 30 * DAY_MS;
  const loginCount = db.sysLog.findMany((q) => q.where({ logType: 1 })).filter((l) => l.userid === user.username && parseDateTime(l.createTime ?? '') >= since).length;
  const content = contentTable.all();
  const published = content.filter((c) => c.createBy === user.username).length;
  const audited = content.filter((c) => c.auditBy === user.username || c.auditBy === user.realname).length;
  const read = db.sysAnnouncementSend.findMany((q) => q.where({ userId: user.id, readFlag: '1' })).length;
  const done = dashboardTaskTable.all().filter((t) => t.assignee === user.realname && t.status === 'done').length;
  const dim = (name: string, value: number) => ({ name, value, max: Math.max(10, Math.ceil(value * 1.25)) });
  return {
    loginCount,
    dimensions: [dim('登录活跃', loginCount), dim('信息发布', published), dim('审核处理', audited), dim('消息阅读', read), dim('任务完成', done)],
  };
}

function readRange(value: string | null): DashboardRange | null {
  const range = value ?? 'week';
  return range === 'week' || range === 'month' || range === 'year' ? range : null;
}

export const dashboardHandlers: HttpHandler[] = [
  api.get('/dashboard/bdc', ({ query }) => {
    const range = readRange(query.get('range'));
    return range ? okData(bdcIndex(range)) : error('统计范围只能是 week、month 或 year');
  }),

  api.get('/dashboard/contentStats', () => okData(contentStats())),

  api.get('/dashboard/tasks', () => okData(taskBoard())),

  api.put('/dashboard/tasks/move', async ({ request }) => {
    const body = await readJson(request);
    const id = str(body.id);
    const status = str(body.status) as DashboardTaskStatus | null;
    if (!status || !TASK_STATUSES.includes(status)) return error('任务状态无效');
    const row = id ? dashboardTaskTable.findFirst((q) => q.where({ id })) : undefined;
    if (!row) return error('未找到对应任务');
    await requireSession(request);
    await dashboardTaskTable.update(row, {
      data(draft) {
        draft.status = status;
        draft.updateTime = formatDateTime(Date.now());
      },
    });
    return okMsg('更新成功！');
  }),

  api.get('/dashboard/monitor', () => okData(monitorSample())),

  api.get('/dashboard/workplace', async ({ request }) => {
    const { user } = await requireSession(request);
    return okData(workplace(user));
  }),
];
