import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { REDUCED_MOTION } from '@/ui/motion';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin indeterminate bar while a route chunk or the menu loads. Plain CSS on purpose: MUI's
 * progress components would add their code to the login page's first load.
 */
export function PageLoading({ label = '页面加载中', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true" sx={{ position: fullPage ? 'fixed' : 'relative', top: 0, left: 0, right: 0, height: 3, overflow: 'hidden', zIndex: 2000 }}>
      <Box sx={{ width: '40%', height: '100%', bgcolor: 'primary.main', animation: `${slide} 1.2s ease-in-out infinite`, [REDUCED_MOTION]: { animation: 'none', width: '100%', opacity: 0.5 } }} />
    </Box>
  );
}
