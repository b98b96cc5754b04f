import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { CRON_TEXT } from '@/lib/cron/messages';

const RUN_LINE_PX = 20;
/** Ten runs in two columns. */
const RUN_ROWS = 5;

/**
 * `近十次执行时间（不含年）`: the next runs as YYYY-MM-DD HH:mm:ss, or `无执行时间`.
 * The list keeps the height of ten runs when it empties: the preview changes half a second after a click,
 * and a shorter list would move the centred dialog under the pointer of someone still picking values.
 */
export function PreviewList({ runs, pending }: { runs: readonly Date[]; pending?: boolean }) {
  return (
    <Box component="section" aria-label={CRON_TEXT.previewTitle} aria-busy={pending || undefined} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {CRON_TEXT.previewTitle}
      </Typography>
      <Box sx={{ minHeight: RUN_LINE_PX * RUN_ROWS }}>
        {runs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {CRON_TEXT.noRuns}
          </Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3, columns: 2, fontFamily: 'monospace', fontSize: 13, lineHeight: `${RUN_LINE_PX}px` }}>
            {runs.map((d) => (
              <li key={d.getTime()}>{format(d, 'yyyy-MM-dd HH:mm:ss')}</li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
