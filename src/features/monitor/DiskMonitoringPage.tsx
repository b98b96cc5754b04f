import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';
import type { ScreenProps } from '@/ui/screen-props';
import { formatBytes } from './format';
import { MonitorLayout } from './MonitorLayout';
import { diskInfo } from './monitor-api';
import { DEFAULT_INTERVAL_MS, usePolling } from './use-polling';

/** `monitor/DiskMonitoring`: one gauge per mounted disk (used share), with total and free space. */
export default function DiskMonitoringPage({ title, intervalMs = DEFAULT_INTERVAL_MS }: ScreenProps & { intervalMs?: number }) {
  const query = usePolling(['disk'], diskInfo, { intervalMs });
  return (
    <MonitorLayout title={title} intervalMs={intervalMs} polling={query}>
      <Grid container spacing={2}>
        {(query.data ?? []).map((d) => (
          <Grid key={d.name} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" component="article" aria-label={`磁盘 ${d.name}`}>
              <CardContent>
                <Typography variant="subtitle1">{d.name}</Typography>
                <Gauge height={160} value={d.restPPT} text={({ value }) => `${value ?? 0}%`} aria-label={`${d.name} 已使用 ${d.restPPT}%`} />
                <Typography variant="body2">总大小：{formatBytes(d.max)}</Typography>
                <Typography variant="body2">可用：{formatBytes(d.rest)}</Typography>
                <Typography variant="body2">已使用：{d.restPPT}%</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </MonitorLayout>
  );
}
