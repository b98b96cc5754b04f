/**
 * The modal wrapper (JModal): a title bar with a normal/fullscreen toggle, OK
 * and Cancel, where OK closes the modal unless `okClose` is false (or `onOk`
 * answers false / throws). Content is kept between openings unless
 * `destroyOnClose`, so a half-filled form survives closing by mistake.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { FORM_MSG } from './messages';

export interface AppModalProps {
  open: boolean;
  title?: ReactNode;
  /** px or any CSS width; default 520 (the antd modal's). */
  width?: number | string;
  children?: ReactNode;
  /** Runs on OK; answering false (or throwing) keeps the modal open. */
  onOk?: () => void | boolean | Promise<void | boolean>;
  /** Close request: Cancel, the × button, Escape, the backdrop, or OK when it closes. */
  onCancel?: () => void;
  okText?: string;
  cancelText?: string;
  okClose?: boolean;
  okDisabled?: boolean;
  destroyOnClose?: boolean;
  /** Start in fullscreen. */
  fullscreen?: boolean;
  /** Show the fullscreen toggle (default true). */
  switchFullscreen?: boolean;
  /** Replaces the OK/Cancel row; null hides it. */
  footer?: ReactNode | null;
  confirmLoading?: boolean;
}

export function AppModal(props: AppModalProps) {
  const { open, title, width = 520, children, onOk, onCancel, okText = FORM_MSG.ok, cancelText = FORM_MSG.cancel, okClose = true, okDisabled, destroyOnClose = false, fullscreen = false, switchFullscreen = true, footer, confirmLoading } = props;
  const [isFull, setFull] = useState(fullscreen);
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState(open);
  const titleId = useId();

  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  useEffect(() => setFull(fullscreen), [fullscreen]);

  const handleOk = async () => {
    setBusy(true);
    try {
      const answer = await onOk?.();
      if (okClose && answer !== false) onCancel?.();
    } catch {
      // The caller reported its own failure; the modal stays open for another try.
    } finally {
      setBusy(false);
    }
  };

  const keep = !destroyOnClose && opened;
  const loading = busy || !!confirmLoading;
  return (
    <Dialog
      open={open}
      onClose={() => onCancel?.()}
      fullScreen={isFull}
      keepMounted={keep}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: isFull ? undefined : { width, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: switchFullscreen ? 12 : 7, fontSize: 16 }}>
        {title}
      </DialogTitle>
      <Box sx={{ position: 'absolute', right: 8, top: 8, display: 'flex' }}>
        {switchFullscreen ? (
          <Tooltip title={isFull ? FORM_MSG.exitFullscreen : FORM_MSG.fullscreen}>
            <IconButton size="small" aria-label={isFull ? FORM_MSG.exitFullscreen : FORM_MSG.fullscreen} aria-pressed={isFull} onClick={() => setFull((f) => !f)}>
              {isFull ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
        ) : null}
        <IconButton size="small" aria-label={FORM_MSG.close} onClick={() => onCancel?.()}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <DialogContent dividers>{open || keep ? children : null}</DialogContent>
      {footer === null ? null : (
        <DialogActions>
          {footer ?? (
            <>
              <Button onClick={() => onCancel?.()}>{cancelText}</Button>
              <Button variant="contained" onClick={handleOk} disabled={okDisabled || loading} startIcon={loading ? <CircularProgress size={14} color="inherit" /> : undefined}>
                {okText}
              </Button>
            </>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}
