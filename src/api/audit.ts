/** 信息审核 calls (`/content/audit/…`, not named by the spec; see README "Content endpoints"). */
import { getAction, putAction } from './http';
import type { ContentArea, ContentItem } from './content';
import type { DateTimeString, Page, Result } from './envelope';
import { controllerPaths } from './crud-endpoints';

/** What an entry of the audit trail records (table `biz_content_audit_log`). */
export type ContentAuditAction = 'submit' | 'pass' | 'reject';

/** One step of an item's audit trail: who did what, when, and why (a rejection's reason). */
export interface ContentAuditLog {
  id: string;
  contentId: string;
  area: ContentArea;
  action: ContentAuditAction;
  /** The rejection reason; null for submit and pass. */
  reason?: string | null;
  /** Username of the actor. */
  operator: string;
  /** Real name of the actor at the time (the trail outlives renames). */
  operatorName?: string | null;
  createTime: DateTimeString;
}

/** Header figures of the information audit screen. */
export interface ContentAuditCounts {
  pending: number;
  passedToday: number;
  rejectedToday: number;
}

/** A queue row as the list answers it (the DictAspect-style labels added). */
export type AuditRow = ContentItem & { area_dictText?: string; auditStatus_dictText?: string; submitBy_dictText?: string };

export const AUDIT_URLS = controllerPaths('/content/audit', ['list', 'queryById', 'history', 'counts', 'pass', 'reject']);

/** The calls the audit modal and the queue's header make; injectable for stories and tests. */
export interface AuditServices {
  queryById: (id: string) => Promise<Result<AuditRow>>;
  history: (id: string) => Promise<Result<ContentAuditLog[]>>;
  pass: (id: string) => Promise<Result<unknown>>;
  reject: (id: string, reason: string) => Promise<Result<unknown>>;
}

export const auditServices: AuditServices = {
  queryById: (id) => getAction<AuditRow>(AUDIT_URLS.queryById, { id }),
  history: (id) => getAction<ContentAuditLog[]>(AUDIT_URLS.history, { id }),
  pass: (id) => putAction(AUDIT_URLS.pass, { id }),
  reject: (id, reason) => putAction(AUDIT_URLS.reject, { id, reason }),
};

export const getAuditCounts = () => getAction<ContentAuditCounts>(AUDIT_URLS.counts);

export const getAuditList = (params: Record<string, unknown>) => getAction<Page<AuditRow>>(AUDIT_URLS.list, params);
