import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { greeting } from '@/lib/greeting';
import { useSession } from '@/session/store';
import { ANALYSIS_STYLE_LABEL, ANALYSIS_STYLES, readAnalysisStyle, saveAnalysisStyle, type AnalysisStyle } from './analysis-style';
import { LoginFigures } from './LoginFigures';
import { VisitChart } from './VisitChart';

// Loaded only when chosen, so the default home page stays as light as before.
const IndexBdcPage = lazy(() => import('./IndexBdcPage'));
const IndexTaskPage = lazy(() => import('./IndexTaskPage'));

/**
 * The analysis dashboard (the Vue console's 首页): a 请选择首页样式 switch between the login figures
 * with the 7-day visit chart (统计图表, the only live data of the Vue home), the business index
 * (统计图表2) and the task board (任务表格).
 */
export default function AnalysisPage() {
  const { userInfo } = useSession();
  const username = userInfo?.username ?? '';
  const [style, setStyle] = useState<AnalysisStyle>(() => readAnalysisStyle(username));

  const choose = (next: AnalysisStyle) => {
    setStyle(next);
    saveAnalysisStyle(username, next);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h1">
        {greeting()}，{userInfo?.realname ?? userInfo?.username ?? ''}，欢迎回来
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormLabel id="analysis-style-label">{ANALYSIS_STYLE_LABEL}</FormLabel>
        <RadioGroup row aria-labelledby="analysis-style-label" value={style} onChange={(_, value) => choose(value as AnalysisStyle)}>
          {ANALYSIS_STYLES.map((s) => (
            <FormControlLabel key={s.value} value={s.value} control={<Radio size="small" />} label={s.label} />
          ))}
        </RadioGroup>
      </Stack>
      {style === 'chart' ? (
        <>
          <LoginFigures />
          <VisitChart />
        </>
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" height={320} role="progressbar" aria-label="加载中" />}>{style === 'bdc' ? <IndexBdcPage /> : <IndexTaskPage />}</Suspense>
      )}
    </Box>
  );
}
