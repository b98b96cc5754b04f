/**
 * The audit modal: the item as the public site would show it (body sanitised, 来源 and
 * attachments with it), its audit trail, and 审核通过 / 驳回 for holders of the buttons. Exported for
 * the content lists too, so they open the same modal on their rows.
 */
import { useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { auditServices as defaultServices, type AuditRow, type AuditServices } from '@/api/audit';
import { isApiError } from '@/api/errors';
import type { Result } from '@/api/envelope';
import { notify } from '@/ui/notify';
import { usePermission } from '@/session';
import { useFormDraft } from '@/session/drafts';
import { AppModal } from '@/widgets/form';
import { AUDIT_TEXT, PASS_PERM, REASON_MAX, REJECT_PERM } from './audit-status';
import { AuditHistory } from './AuditHistory';
import { AuditItemView } from './AuditItemView';
import { useAuditItem } from './use-audit-item';

export type AuditDecision = 'pass' | 'reject';

export interface AuditDialogProps {
  /** The item to show; null keeps the modal closed. */
  item: AuditRow | null;
  onClose: () => void;
  /** After the server accepted a decision (its message has been shown and the modal closes). */
  onAudited?: (decision: AuditDecision) => void;
  services?: AuditServices;
  /** Validate the (empty) reason on open, for the story of the failed validation. */
  validateOnOpen?: boolean;
  /** Overrides the session's `info_audit:pass` / `info_audit:reject` check (stories, screens that decide themselves). */
  allowed?: { pass: boolean; reject: boolean };
}

export function AuditDialog({ item, ...rest }: AuditDialogProps) {
  // Keyed by item, so a typed reason never leaks into the next item's modal.
  return item ? <AuditModal key={item.id} item={item} {...rest} /> : null;
}

/** The draft of a reject reason typed for an item; its page reopens the item's modal from it. */
export const auditDraftForm = (itemId: string) => `audit:${itemId}`;

export function validateReason(reason: string): string | null {
  const text = reason.trim();
  if (!text) return AUDIT_TEXT.reasonRequired;
  if ([...text].length > REASON_MAX) return AUDIT_TEXT.reasonTooLong;
  return null;
}

function AuditModal({ item, onClose, onAudited, services = defaultServices, validateOnOpen, allowed }: AuditDialogProps & { item: AuditRow }) {
  const can = usePermission();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(() => (validateOnOpen ? validateReason('') : null));
  const [busy, setBusy] = useState<AuditDecision | null>(null);
  // A half-typed reject reason survives a lost session like any form's values.
  const values = useMemo(() => ({ reason }), [reason]);
  const kept = useFormDraft({ mode: 'edit', form: auditDraftForm(item.id), title: `${AUDIT_TEXT.dialogTitle} - ${item.title ?? ''}`, values, record: item });
  const { fill } = kept;
  useEffect(() => {
    setReason(fill({ reason: '' }).reason);
  }, [fill]);
  const close = kept.done(onClose);

  const { shown, history } = useAuditItem(item, services);
  const pending = shown.auditStatus === '1';
  const canPass = pending && (allowed ? allowed.pass : can(PASS_PERM));
  const canReject = pending && (allowed ? allowed.reject : can(REJECT_PERM));

  async function run(decision: AuditDecision, call: () => Promise<Result<unknown>>) {
    setBusy(decision);
    try {
      const res = await call();
      if (!res.success) {
        // Refused (510 without the button, or the item changed state): keep the modal and the reason.
        notify.warning(res.message);
        return;
      }
      notify.success(res.message);
      onAudited?.(decision);
      close();
    } catch (e) {
      // HTTP failures were announced by the API client; business ones were not.
      if (isApiError(e) && e.kind === 'business') notify.warning(e.message);
    } finally {
      setBusy(null);
    }
  }

  const pass = () => void run('pass', () => services.pass(item.id));
  const reject = () => {
    const problem = validateReason(reason);
    setReasonError(problem);
    if (problem) return;
    void run('reject', () => services.reject(item.id, reason.trim()));
  };

  const footer = (
    <>
      <Button onClick={close}>{AUDIT_TEXT.close}</Button>
      {canReject && (
        <Button color="error" variant="outlined" onClick={reject} disabled={busy !== null} startIcon={busy === 'reject' ? <CircularProgress size={14} color="inherit" /> : undefined}>
          {AUDIT_TEXT.reject}
        </Button>
      )}
      {canPass && (
        <Button variant="contained" onClick={pass} disabled={busy !== null} startIcon={busy === 'pass' ? <CircularProgress size={14} color="inherit" /> : undefined}>
          {AUDIT_TEXT.pass}
        </Button>
      )}
    </>
  );

  return (
    <AppModal open title={AUDIT_TEXT.dialogTitle} width={900} onCancel={close} footer={footer} destroyOnClose>
      <AuditItemView item={shown} />
      <Divider />
      <Typography variant="subtitle2" sx={{ mt: 1.5, mb: 0.5 }}>
        {AUDIT_TEXT.history}
      </Typography>
      <AuditHistory entries={history.data} loading={history.isPending} failed={history.isError} />
      {canReject && (
        <TextField
          sx={{ mt: 2 }}
          fullWidth
          multiline
          minRows={2}
          label={AUDIT_TEXT.reason}
          placeholder={AUDIT_TEXT.reasonPlaceholder}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            kept.touch();
            if (reasonError) setReasonError(validateReason(e.target.value));
          }}
          error={Boolean(reasonError)}
          helperText={reasonError ?? `${[...reason].length}/${REASON_MAX}`}
        />
      )}
    </AppModal>
  );
}
