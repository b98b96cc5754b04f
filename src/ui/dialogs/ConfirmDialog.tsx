import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogActions from '@mui/material/DialogActions';
import Button from '@mui/material/Button';

interface Props {
  title: string;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  onSettle(ok: boolean): void;
}

export default function ConfirmDialog({ title, content, okText = '确定', cancelText = '取消', onSettle }: Props) {
  return (
    <Dialog open onClose={() => onSettle(false)} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      {content ? (
        <DialogContent>
          <DialogContentText component="div">{content}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={() => onSettle(false)}>{cancelText}</Button>
        <Button variant="contained" onClick={() => onSettle(true)} autoFocus>
          {okText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
