/**
 * The import dialog's look (600 px, widgets.md §9), stateless: every state of the import
 * statechart is a set of props, so stories show each one.
 */
import type { ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ImportFile } from '@machines/import.machine';
import { ImportFileCard } from './ImportFileCard';
import { IMPORT_TEXT } from './messages';
import { previewBlocker } from '@/lib/workbook/preview-blocker';

export type ImportPhase = 'idle' | 'parsing' | 'previewed' | 'uploading' | 'result';

export interface ImportDialogViewProps {
  open: boolean;
  title?: string;
  phase: ImportPhase;
  files: ImportFile[];
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
  onStart: () => void;
  onClose: () => void;
}

export const IMPORT_DIALOG_WIDTH = 600;

export function ImportDialogView({ open, title = IMPORT_TEXT.title, phase, files, onPick, onRemove, onStart, onClose }: ImportDialogViewProps) {
  const uploading = phase === 'uploading';
  const unreadable = files.some((f) => f.status === 'unreadable');
  const blocked = files.some((f) => f.status === 'parsed' && f.preview !== undefined && previewBlocker(f.preview) !== undefined);
  const canStart = phase === 'previewed' && files.length > 0 && !unreadable && !blocked;
  const removable = phase === 'idle' || phase === 'parsing' || phase === 'previewed';

  const handlePick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    // Reset so picking the same file again (after fixing it in Excel) fires change again.
    e.target.value = '';
    if (picked.length > 0) onPick(picked);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby="import-dialog-title"
      slotProps={{ paper: { sx: { width: IMPORT_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="import-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <div>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={uploading}>
              {IMPORT_TEXT.pick}
              <input hidden type="file" multiple accept=".xls,.xlsx" onChange={handlePick} disabled={uploading} />
            </Button>
          </div>
          {files.map((f) => (
            <ImportFileCard key={f.id} item={f} onRemove={removable ? () => onRemove(f.id) : undefined} />
          ))}
          {unreadable && phase === 'previewed' ? (
            <Typography variant="body2" color="error" role="alert">
              {IMPORT_TEXT.removeUnreadable}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{IMPORT_TEXT.close}</Button>
        <Button variant="contained" onClick={onStart} disabled={!canStart} loading={uploading} loadingPosition="start">
          {uploading ? IMPORT_TEXT.uploading : IMPORT_TEXT.start}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
