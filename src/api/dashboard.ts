/**
 * Dashboard calls. `/dashboard/*` are endpoints the spec does not name (fake-server/README.md
 * "Dashboard endpoints"); the real backend answers them with its 404 envelope, which each card
 * shows as its own error. All are silent: a card shows its failure in place, not as a toast.
 */
import type {
  AnnouncementSendModel,
  BdcIndex,
  DashboardContentStats,
  DashboardMonitor,
  DashboardRange,
  DashboardTaskBoard,
  DashboardTaskStatus,
  DashboardWorkplace,
  Page,
  UserAnnouncements,
} from './types';
import { getAction, putAction } from './http';
import { unwrap } from './errors';

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
