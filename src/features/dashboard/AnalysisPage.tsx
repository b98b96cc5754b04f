import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { greeting } from '@/lib/greeting';
import { useSession } from '@/session/store';
import { LoginFigures } from './LoginFigures';
import { VisitChart } from './VisitChart';

/** The analysis dashboard: login figures and the 7-day visit chart (the only live data of the Vue console's home). */
export default function AnalysisPage() {
  const { userInfo } = useSession();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h1">
        {greeting()}，{userInfo?.realname ?? userInfo?.username ?? ''}，欢迎回来
      </Typography>
      <LoginFigures />
      <VisitChart />
    </Box>
  );
}
