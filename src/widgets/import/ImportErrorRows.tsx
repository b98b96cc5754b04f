/** The rows the server refused, numbered as the preview numbers them (Excel's row numbers). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImportErrorLine } from '@machines/import.machine';
import { previewRowErrors } from './import-error-rows';
import { IMPORT_TEXT } from './messages';
import type { WorkbookPreview } from '@/lib/workbook/parse-types';

/** Lines listed on screen; the full log stays one click away. */
const SHOWN_LINES = 50;

export function ImportErrorRows({ lines, preview }: { lines: readonly ImportErrorLine[]; preview?: WorkbookPreview }) {
  const rows = previewRowErrors(lines.slice(0, SHOWN_LINES), preview);
  const hidden = lines.length - rows.length;
  return (
    <Box sx={{ mt: 0.5 }}>
      <Box component="ul" aria-label={IMPORT_TEXT.errorRows} sx={{ m: 0, pl: 2, maxHeight: 140, overflowY: 'auto' }}>
        {rows.map((r, i) => (
          <li key={`${r.rowNumber ?? 'x'}-${i}`}>
            {r.rowNumber !== undefined ? `${IMPORT_TEXT.rowLabel(r.rowNumber)} ` : ''}
            {r.message}
          </li>
        ))}
      </Box>
      {hidden > 0 ? (
        <Typography variant="caption" component="p">
          {IMPORT_TEXT.moreErrorRows(hidden)}
        </Typography>
      ) : null}
    </Box>
  );
}
