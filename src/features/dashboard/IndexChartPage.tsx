import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { getContentStats } from '@/api/dashboard';
import type { DashboardContentStats } from '@/api/dashboard';
import { formatThousands } from '@/lib/numbers';
import { DashCard } from './DashCard';
import { DataTable } from './DataTable';
import { LoginFigures } from './LoginFigures';
import { VisitChart } from './VisitChart';

const BACKLOG: ReadonlyArray<{ key: keyof DashboardContentStats['backlog']; label: string; color: string }> = [
  { key: 'pending', label: '待审核', color: 'warning.main' },
  { key: 'rejected', label: '已驳回', color: 'error.main' },
  { key: 'draft', label: '草稿', color: 'text.secondary' },
];

const noContent = (s: DashboardContentStats) => s.total === 0;

function AreaChart({ stats }: { stats: DashboardContentStats }) {
  const areas = stats.areas;
  return (
    <Box role="figure" aria-label="各栏目信息量图表">
      <BarChart
        height={300}
        skipAnimation
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: areas.map((a) => a.areaName), width: 96 }]}
        series={[
          { id: 'total', label: '信息总数', data: areas.map((a) => a.total) },
          { id: 'published', label: '已发布', data: areas.map((a) => a.published) },
        ]}
      />
      <DataTable caption="各栏目信息量数据" headers={['栏目', '信息总数', '已发布']} rows={areas.map((a) => [a.areaName, a.total, a.published])} />
    </Box>
  );
}

function Backlog({ stats }: { stats: DashboardContentStats }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, 1fr)' }}>
      {BACKLOG.map((b) => (
        <Box key={b.key}>
          <Typography variant="body2" color="text.secondary">
            {b.label}
          </Typography>
          <Typography variant="h4" component="p" aria-label={b.label} sx={{ color: b.color }}>
            {formatThousands(stats.backlog[b.key])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** 图表统计: the login figures and visit chart of the home page plus the content figures. */
export default function IndexChartPage() {
  const stats = useQuery({ queryKey: ['dashboard', 'contentStats'], queryFn: getContentStats });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LoginFigures />
      <VisitChart />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <DashCard title="各栏目信息量" query={stats} isEmpty={noContent} emptyText="暂无信息内容">
          {(s) => <AreaChart stats={s} />}
        </DashCard>
        <DashCard title="审核积压" query={stats} skeletonHeight={80}>
          {(s) => <Backlog stats={s} />}
        </DashCard>
      </Box>
    </Box>
  );
}
