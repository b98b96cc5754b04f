/**
 * Dashboard calls. `/dashboard/*` are endpoints the spec does not name (fake-server/README.md
 * "Dashboard endpoints"); the real backend answers them with its 404 envelope, which each card
 * shows as its own error. All are silent: a card shows its failure in place, not as a toast.
 */
import { getAction, putAction } from './http';
import { unwrap } from './errors';
import type { ContentArea } from './content';
import type { Page } from './envelope';
import type { AnnouncementSendModel, UserAnnouncements } from './sys/announcement';

/** Period of the 业务指数 dashboard (`/dashboard/bdc?range=`). */
export type DashboardRange = 'week' | 'month' | 'year';

/** One KPI of the current period with the same figure of the previous period (trend arrow). */
export interface BdcKpi {
  key: string;
  label: string;
  unit: string;
  value: number;
  previous: number;
}

/** One bar group: a day (week/month range) or a month (year range). */
export interface BdcBucket {
  label: string;
  accepted: number;
  completed: number;
}

export interface BdcDepartRank {
  departName: string;
  value: number;
}

/** `GET /dashboard/bdc?range=week|month|year`: figures generated from a date-seeded random. */
export interface BdcIndex {
  range: DashboardRange;
  /** "2026-11-16 ~ 2026-11-22" */
  periodLabel: string;
  kpis: BdcKpi[];
  buckets: BdcBucket[];
  departRank: BdcDepartRank[];
}

/** `GET /dashboard/contentStats`: items per content area and the audit backlog, from the content table. */
export interface DashboardContentStats {
  total: number;
  areas: Array<{ area: ContentArea; areaName: string; total: number; published: number }>;
  backlog: { draft: number; pending: number; rejected: number };
}

/** Column of the 任务看板: 待处理 / 进行中 / 已完成. */
export type DashboardTaskStatus = 'todo' | 'doing' | 'done';

export interface DashboardTask {
  id: string;
  title: string;
  status: DashboardTaskStatus;
  /** L 低 / M 中 / H 高 */
  priority: 'L' | 'M' | 'H';
  assignee: string;
  departName: string;
  dueDate: string;
  createTime: string;
  updateTime?: string | null;
}

/** `GET /dashboard/tasks`: every task with the column counts. */
export interface DashboardTaskBoard {
  tasks: DashboardTask[];
  counts: Record<DashboardTaskStatus, number>;
}

/** `GET /dashboard/monitor`: live figures, different on every call. */
export interface DashboardMonitor {
  /** epoch ms of the sample */
  at: number;
  requestsPerSecond: number;
  /** 0..1 */
  cpuUsage: number;
  /** 0..1 */
  memoryUsage: number;
  activeRegions: Array<{ region: string; sessions: number }>;
}

/** `GET /dashboard/workplace`: the signed-in user's work index (radar) for the last 30 days. */
export interface DashboardWorkplace {
  dimensions: Array<{ name: string; value: number; max: number }>;
  loginCount: number;
}

const silent = { silent: true };

export async function getBdcIndex(range: DashboardRange): Promise<BdcIndex> {
  return unwrap(await getAction<BdcIndex>('/dashboard/bdc', { range }, silent));
}

export async function getContentStats(): Promise<DashboardContentStats> {
  return unwrap(await getAction<DashboardContentStats>('/dashboard/contentStats', undefined, silent));
}

export async function getTaskBoard(): Promise<DashboardTaskBoard> {
  return unwrap(await getAction<DashboardTaskBoard>('/dashboard/tasks', undefined, silent));
}

export async function moveTask(id: string, status: DashboardTaskStatus): Promise<void> {
  unwrap(await putAction<string>('/dashboard/tasks/move', { id, status }));
}

export async function getMonitorSample(): Promise<DashboardMonitor> {
  return unwrap(await getAction<DashboardMonitor>('/dashboard/monitor', undefined, silent));
}

export async function getWorkplace(): Promise<DashboardWorkplace> {
  return unwrap(await getAction<DashboardWorkplace>('/dashboard/workplace', undefined, silent));
}

/** Number of users online: the total of the online-user list (contract §4.22). */
export async function getOnlineCount(): Promise<number> {
  return unwrap(await getAction<Page<unknown>>('/sys/online/list', { pageNo: 1, pageSize: 1 }, silent)).total;
}

/** The latest five messages of the signed-in user (我的消息, contract §4.4). */
export async function getLatestMessages(): Promise<AnnouncementSendModel[]> {
  const page = unwrap(await getAction<Page<AnnouncementSendModel>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', { pageNo: 1, pageSize: 5 }, silent));
  return page.records;
}

/** Unread announcements + system messages (listByUser totals, contract §4.3). */
export async function getUnreadCount(): Promise<number> {
  const lists = unwrap(await getAction<UserAnnouncements>('/sys/annountCement/listByUser', { pageSize: 5 }, silent));
  return lists.anntMsgTotal + lists.sysMsgTotal;
}
