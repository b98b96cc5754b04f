import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface SettingNoticeDialogProps {
  /** Names the title for assistive technology. */
  id: string;
  open: boolean;
  title: string;
  text: string;
  okLabel: string;
  onClose: () => void;
}

/** What a setting that this console cannot change yet tells the user, dismissed with one button. */
export function SettingNoticeDialog({ id, open, title, text, okLabel, onClose }: SettingNoticeDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {okLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
