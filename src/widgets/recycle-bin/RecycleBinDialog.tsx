import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { RecycleBinTable } from './RecycleBinTable';
import type { RecycleBinConfig } from './types';

export interface RecycleBinDialogProps<T> {
  open: boolean;
  title: string;
  config: RecycleBinConfig<T>;
  onClose: () => void;
  onRestored?: () => void;
  closeText?: string;
}

/** A recycle bin in a dialog (the list screens' 回收站 button); loads only while open. */
export function RecycleBinDialog<T extends object>({ open, title, config, onClose, onRestored, closeText = '关闭' }: RecycleBinDialogProps<T>) {
  const titleId = `recycle-bin-${String(config.queryKey[0])}`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <RecycleBinTable config={config} enabled={open} onRestored={onRestored} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{closeText}</Button>
      </DialogActions>
    </Dialog>
  );
}
