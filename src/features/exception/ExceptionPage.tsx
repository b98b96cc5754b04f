/**
 * 403 / 404 / 500 pages. Routing stays outside: the 返回首页 button calls `onHome`.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';

export type ExceptionType = 403 | 404 | 500;

export const EXCEPTION_CONFIG: Record<ExceptionType, { title: string; description: string; icon: ReactNode }> = {
  403: { title: '403', description: '抱歉，你无权访问该页面', icon: <BlockIcon sx={{ fontSize: 'inherit' }} /> },
  404: { title: '404', description: '抱歉，你访问的页面不存在', icon: <SearchOffIcon sx={{ fontSize: 'inherit' }} /> },
  500: { title: '500', description: '抱歉，服务器出错了', icon: <ErrorOutlineIcon sx={{ fontSize: 'inherit' }} /> },
};

export const BACK_HOME = '返回首页';

export interface ExceptionPageProps {
  type: ExceptionType;
  /** Go to the home page; the button is hidden without it. */
  onHome?: () => void;
}

export function ExceptionPage({ type, onHome }: ExceptionPageProps) {
  const config = EXCEPTION_CONFIG[type] ?? EXCEPTION_CONFIG[404];
  return (
    <Box
      component="section"
      aria-labelledby={`exception-${type}`}
      sx={{
        minHeight: 420,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 3, md: 8 },
        flexDirection: { xs: 'column', md: 'row' },
        textAlign: { xs: 'center', md: 'left' },
        p: 4,
      }}
    >
      <Box aria-hidden sx={{ fontSize: { xs: 120, md: 200 }, color: 'text.disabled', lineHeight: 1, display: 'flex' }}>
        {config.icon}
      </Box>
      <Box>
        <Typography id={`exception-${type}`} component="h1" sx={{ fontSize: 72, fontWeight: 600, lineHeight: 1.2, color: 'text.secondary' }}>
          {config.title}
        </Typography>
        <Typography sx={{ fontSize: 20, color: 'text.secondary', mb: 3 }}>{config.description}</Typography>
        {onHome && (
          <Button variant="contained" onClick={onHome}>
            {BACK_HOME}
          </Button>
        )}
      </Box>
    </Box>
  );
}

export default ExceptionPage;
