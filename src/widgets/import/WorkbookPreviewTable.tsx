/**
 * The first rows of a parsed workbook and its problems. Rows with a problem are tinted and
 * carry a 有问题 marker; the problem list names the Excel row, so the file can be fixed in Excel.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { IMPORT_TEXT } from './messages';
import type { WorkbookPreview } from '@/lib/workbook/parse-types';

/** Problems listed on screen; the count says how many more there are. */
const SHOWN_PROBLEMS = 50;

export function ProblemList({ preview }: { preview: WorkbookPreview }) {
  if (preview.problemCount === 0) {
    return (
      <Typography variant="body2" color="success.main">
        {IMPORT_TEXT.noProblems}
      </Typography>
    );
  }
  const shown = preview.problems.slice(0, SHOWN_PROBLEMS);
  const hidden = preview.problemCount - shown.length;
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Box component="ul" aria-label="数据问题" sx={{ m: 0, pl: 2, maxHeight: 140, overflowY: 'auto' }}>
        {shown.map((p, i) => (
          <li key={`${p.rowNumber}-${p.column ?? ''}-${i}`}>
            {IMPORT_TEXT.rowLabel(p.rowNumber)} {p.message}
          </li>
        ))}
      </Box>
      {hidden > 0 ? (
        <Typography variant="caption" component="p">
          {IMPORT_TEXT.moreProblems(hidden)}
        </Typography>
      ) : null}
    </Alert>
  );
}

export function WorkbookPreviewTable({ preview, caption }: { preview: WorkbookPreview; caption: string }) {
  const flagged = new Set(preview.flaggedRows);
  return (
    <TableContainer sx={{ maxHeight: 240, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56, whiteSpace: 'nowrap' }}>行</TableCell>
            {preview.headers.map((h, i) => (
              <TableCell key={`${h}-${i}`} sx={{ whiteSpace: 'nowrap' }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row) => {
            const bad = flagged.has(row.rowNumber);
            return (
              <TableRow key={row.rowNumber} data-flagged={bad ? 'true' : undefined} sx={bad ? { backgroundColor: 'rgba(237, 108, 2, 0.12)' } : undefined}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.rowNumber}
                  {bad ? <WarningAmberIcon titleAccess="有问题" color="warning" sx={{ fontSize: 16, ml: 0.5, verticalAlign: 'text-bottom' }} /> : null}
                </TableCell>
                {row.cells.map((c, i) => (
                  <TableCell key={i} sx={{ whiteSpace: 'nowrap', maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }} title={c}>
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
