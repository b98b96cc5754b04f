import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { BarChart } from '@mui/x-charts/BarChart';
import { getBdcIndex } from '@/api/dashboard';
import type { BdcIndex, BdcKpi, DashboardRange } from '@/api/dashboard';
import { formatThousands } from '@/lib/numbers';
import { DashCard } from './DashCard';
import { DataTable } from './DataTable';
import { trendOf } from './trend';

const RANGES: ReadonlyArray<{ value: DashboardRange; label: string; previous: string }> = [
  { value: 'week', label: '本周', previous: '上周' },
  { value: 'month', label: '本月', previous: '上月' },
  { value: 'year', label: '全年', previous: '去年' },
];

function KpiCard({ kpi, previousLabel }: { kpi: BdcKpi; previousLabel: string }) {
  const trend = trendOf(kpi.value, kpi.previous);
  const color = trend.direction === 'up' ? 'success.main' : trend.direction === 'down' ? 'error.main' : 'text.secondary';
  return (
    <Card component="section" aria-label={kpi.label}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {kpi.label}
        </Typography>
        <Typography variant="h4" component="p" aria-label={`${kpi.label}数值`}>
          {formatThousands(kpi.value)}
          <Typography component="span" variant="body2" sx={{ ml: 0.5 }}>
            {kpi.unit}
          </Typography>
        </Typography>
        <Typography variant="body2" sx={{ color, display: 'flex', alignItems: 'center', gap: 0.5 }} aria-label={`${kpi.label}环比`}>
          {trend.direction === 'up' && <ArrowUpwardIcon fontSize="inherit" aria-label="上升" />}
          {trend.direction === 'down' && <ArrowDownwardIcon fontSize="inherit" aria-label="下降" />}
          较{previousLabel} {trend.text}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Kpis({ query, previousLabel }: { query: { data?: BdcIndex; isError: boolean }; previousLabel: string }) {
  const cols = { xs: '1fr 1fr', md: 'repeat(5, 1fr)' };
  if (!query.data) {
    if (query.isError) return null;
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: cols }}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rectangular" height={110} />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: cols }}>
      {query.data.kpis.map((k) => (
        <KpiCard key={k.key} kpi={k} previousLabel={previousLabel} />
      ))}
    </Box>
  );
}

function BucketChart({ data }: { data: BdcIndex }) {
  const unit = data.range === 'year' ? '月份' : '日期';
  return (
    <Box role="figure" aria-label="业务量图表">
      <BarChart
        height={300}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: data.buckets.map((b) => b.label), label: unit }]}
        series={[
          { id: 'accepted', label: '受理', data: data.buckets.map((b) => b.accepted) },
          { id: 'completed', label: '办结', data: data.buckets.map((b) => b.completed) },
        ]}
      />
      <DataTable caption="业务量数据" headers={[unit, '受理', '办结']} rows={data.buckets.map((b) => [b.label, b.accepted, b.completed])} />
    </Box>
  );
}

function DepartRank({ data }: { data: BdcIndex }) {
  const max = Math.max(1, ...data.departRank.map((d) => d.value));
  return (
    <Box component="ol" aria-label="部门排名" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {data.departRank.map((d, i) => (
        <Box component="li" key={d.departName} sx={{ display: 'grid', gridTemplateColumns: '28px 1fr auto', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: i < 3 ? 700 : 400, color: i < 3 ? 'primary.main' : 'text.secondary' }}>
            {i + 1}
          </Typography>
          <Box>
            <Typography variant="body2">{d.departName}</Typography>
            <Box sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover' }}>
              <Box sx={{ height: 6, borderRadius: 3, bgcolor: 'primary.main', width: `${(d.value / max) * 100}%` }} />
            </Box>
          </Box>
          <Typography variant="body2">{formatThousands(d.value)}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** 业务指数: KPIs against the previous period, business per day/month and the department ranking. */
export default function IndexBdcPage() {
  const [range, setRange] = useState<DashboardRange>('week');
  const query = useQuery({ queryKey: ['dashboard', 'bdc', range], queryFn: () => getBdcIndex(range), placeholderData: keepPreviousData });
  const current = RANGES.find((r) => r.value === range) ?? RANGES[0];
  // While a new range loads, the previous range's figures stay (dimmed), not a flash of skeletons.
  const stale = query.isPlaceholderData;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          统计区间：{query.data?.periodLabel ?? '—'}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={range} aria-label="统计范围" onChange={(_, v: DashboardRange | null) => v && setRange(v)}>
          {RANGES.map((r) => (
            <ToggleButton key={r.value} value={r.value}>
              {r.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, opacity: stale ? 0.6 : 1 }} aria-busy={stale}>
        <Kpis query={query} previousLabel={current.previous} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <DashCard title="业务量统计" query={query} isEmpty={(d) => d.buckets.length === 0}>
            {(d) => <BucketChart data={d} />}
          </DashCard>
          <DashCard title="部门排名" query={query} isEmpty={(d) => d.departRank.length === 0}>
            {(d) => <DepartRank data={d} />}
          </DashCard>
        </Box>
      </Box>
    </Box>
  );
}
