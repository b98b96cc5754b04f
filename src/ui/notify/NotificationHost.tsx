import { useSyncExternalStore, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { HEADER_HEIGHT } from '../layout-constants';
import { notifier, type Notice } from './notifier';

function NoticeItem({ notice }: { notice: Notice }) {
  useEffect(() => {
    if (notice.duration == null) return;
    const t = setTimeout(() => notifier.close(notice.id), notice.duration);
    return () => clearTimeout(t);
  }, [notice.id, notice.duration]);
  return (
    <Alert
      severity={notice.level}
      variant="filled"
      onClose={() => notifier.close(notice.id)}
      sx={{ minWidth: 280, maxWidth: 420, boxShadow: 3 }}
      role={notice.level === 'error' || notice.level === 'warning' ? 'alert' : 'status'}
    >
      {notice.title ? <AlertTitle>{notice.title}</AlertTitle> : null}
      {notice.message}
    </Alert>
  );
}

/**
 * Stacks messages top-right, like the notifications of the console it replaces, but below the
 * header: a greeting must not sit on the user menu or the bell for seconds.
 */
export function NotificationHost() {
  const notices = useSyncExternalStore(notifier.subscribe, notifier.getSnapshot, notifier.getSnapshot);
  return (
    <Stack spacing={1} sx={{ position: 'fixed', top: HEADER_HEIGHT + 8, right: 16, zIndex: (t) => t.zIndex.snackbar }} aria-live="polite">
      {notices.map((n) => (
        <NoticeItem key={n.id} notice={n} />
      ))}
    </Stack>
  );
}
