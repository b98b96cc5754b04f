import Chip from '@mui/material/Chip';
import type { ContentAuditStatus } from '@/api/content';
import { AUDIT_STATUS_COLOR, auditStatusText } from './audit-status';

/** The audit state as a coloured chip (待审核 orange, 审核通过 green, 已驳回 red). */
export function AuditStatusChip({ status, text }: { status: string | null | undefined; text?: string | null }) {
  const color = AUDIT_STATUS_COLOR[status as ContentAuditStatus] ?? 'default';
  return <Chip size="small" variant="outlined" color={color} label={auditStatusText(status, text)} />;
}
