/** What a record form says about its save: related reads not ready (with 重试) and a timed-out attempt. */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { RelatedDataAlert } from './related-data-alert';
import type { RelatedRead } from './use-related-data';
import type { SaveNotice } from './use-record-save';

export interface RecordSaveStatusProps {
  related?: readonly RelatedRead[];
  notice: SaveNotice | null;
}

export function RecordSaveStatus({ related, notice }: RecordSaveStatusProps) {
  return (
    <>
      {related && <RelatedDataAlert reads={related} />}
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 1 }} role={notice.severity === 'info' ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}
    </>
  );
}

/** The reason beside a disabled 确定, so the button never looks dead without a word. */
export function BlockedReason({ reason }: { reason: string | undefined }) {
  if (!reason) return null;
  return (
    <Typography variant="caption" color="error" sx={{ mr: 'auto', pl: 1 }}>
      {reason}
    </Typography>
  );
}
