/**
 * Announcements and system messages (`/sys/annountCement/*`, `/sys/sysAnnouncementSend/*`, contract §5.7).
 */
import type { AuditFields, DictText } from '../envelope';
import { controllerPaths, crudEndpoints } from '../crud-endpoints';

/** `SysAnnouncement` (contract §5.7); `titile` is the real (misspelt) key. */
export interface SysAnnouncement extends AuditFields {
  id: string;
  titile: string;
  msgContent?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  sender?: string | null;
  /** H / M / L */
  priority?: string | null;
  /** "1" 通知公告, "2" 系统消息 */
  msgCategory: string;
  /** "ALL" or "USER" */
  msgType: string;
  /** "0" 未发布, "1" 已发布, "2" 已撤销 */
  sendStatus: string;
  sendTime?: string | null;
  cancelTime?: string | null;
  delFlag: string;
  userIds?: string | null;
  busType?: string | null;
  busId?: string | null;
  openType?: string | null;
  openPage?: string | null;
  msgAbstract?: string | null;
  dtTaskId?: string | null;
}

/** `SysAnnouncementSend`: one user's copy of an announcement. */
export interface SysAnnouncementSend extends AuditFields {
  id: string;
  anntId: string;
  userId: string;
  /** "0" unread, "1" read */
  readFlag: string;
  readTime?: string | null;
}

/** `GET /sys/annountCement/listByUser` result (code 0). */
export interface UserAnnouncements {
  anntMsgList: SysAnnouncement[];
  anntMsgTotal: number;
  sysMsgList: SysAnnouncement[];
  sysMsgTotal: number;
}

/** `AnnouncementSendModel` (contract §5.7): one row of 我的消息 (`getMyAnnouncementSend`); `id` is the send row's. */
export interface AnnouncementSendModel {
  id: string;
  anntId: string;
  userId: string;
  titile: string;
  msgContent: string | null;
  sender: string | null;
  priority: string | null;
  /** "0" unread, "1" read */
  readFlag: string;
  sendTime: string | null;
  msgCategory: string;
  busId: string | null;
  busType: string | null;
  openType: string | null;
  openPage: string | null;
  msgAbstract: string | null;
}


/** A row of the announcement list, with its dictionary texts. */
export type SysAnnouncementRow = SysAnnouncement & DictText<'msgCategory' | 'msgType' | 'sendStatus' | 'priority'>;
/** Announcements: endpoint paths. */
export const ANNOUNCEMENT_API = crudEndpoints('/sys/annountCement', ['doReleaseData', 'doReovkeData', 'exportXls', 'importExcel', 'listByUser']);

/** Each user's copy of an announcement: endpoint paths. */
export const ANNOUNCEMENT_SEND_API = controllerPaths('/sys/sysAnnouncementSend', ['editByAnntIdAndUserId', 'getMyAnnouncementSend', 'readAll']);
