/**
 * 信息审核: the audit queue over the one content table, pass / reject
 * with Shiro-style refusals (code 510) for users without the buttons, and an
 * audit trail in `biz_content_audit_log`. The spec names no endpoints; these
 * live under `/zw-lgb2/content/audit/…` with the Result envelope and page shape.
 */
import type { HttpHandler } from 'msw';
import type { ContentAuditAction, ContentAuditCounts, ContentAuditLog } from '@/api/audit';
import type { ContentAuditStatus, ContentItem } from '@/api/content';
import { CONTENT_AREA_NAMES, contentTable } from '../db/content';
import { defineTable, plain } from '../db/table';
import { requireSession, type Session } from '../lib/auth';
import { formatDateTime, parseDateTime, startOfDay } from '../lib/dates';
import { dictItems, withDictText } from '../lib/dict';
import { newId } from '../lib/ids';
import { permissionsOfUser } from '../lib/menu';
import { listPage, type EntityFields } from '../lib/list-query';
import { error, noauth, okData, okMsg } from '../lib/result';
import { api, readJson, str } from '../lib/route';

export const contentAuditLogTable = defineTable<ContentAuditLog>('biz_content_audit_log');

export const AUDIT_PASS_PERM = 'info_audit:pass';
export const AUDIT_REJECT_PERM = 'info_audit:reject';

/** Messages of the audit endpoints (the console shows them as they come). */
export const AUDIT_MSG = {
  noauth: '没有权限，请联系管理员授权',
  idRequired: '参数id不能为空',
  notFound: '未找到对应数据',
  notPending: '该信息不是待审核状态，不能审核',
  reasonRequired: '请填写驳回原因',
  reasonTooLong: '驳回原因不能超过200个字',
  passed: '审核通过！',
  rejected: '驳回成功！',
} as const;

export const REASON_MAX = 200;

/** Used when the seed has no `content_audit_status` dictionary (yet). */
const AUDIT_STATUS_TEXT: Readonly<Record<ContentAuditStatus, string>> = { '0': '草稿', '1': '待审核', '2': '审核通过', '3': '已驳回' };

const AUDIT_FIELDS: EntityFields = {
  id: 'string',
  area: 'string',
  title: 'string',
  author: 'string',
  auditStatus: 'string',
  auditBy: 'string',
  auditTime: 'date',
  submitBy: 'string',
  submitTime: 'date',
  publishTime: 'date',
  createTime: 'date',
  status: 'string',
};

function statusText(value: string): string {
  const fromDict = dictItems('content_audit_status').find((i) => i.value === value)?.text;
  return fromDict ?? AUDIT_STATUS_TEXT[value as ContentAuditStatus] ?? '';
}

/** The row as the console lists it: area and state labels, the submitter's real name. */
function labelled(rows: readonly ContentItem[]) {
  return withDictText(rows, { submitBy: { table: 'sys_user', text: 'realname', code: 'username' } }).map((r) => ({
    ...r,
    area_dictText: CONTENT_AREA_NAMES[r.area] ?? r.area,
    auditStatus_dictText: statusText(r.auditStatus),
  }));
}

function holds(session: Session, perms: string): boolean {
  return permissionsOfUser(session.user.id).some((p) => (p.perms ?? '').split(',').map((s) => s.trim()).includes(perms));
}

/** Appends one step to the audit trail (also for the content handlers' 提交审核). */
export async function recordAuditLog(item: Pick<ContentItem, 'id' | 'area'>, action: ContentAuditAction, who: { username: string; realname?: string | null }, reason: string | null = null, at = Date.now()): Promise<ContentAuditLog> {
  const row: ContentAuditLog = { id: newId(), contentId: item.id, area: item.area, action, reason, operator: who.username, operatorName: who.realname ?? null, createTime: formatDateTime(at) };
  await contentAuditLogTable.create(row);
  return row;
}

