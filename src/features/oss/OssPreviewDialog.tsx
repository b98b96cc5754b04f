import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { OssFile } from '@/api/sys/oss';
import { OSS_TEXT } from './oss-config';

export interface OssPreviewDialogProps {
  file: OssFile | null;
  onClose: () => void;
}

/** 预览 of a picture: the stored image, scaled to the dialog. */
export function OssPreviewDialog({ file, onClose }: OssPreviewDialogProps) {
  const title = file?.fileName ?? OSS_TEXT.preview;
  return (
    <Dialog open={file !== null} onClose={onClose} maxWidth="md" aria-labelledby="oss-preview-title">
      <DialogTitle id="oss-preview-title">{title}</DialogTitle>
      <DialogContent>
        {file?.url ? <img src={file.url} alt={title} style={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' }} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{OSS_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
