import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { getLoginInfo, getVisitInfo } from '@/api/sys/auth';
import type { LoginInfo } from '@/api/types';
import { formatThousands } from '@/lib/numbers';
import { greeting } from '@/lib/greeting';
import { useSession } from '@/session/store';

const FIGURES: { key: keyof LoginInfo; label: string }[] = [
  { key: 'todayIp', label: '今日IP' },
  { key: 'todayVisitCount', label: '今日访问' },
  { key: 'totalVisitCount', label: '总访问量' },
];

function Figures() {
  const info = useQuery({ queryKey: ['sys/loginfo'], queryFn: getLoginInfo });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {FIGURES.map((f) => (
        <Card key={f.key}>
          <CardContent>
            <Typography color="text.secondary" variant="body2">
              {f.label}
            </Typography>
            {info.data ? (
              <Typography variant="h4" component="p" aria-label={f.label}>
                {formatThousands(info.data[f.key])}
              </Typography>
            ) : info.isError ? (
              <Typography color="error">—</Typography>
            ) : (
              <Skeleton width={120} height={42} />
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function VisitChart() {
  const visits = useQuery({ queryKey: ['sys/visitInfo'], queryFn: getVisitInfo });
  return (
    <Card>
      <CardHeader title="近七日访问" titleTypographyProps={{ variant: 'subtitle1', component: 'h2' }} />
      <CardContent>
        {visits.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void visits.refetch()}>
                重试
              </Button>
            }
          >
            访问数据加载失败：{visits.error.message}
          </Alert>
        ) : !visits.data ? (
          <Skeleton variant="rectangular" height={300} />
        ) : (
          <Box aria-label="近七日访问图表" role="figure">
            <LineChart
              height={300}
              xAxis={[{ scaleType: 'point', data: visits.data.map((d) => d.type), label: '日期' }]}
              series={[
                { data: visits.data.map((d) => d.visit), label: '访问次数', id: 'visit' },
                { data: visits.data.map((d) => d.ip), label: 'IP', id: 'ip' },
              ]}
            />
            <table className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              <caption>近七日访问数据</caption>
              <thead>
                <tr>
                  <th>日期</th>
                  <th>访问次数</th>
                  <th>IP</th>
                </tr>
              </thead>
              <tbody>
                {visits.data.map((d) => (
                  <tr key={d.tian}>
                    <td>{d.tian}</td>
                    <td>{d.visit}</td>
                    <td>{d.ip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** The analysis dashboard: login figures and the 7-day visit chart (the only live data of the Vue console's home). */
export default function AnalysisPage() {
  const { userInfo } = useSession();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h1">
        {greeting()}，{userInfo?.realname ?? userInfo?.username ?? ''}，欢迎回来
      </Typography>
      <Figures />
      <VisitChart />
    </Box>
  );
}
