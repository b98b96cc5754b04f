import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ContentAuditLog } from '@/api/audit';
import { AUDIT_ACTION_TEXT, AUDIT_TEXT } from './audit-status';

export interface AuditHistoryProps {
  entries: readonly ContentAuditLog[] | undefined;
  loading?: boolean;
  failed?: boolean;
}

/** An item's audit trail, newest first: when, who, what, and a rejection's reason. */
export function AuditHistory({ entries, loading, failed }: AuditHistoryProps) {
  if (loading) return <CircularProgress size={20} aria-label={AUDIT_TEXT.history} />;
  if (failed) return <Alert severity="warning">{AUDIT_TEXT.historyFailed}</Alert>;
  if (!entries || entries.length === 0) return <Typography color="text.secondary">{AUDIT_TEXT.noHistory}</Typography>;
  return (
    <Box component="ol" aria-label={AUDIT_TEXT.history} sx={{ m: 0, pl: 2.5 }}>
      {entries.map((e) => (
        <Box component="li" key={e.id} sx={{ mb: 0.5 }}>
          <Typography variant="body2" component="span" color="text.secondary" sx={{ mr: 1 }}>
            {e.createTime}
          </Typography>
          <Typography variant="body2" component="span" sx={{ mr: 1 }}>
            {e.operatorName || e.operator}
          </Typography>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: e.action === 'reject' ? 'error.main' : e.action === 'pass' ? 'success.main' : undefined }}>
            {AUDIT_ACTION_TEXT[e.action] ?? e.action}
          </Typography>
          {e.reason && (
            <Typography variant="body2" component="span" sx={{ ml: 1 }}>
              {AUDIT_TEXT.reasonLabel}
              {e.reason}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
