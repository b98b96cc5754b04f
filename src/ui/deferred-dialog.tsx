import { Component, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { whenIdle } from '@/lib/idle';
import { CODE_FAILED_MESSAGE } from './code-failed';
import { preloadable, type Preloadable } from './preloadable';

/** How long after the screen has drawn the dialog's code is fetched at the latest, idle or not. */
const PRELOAD_AT_THE_LATEST_MS = 3000;

export interface DeferredDialogOptions<P> {
  /** Whether these props show the dialog. */
  isOpen: (props: P) => boolean;
  /** Closes the dialog (used when its code could not be fetched). */
  close: (props: P) => void;
}

/** What shows when a dialog is opened before its code has arrived (the browser was never idle). */
function DialogLoading() {
  return (
    <Dialog open slotProps={{ paper: { 'aria-label': '加载中' } }}>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label="加载中" />
      </DialogContent>
    </Dialog>
  );
}

interface CodeBoundaryProps {
  open: boolean;
  onClose: () => void;
  /** Fetches the code again; resolves once it is in. */
  retry: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * The dialog's code failed to load: the dialog says so, with 重试 and 关闭, and the screen behind it
 * stays as it was (a screen-wide error would ask for a page reload).
 */
class CodeBoundary extends Component<CodeBoundaryProps, { failed: boolean; attempt: number }> {
  state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    void this.props.retry().then(
      () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 })),
      () => undefined,
    );
  };

  render() {
    if (!this.state.failed) return <Suspense key={this.state.attempt} fallback={<DialogLoading />}>{this.props.children}</Suspense>;
    return (
      <Dialog open={this.props.open} onClose={this.props.onClose} slotProps={{ paper: { 'aria-label': '加载失败' } }}>
        <DialogContent>
          <Alert severity="error">{CODE_FAILED_MESSAGE}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={this.props.onClose}>关闭</Button>
          <Button variant="contained" onClick={this.retry}>
            重试
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
}

/**
 * A screen's dialog that costs the screen nothing until it first opens. A closed dialog still runs
 * its hooks (its form state, drafts, its related data's queries) on every drawing of the screen,
 * and its code (pickers, trees, upload) is fetched and compiled with the screen's. Here, as long
 * as it has never been open, it renders nothing, and its code is fetched once the browser is idle
 * after the screen has drawn, so that the first opening is as quick as the later ones. Once opened
 * it stays mounted, as before (its closing transition, its state between openings).
 */
export function deferredDialog<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { isOpen, close }: DeferredDialogOptions<P>): Preloadable<P> {
  const Loaded = preloadable(load);
  function DeferredDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    useEffect(
      // A failed fetch is fetched again by the first opening, which then reports it.
      () => whenIdle(() => void Loaded.preload().catch(() => undefined), { timeoutMs: PRELOAD_AT_THE_LATEST_MS, fallbackMs: PRELOAD_AT_THE_LATEST_MS }),
      [],
    );
    if (!opened) return null;
    return (
      <CodeBoundary open={open} onClose={() => close(props)} retry={Loaded.preload}>
        <Loaded {...props} />
      </CodeBoundary>
    );
  }
  return Object.assign(DeferredDialog, { preload: Loaded.preload });
}
