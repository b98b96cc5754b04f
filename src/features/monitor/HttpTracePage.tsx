import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '@/ui/screen-props';
import { formatTime } from './format';
import { MonitorLayout } from './MonitorLayout';
import { httpTraces } from './monitor-api';
import { DEFAULT_INTERVAL_MS, usePolling } from './use-polling';
import { TableHeadRow } from '@/widgets/list';

const statusColor = (status: number) => (status >= 500 ? 'error' : status >= 400 ? 'warning' : 'success');
/** The path after the servlet host, which is what the operator recognises. */
const pathOf = (uri: string) => uri.replace(/^https?:\/\/[^/]+/, '');

/** `monitor/HttpTrace`: the last requests the server recorded, newest first, filterable by URL. */
export default function HttpTracePage({ title, intervalMs = DEFAULT_INTERVAL_MS }: ScreenProps & { intervalMs?: number }) {
  const query = usePolling(['httptrace'], httpTraces, { intervalMs });
  const [filter, setFilter] = useState('');
  const rows = (query.data ?? []).filter((t) => !filter || t.request.uri.includes(filter));
  return (
    <MonitorLayout title={title} intervalMs={intervalMs} polling={query}>
      <TextField size="small" label="请求URL" placeholder="按URL过滤" value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ mb: 1 }} />
      <Typography variant="body2" color="text.secondary">
        共追踪到 {rows.length} 条近期HTTP请求记录
      </Typography>
      <Table size="small" aria-label="请求追踪">
        <TableHeadRow titles={['请求时间', '请求方法', '请求URL', '响应状态', '请求耗时']} />
        <TableBody>
          {rows.map((t, i) => (
            <TableRow key={`${t.timestamp}-${i}`}>
              <TableCell>{formatTime(Date.parse(t.timestamp))}</TableCell>
              <TableCell>{t.request.method}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{pathOf(t.request.uri)}</TableCell>
              <TableCell>
                <Chip size="small" color={statusColor(t.response.status)} label={t.response.status} />
              </TableCell>
              <TableCell>{t.timeTaken} ms</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </MonitorLayout>
  );
}
