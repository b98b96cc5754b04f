import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatTime } from './format';

export const MONITOR_TEXT = {
  lastUpdate: '上次更新时间：',
  refresh: '立即更新',
  auto: (s: number) => `每 ${s} 秒自动刷新`,
  paused: '已暂停（页面不可见）',
  failed: '获取监控数据失败',
  loading: '加载中…',
} as const;

/** The parts of a `usePolling` result the frame shows. */
export interface MonitorPolling {
  dataUpdatedAt: number;
  paused: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface MonitorLayoutProps {
  title: string;
  intervalMs: number;
  polling: MonitorPolling;
  children: ReactNode;
}

/** The frame every monitoring screen shares: title, refresh state, last update, manual refresh. */
export function MonitorLayout({ title, intervalMs, polling, children }: MonitorLayoutProps) {
  const { dataUpdatedAt: updatedAt, paused, isFetching: fetching, error } = polling;
  return (
    <Paper sx={{ p: 2 }} component="section" aria-label={title}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Chip size="small" color={paused ? 'default' : 'success'} label={paused ? MONITOR_TEXT.paused : MONITOR_TEXT.auto(Math.round(intervalMs / 1000))} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {MONITOR_TEXT.lastUpdate}
          {updatedAt ? formatTime(updatedAt) : '-'}
        </Typography>
        <Button variant="contained" size="small" onClick={() => void polling.refetch()} disabled={fetching}>
          {MONITOR_TEXT.refresh}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {MONITOR_TEXT.failed}
          {error instanceof Error && error.message ? `：${error.message}` : ''}
        </Alert>
      ) : null}
      {children}
    </Paper>
  );
}
