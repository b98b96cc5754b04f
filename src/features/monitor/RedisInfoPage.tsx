import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ScreenProps } from '@/ui/screen-props';
import { HistoryChart } from './HistoryChart';
import { MonitorLayout } from './MonitorLayout';
import { redisInfo, redisKeysSize, redisMemory } from './monitor-api';
import { DEFAULT_INTERVAL_MS, useHistory, usePolling } from './use-polling';
import { TableHeadRow } from '@/widgets/list';

async function readRedis() {
  const [keys, memory, info] = await Promise.all([redisKeysSize(), redisMemory(), redisInfo()]);
  return { keys: keys.dbSize, memoryKb: memory.used_memory / 1024, info };
}

/** `monitor/RedisInfo`: key count and memory over time, and the server's INFO lines. */
export default function RedisInfoPage({ title, intervalMs = DEFAULT_INTERVAL_MS }: ScreenProps & { intervalMs?: number }) {
  const query = usePolling(['redis'], readRedis, { intervalMs });
  const data = query.data;
  const samples = useHistory(query.dataUpdatedAt, data ? { keys: data.keys, memory: data.memoryKb } : null);
  return (
    <MonitorLayout title={title} intervalMs={intervalMs} polling={query}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <HistoryChart title="Redis Key 实时数量（个）" samples={samples} series={[{ key: 'keys', label: 'Key 数量' }]} format={(v) => String(Math.round(v))} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <HistoryChart title="Redis 内存实时占用情况（KB）" samples={samples} series={[{ key: 'memory', label: '内存占用' }]} format={(v) => v.toFixed(2)} />
        </Grid>
      </Grid>
      <Table size="small" aria-label="Redis 详细信息">
        <TableHeadRow titles={['Key', 'Description', 'Value']} />
        <TableBody>
          {(data?.info ?? []).map((i) => (
            <TableRow key={i.key}>
              <TableCell>{i.key}</TableCell>
              <TableCell>{i.description}</TableCell>
              <TableCell>{i.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </MonitorLayout>
  );
}
