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
import { visitInfoQuery } from './home-queries';

/** The 7-day visits line chart from `/sys/visitInfo` (shared by the analysis and chart dashboards). */
export function VisitChart() {
  const visits = useQuery(visitInfoQuery);
  return (
    <Card>
      <CardHeader title="近七日访问" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
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
        ) : visits.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            近七日暂无访问数据
          </Typography>
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

