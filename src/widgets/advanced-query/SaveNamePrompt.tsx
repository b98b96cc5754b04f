import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { AQ_TEXT } from './messages';

export interface SaveNamePromptProps {
  open: boolean;
  onCancel: () => void;
  onSubmit: (name: string) => void;
}

/** Asks for the saved query's name; a blank name shows 保存名称不能为空 under the box. */
export function SaveNamePrompt({ open, onCancel, onSubmit }: SaveNamePromptProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setName('');
      setError(null);
    }
  }, [open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(AQ_TEXT.blankName);
      return;
    }
    onSubmit(trimmed);
  };
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="aq-save-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="aq-save-title">{AQ_TEXT.savePrompt}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            size="small"
            margin="dense"
            label={AQ_TEXT.saveName}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              if (error && e.target.value.trim()) setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{AQ_TEXT.cancel}</Button>
          <Button type="submit" variant="contained">
            {AQ_TEXT.ok}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
