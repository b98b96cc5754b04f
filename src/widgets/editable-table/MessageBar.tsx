/** The table's own message line, used when the host passes no onMessage. */
import { useCallback, useMemo, useState } from 'react';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import type { MessageLevel } from './types';

export interface MessageBarState {
  current: { level: MessageLevel; message: string; n: number } | null;
  show(level: MessageLevel, message: string): void;
  hide(): void;
}

export function useMessageBar(): MessageBarState {
  const [current, setCurrent] = useState<MessageBarState['current']>(null);
  const api = useMemo(
    () => ({
      show: (level: MessageLevel, message: string) => setCurrent((c) => ({ level, message, n: (c?.n ?? 0) + 1 })),
      hide: () => setCurrent(null),
    }),
    [],
  );
  return { current, ...api };
}

/** Where the table's messages go: the host's onMessage when it passes one, else the table's own bar. */
export function useTableMessages(onMessage: ((level: MessageLevel, message: string) => void) | undefined) {
  const bar = useMessageBar();
  const showBar = bar.show;
  const notify = useCallback((level: MessageLevel, message: string) => (onMessage ? onMessage(level, message) : showBar(level, message)), [onMessage, showBar]);
  return { bar, notify };
}

export function MessageBar({ bar }: { bar: MessageBarState }) {
  const c = bar.current;
  return (
    <Snackbar key={c?.n} open={!!c} autoHideDuration={3000} onClose={bar.hide} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      {c ? (
        <Alert severity={c.level} variant="filled" onClose={bar.hide} role={c.level === 'error' || c.level === 'warning' ? 'alert' : 'status'}>
          {c.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
