/**
 * Audit states and area names of the information audit, shared by the queue's chips and
 * filters, the audit modal and (via AuditDialog) the content lists.
 */
import type { ContentAuditAction } from '@/api/audit';
import type { ContentArea, ContentAuditStatus } from '@/api/content';
import { CONTENT_AREAS } from '@/features/content/areas';

/** Dict `content_audit_status`; used as-is while the dictionary is not seeded. */
export const AUDIT_STATUS_TEXT: Readonly<Record<ContentAuditStatus, string>> = {
  '0': '草稿',
  '1': '待审核',
  '2': '审核通过',
  '3': '已驳回',
};

export type ChipColor = 'default' | 'warning' | 'success' | 'error';

export const AUDIT_STATUS_COLOR: Readonly<Record<ContentAuditStatus, ChipColor>> = {
  '0': 'default',
  '1': 'warning',
  '2': 'success',
  '3': 'error',
};

/** Menu names of the content areas (the queue's 栏目 column and filter). */
export const CONTENT_AREA_NAMES = Object.fromEntries(CONTENT_AREAS.map((a) => [a.area, a.title])) as Readonly<Record<ContentArea, string>>;

export const AREA_OPTIONS = (Object.entries(CONTENT_AREA_NAMES) as Array<[ContentArea, string]>).map(([value, text]) => ({ value, text }));

/** The queue's tabs: each sends its `auditStatus` filter (全部 = every submitted item, drafts excluded). */
export const AUDIT_TABS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '1', label: '待审核' },
  { value: '2', label: '已通过' },
  { value: '3', label: '已驳回' },
  { value: '1,2,3', label: '全部' },
];

export const AUDIT_ACTION_TEXT: Readonly<Record<ContentAuditAction, string>> = {
  submit: '提交审核',
  pass: '审核通过',
  reject: '驳回',
};

export const PASS_PERM = 'info_audit:pass';
export const REJECT_PERM = 'info_audit:reject';
export const REASON_MAX = 200;

export const AUDIT_TEXT = {
  dialogTitle: '信息审核',
  pass: '审核通过',
  reject: '驳回',
  close: '关闭',
  reason: '驳回原因',
  reasonPlaceholder: '请输入驳回原因',
  reasonRequired: '请填写驳回原因',
  reasonTooLong: `驳回原因不能超过${REASON_MAX}个字`,
  history: '审核记录',
  noHistory: '暂无审核记录',
  historyFailed: '审核记录加载失败',
  area: '栏目',
  title: '标题',
  author: '作者',
  publishTime: '发布时间',
  submitter: '提交人',
  submitTime: '提交时间',
  state: '状态',
  auditor: '审核人',
  auditTime: '审核时间',
  cover: '封面图片',
  noCover: '无',
  source: '来源',
  attachments: '附件',
  noAttachments: '无附件',
  audit: '审核',
  view: '查看',
  pending: '待审核',
  passedToday: '今日通过',
  rejectedToday: '今日驳回',
  reasonLabel: '原因：',
} as const;

export function auditStatusText(value: string | null | undefined, dictText?: string | null): string {
  if (dictText) return dictText;
  return AUDIT_STATUS_TEXT[value as ContentAuditStatus] ?? '';
}
