import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { loginInfoQuery } from './home-queries';
import type { LoginInfo } from '@/api/sys/log';
import { errorMessage } from '@/api/errors';
import { formatThousands } from '@/lib/numbers';

const FIGURES: { key: keyof LoginInfo; label: string }[] = [
  { key: 'todayIp', label: '今日IP' },
  { key: 'todayVisitCount', label: '今日访问' },
  { key: 'totalVisitCount', label: '总访问量' },
];

/** 今日IP / 今日访问 / 总访问量 from `/sys/loginfo` (shared by the analysis and chart dashboards). */
export function LoginFigures() {
  const info = useQuery(loginInfoQuery);
  const grid = (
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
  if (!info.isError || info.isFetching) return grid;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {grid}
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void info.refetch()}>
            重试
          </Button>
        }
      >
        登录统计加载失败：{errorMessage(info.error)}
      </Alert>
    </Box>
  );
}

