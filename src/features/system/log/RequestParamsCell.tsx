import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { LOG_TEXT as T, type LogRow } from './log-config';

/**
 * The Vue list's expanded row of an operation log (请求方法 / 请求参数). The
 * community DataGrid has no detail panels, so the row expands into a popover
 * anchored to its toggle.
 */
export function RequestParamsCell({ row }: { row: LogRow }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Link component="button" type="button" aria-expanded={anchor !== null} onClick={(e) => setAnchor(anchor ? null : e.currentTarget)}>
        {anchor ? T.collapse : T.expand}
      </Link>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box role="region" aria-label={`${row.logContent} ${T.params}`} sx={{ p: 2, maxWidth: 640 }}>
          <Typography variant="body2" sx={{ mb: 0.5, wordBreak: 'break-all' }}>
            {T.method}
            {row.method ?? ''}
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
            {T.params}
            {row.requestParam ?? ''}
          </Typography>
        </Box>
      </Popover>
    </>
  );
}
