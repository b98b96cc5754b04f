/** The 信息审核 queue as configuration of the list helper. */
import type { AuditRow } from '@/api/audit';
import type { QueryField } from '@/widgets/list';
import { AREA_OPTIONS, AUDIT_TEXT } from './audit-status';

export const AUDIT_QUERY: readonly QueryField[] = [
  { name: 'area', label: AUDIT_TEXT.area, type: 'select', options: AREA_OPTIONS },
  { name: 'title', label: AUDIT_TEXT.title, mode: 'like', placeholder: '请输入标题模糊查询' },
  { name: 'submitTime', label: AUDIT_TEXT.submitTime, type: 'dateRange' },
];

/** Newest submission first (the endpoint's default too). */
export const AUDIT_SORT = { column: 'submitTime', order: 'desc' } as const;

/** The list URL of a tab: the status filter rides on the URL so the query form keeps its own values. */
export function auditListUrl(base: string, status: string): string {
  return `${base}?auditStatus=${encodeURIComponent(status)}`;
}

export const submitterOf = (row: AuditRow) => row.submitBy_dictText || row.submitBy || '';
