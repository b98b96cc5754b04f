/** The foot of a form dialog: why saving is blocked, 取消 (关闭 when only viewing) and the submit button. */
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { BlockedReason } from './record-save-status';

export interface FormDialogActionsProps {
  onClose: () => void;
  /** A save is under way: the submit button waits so the record is not sent twice. */
  saving: boolean;
  /** Why saving is not possible now (a read failed or has not answered). */
  blockedReason?: string;
  /** The record is only viewed: the dialog can only be closed. */
  readOnly?: boolean;
  cancelLabel?: string;
  closeLabel?: string;
  submitLabel?: string;
}

export function FormDialogActions({ onClose, saving, blockedReason, readOnly = false, cancelLabel = '取消', closeLabel = '关闭', submitLabel = '确定' }: FormDialogActionsProps) {
  return (
    <DialogActions>
      {!readOnly && <BlockedReason reason={blockedReason} />}
      <Button onClick={onClose}>{readOnly ? closeLabel : cancelLabel}</Button>
      {!readOnly && (
        <Button type="submit" variant="contained" disabled={saving || Boolean(blockedReason)}>
          {submitLabel}
        </Button>
      )}
    </DialogActions>
  );
}
