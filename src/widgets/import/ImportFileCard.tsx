/** One file of the import dialog in whatever state it is: reading, unreadable, previewed, sent. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { ImportFile, ImportOutcome } from '@machines/import.machine';
import type { WorkbookPreview } from '@/lib/workbook/parse-types';
import { ImportErrorRows } from './ImportErrorRows';
import { IMPORT_TEXT } from './messages';
import { previewBlocker } from '@/lib/workbook/preview-blocker';
import { ProblemList, WorkbookPreviewTable } from './WorkbookPreviewTable';

function ErrorLogLink({ outcome }: { outcome: ImportOutcome }) {
  if (!outcome.errorLogUrl) return null;
  return (
    <Typography variant="body2">
      {IMPORT_TEXT.downloadLead}{' '}
      <Link href={outcome.errorLogUrl} target="_blank" rel="noopener" download={outcome.errorLogName ?? true}>
        {IMPORT_TEXT.download}
      </Link>
    </Typography>
  );
}

export function OutcomeAlert({ outcome, preview }: { outcome: ImportOutcome; preview?: WorkbookPreview }) {
  const errorRows = outcome.errorLines?.length ? <ImportErrorRows lines={outcome.errorLines} preview={preview} /> : null;
  if (outcome.kind === 'ok') return <Alert severity="success">{outcome.message}</Alert>;
  if (outcome.kind === 'failed') {
    return (
      <Alert severity="error">
        <AlertTitle>{IMPORT_TEXT.resultFailed}</AlertTitle>
        {outcome.message}
        {outcome.detail ? <Typography variant="body2">{outcome.detail}</Typography> : null}
        {errorRows}
        <ErrorLogLink outcome={outcome} />
      </Alert>
    );
  }
  return (
    <Alert severity="warning">
      <AlertTitle>{outcome.message}</AlertTitle>
      {outcome.detail ? <Typography variant="body2">{outcome.detail}</Typography> : null}
      {errorRows}
      <ErrorLogLink outcome={outcome} />
    </Alert>
  );
}

export interface ImportFileCardProps {
  item: ImportFile;
  /** Omitted while the file cannot be removed (uploading, sent). */
  onRemove?: () => void;
}

export function ImportFileCard({ item, onRemove }: ImportFileCardProps) {
  const { preview } = item;
  const blocker = preview && item.status === 'parsed' ? previewBlocker(preview) : undefined;
  return (
    <Paper variant="outlined" component="section" aria-label={item.name} sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <DescriptionOutlinedIcon fontSize="small" color="action" />
        <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={item.name}>
          {item.name}
        </Typography>
        {preview && item.status !== 'unreadable' ? (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {IMPORT_TEXT.summary(preview.totalRows)}
            {preview.problemCount > 0 ? ` · ${preview.problemRowCount > 0 ? IMPORT_TEXT.problemRows(preview.problemRowCount) : IMPORT_TEXT.problems(preview.problemCount)}` : ''}
          </Typography>
        ) : null}
        {onRemove ? (
          <IconButton size="small" aria-label={IMPORT_TEXT.remove(item.name)} onClick={onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>

      {item.status === 'pending' || item.status === 'parsing' ? (
        <Box role="status" aria-label={IMPORT_TEXT.parsing}>
          <LinearProgress />
          <Typography variant="caption" color="text.secondary">
            {IMPORT_TEXT.parsing}
          </Typography>
        </Box>
      ) : null}

      {item.status === 'unreadable' ? <Alert severity="error">{item.error ?? IMPORT_TEXT.unknownFile}</Alert> : null}

      {item.status === 'uploading' ? <LinearProgress aria-label={IMPORT_TEXT.uploading} /> : null}

      {item.outcome ? <OutcomeAlert outcome={item.outcome} preview={preview} /> : null}

      {blocker ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {blocker}
        </Alert>
      ) : null}

      {preview && (item.status === 'parsed' || item.status === 'uploading') ? (
        <Stack spacing={1}>
          <ProblemList preview={preview} />
          {preview.rows.length > 0 ? (
            <WorkbookPreviewTable preview={preview} caption={`${item.name} ${IMPORT_TEXT.previewCaption(preview.rows.length, preview.totalRows)}`} />
          ) : null}
          {preview.rows.length > 0 ? (
            <Typography variant="caption" color="text.secondary">
              {IMPORT_TEXT.previewCaption(preview.rows.length, preview.totalRows)}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}
