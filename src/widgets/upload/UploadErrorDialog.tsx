/** The image upload's failure dialog (widgets.md §8): 上传出错, 错误信息：<message>. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { UPLOAD_TEXT } from './messages';

export function UploadErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="upload-error-title" maxWidth="xs" fullWidth>
      <DialogTitle id="upload-error-title">{UPLOAD_TEXT.errorTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {UPLOAD_TEXT.errorLead}
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {UPLOAD_TEXT.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
