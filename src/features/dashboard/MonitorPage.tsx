import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';
import { getMonitorSample, getOnlineCount } from '@/api/dashboard';
import type { DashboardMonitor } from '@/api/dashboard';
import type { ScreenProps } from '@/ui/screen-props';
import { HistoryChart } from '@/features/monitor/HistoryChart';
import { formatTime } from '@/features/monitor/format';
import { MONITOR_TEXT } from '@/features/monitor/MonitorLayout';
import { DEFAULT_INTERVAL_MS, useHistory, usePolling } from '@/features/monitor/use-polling';
import { formatThousands } from '@/lib/numbers';
import { DashCard } from './DashCard';
import { DataTable } from './DataTable';

const percent = (v: number) => `${(v * 100).toFixed(1)}%`;

function Figure({ label, value, onRetry }: { label: string; value: string | null; onRetry?: () => void }) {
  return (
    <Card component="section" aria-label={label}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" aria-label={`${label}数值`}>
          {value ?? <Skeleton width={100} height={42} />}
        </Typography>
        {onRetry && (
          <Typography variant="body2" color="error" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {label}加载失败
            <Button size="small" onClick={onRetry}>
              重试
            </Button>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function Gauges({ sample }: { sample: DashboardMonitor }) {
  const gauges = [
    { label: 'CPU 使用率', value: sample.cpuUsage },
    { label: '内存使用率', value: sample.memoryUsage },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
      {gauges.map((g) => (
        <Box key={g.label} role="figure" aria-label={`${g.label}仪表`} sx={{ textAlign: 'center' }}>
          <Gauge height={150} value={Math.round(g.value * 1000) / 10} valueMin={0} valueMax={100} startAngle={-110} endAngle={110} text={({ value }) => `${value ?? 0}%`} />
          <Typography variant="body2" aria-label={g.label}>
            {g.label} {percent(g.value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Regions({ sample }: { sample: DashboardMonitor }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box component="ol" aria-label="活跃地区列表" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {sample.activeRegions.map((r, i) => (
          <Box component="li" key={r.region} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Chip size="small" label={i + 1} color={i < 3 ? 'primary' : 'default'} />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {r.region}
            </Typography>
            <Typography variant="body2">{r.sessions} 个会话</Typography>
          </Box>
        ))}
      </Box>
      <DataTable caption="活跃地区数据" headers={['地区', '会话数']} rows={sample.activeRegions.map((r) => [r.region, r.sessions])} />
    </Box>
  );
}

export interface MonitorPageProps extends Partial<ScreenProps> {
  /** Poll period; 5 s in the console, shorter in stories and tests. */
  intervalMs?: number;
}

/**
 * 监控页: live figures polled every 5 s while the page is visible (the monitoring screens'
 * usePolling: a hidden document pauses it, a hidden console tab unmounts it).
 */
export default function MonitorPage({ intervalMs = DEFAULT_INTERVAL_MS }: MonitorPageProps) {
  const sample = usePolling(['dashboard', 'sample'], getMonitorSample, { intervalMs });
  const online = usePolling(['dashboard', 'online'], getOnlineCount, { intervalMs });
  const history = useHistory(sample.dataUpdatedAt, sample.data ? { rps: sample.data.requestsPerSecond } : null);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {sample.paused
          ? MONITOR_TEXT.paused
          : `${MONITOR_TEXT.auto(Math.round(intervalMs / 1000))}${sample.data ? `，${MONITOR_TEXT.lastUpdate}${formatTime(sample.data.at)}` : ''}`}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Figure
          label="请求数/秒"
          value={sample.isError ? '—' : sample.data ? formatThousands(sample.data.requestsPerSecond) : null}
          onRetry={sample.isError && !sample.isFetching ? () => void sample.refetch() : undefined}
        />
        <Figure
          label="在线用户"
          value={online.isError ? '—' : online.data === undefined ? null : formatThousands(online.data)}
          onRetry={online.isError && !online.isFetching ? () => void online.refetch() : undefined}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <DashCard title="请求趋势" query={sample}>
          {() => <HistoryChart title="每秒请求数" samples={history} series={[{ key: 'rps', label: '请求数/秒' }]} format={(v) => v.toFixed(1)} />}
        </DashCard>
        <DashCard title="资源使用" query={sample} skeletonHeight={170}>
          {(s) => <Gauges sample={s} />}
        </DashCard>
      </Box>
      <DashCard title="活跃地区" query={sample} isEmpty={(s) => s.activeRegions.length === 0} emptyText="暂无活跃地区" skeletonHeight={160}>
        {(s) => <Regions sample={s} />}
      </DashCard>
    </Box>
  );
}