type Decision = { action: 'pass'; perms: string } | { action: 'reject'; perms: string };

async function decide(request: Request, decision: Decision) {
  const session = await requireSession(request);
  const body = await readJson(request);
  const id = str(body.id)?.trim();
  // The queue's button, or the area's own 审核 button (menu `<area>:audit`) for an item of that area.
  const item = id ? contentTable.findFirst((q) => q.where({ id })) : undefined;
  if (!holds(session, decision.perms) && !(item && holds(session, `${item.area}:audit`))) return noauth(AUDIT_MSG.noauth);
  if (!id) return error(AUDIT_MSG.idRequired);
  if (!item) return error(AUDIT_MSG.notFound);
  if (item.auditStatus !== '1') return error(AUDIT_MSG.notPending);
  let reason: string | null = null;
  if (decision.action === 'reject') {
    reason = (str(body.reason) ?? '').trim();
    if (!reason) return error(AUDIT_MSG.reasonRequired);
    if ([...reason].length > REASON_MAX) return error(AUDIT_MSG.reasonTooLong);
  }
  const now = Date.now();
  const { username, realname } = session.user;
  await contentTable.update(item, {
    data(draft) {
      draft.auditBy = username;
      draft.auditTime = formatDateTime(now);
      draft.updateBy = username;
      draft.updateTime = formatDateTime(now);
      if (decision.action === 'pass') {
        draft.auditStatus = '2';
        draft.status = '1';
        draft.auditReason = null;
      } else {
        draft.auditStatus = '3';
        draft.auditReason = reason;
      }
    },
  });
  await recordAuditLog(item, decision.action, { username, realname }, reason, now);
  return okMsg(decision.action === 'pass' ? AUDIT_MSG.passed : AUDIT_MSG.rejected);
}

function auditedToday(status: ContentAuditStatus, now: number): number {
  const from = startOfDay(now);
  return contentTable.all().filter((r) => r.auditStatus === status && r.auditTime && parseDateTime(r.auditTime) >= from).length;
}

export const contentAuditHandlers: HttpHandler[] = [
  api.get('/content/audit/list', ({ query }) => {
    const params = new URLSearchParams(query);
    // The queue is read oldest-waiting-last: newest submission first unless the caller sorts.
    if (!params.get('column')) {
      params.set('column', 'submitTime');
      params.set('order', 'desc');
    }
    const page = listPage(contentTable.all().map((r) => plain(r)), params, AUDIT_FIELDS);
    return okData({ ...page, records: labelled(page.records) });
  }),

  api.get('/content/audit/queryById', ({ query }) => {
    const id = query.get('id');
    if (!id) return error(AUDIT_MSG.idRequired);
    const item = contentTable.findFirst((q) => q.where({ id }));
    return item ? okData(labelled([plain(item)])[0]) : error(AUDIT_MSG.notFound);
  }),

  api.get('/content/audit/history', ({ query }) => {
    const id = query.get('id');
    if (!id) return error(AUDIT_MSG.idRequired);
    const rows = contentAuditLogTable
      .findMany((q) => q.where({ contentId: id }))
      .map((r) => plain(r))
      .sort((a, b) => parseDateTime(b.createTime) - parseDateTime(a.createTime) || b.id.localeCompare(a.id));
    return okData(rows);
  }),

  api.get('/content/audit/counts', () => {
    const now = Date.now();
    const counts: ContentAuditCounts = {
      pending: contentTable.all().filter((r) => r.auditStatus === '1').length,
      passedToday: auditedToday('2', now),
      rejectedToday: auditedToday('3', now),
    };
    return okData(counts);
  }),

  ...api.methods(['put', 'post'], '/content/audit/pass', ({ request }) => decide(request, { action: 'pass', perms: AUDIT_PASS_PERM })),
  ...api.methods(['put', 'post'], '/content/audit/reject', ({ request }) => decide(request, { action: 'reject', perms: AUDIT_REJECT_PERM })),
];
