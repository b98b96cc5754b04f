import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { ContentAuditStatus } from '@/api/content';
import { CONTENT_TEXT as T } from './content-text';

const COLOURS: Record<ContentAuditStatus, 'default' | 'warning' | 'success' | 'error'> = { '0': 'default', '1': 'warning', '2': 'success', '3': 'error' };
/** Labels when the server sent no `_dictText` (the dictionary's own texts). */
const FALLBACK: Record<ContentAuditStatus, string> = { '0': '草稿', '1': '待审核', '2': '审核通过', '3': '已驳回' };

export interface AuditChipProps {
  status: ContentAuditStatus;
  text?: string | null;
  /** The reviewer's reason of a 已驳回 item, shown on hover. */
  reason?: string | null;
}

/** The audit state of an item as a coloured chip; a rejected one explains itself in a tooltip. */
export function AuditChip({ status, text, reason }: AuditChipProps) {
  const chip = <Chip size="small" color={COLOURS[status] ?? 'default'} label={text || FALLBACK[status] || status} data-audit-status={status} />;
  if (status !== '3' || !reason) return chip;
  return (
    <Tooltip title={T.rejectReason(reason)}>
      <span aria-label={T.rejectReason(reason)}>{chip}</span>
    </Tooltip>
  );
}
