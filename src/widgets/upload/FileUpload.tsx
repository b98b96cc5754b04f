/**
 * File upload (Vue JUpload, widgets.md §3-§9): a 点击上传 button, then one line per file with
 * its progress, a link once stored, or the failure with its message and a retry. The value is
 * the comma-joined stored paths.
 */
import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import ReplayIcon from '@mui/icons-material/Replay';
import UploadIcon from '@mui/icons-material/Upload';
import { UPLOAD_TEXT } from './messages';
import { shortName } from './rules';
import type { UploadItem } from './upload-list';
import { useUpload, type UseUploadOptions } from './use-upload';

export interface FileUploadProps extends Omit<UseUploadOptions, 'kind'> {
  /** Button text, default 点击上传. */
  text?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** `accept` of the file input. */
  accept?: string;
  /** Hide the button (a read-only list). */
  buttonVisible?: boolean;
}

function FileLine({ item, disabled, onRemove, onRetry }: { item: UploadItem; disabled?: boolean; onRemove: () => void; onRetry: () => void }) {
  const failure = item.message || UPLOAD_TEXT.failedTooltip;
  return (
    <Box component="li" data-status={item.status} sx={{ listStyle: 'none', py: 0.25 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 28 }}>
        <AttachFileIcon fontSize="small" color={item.status === 'error' ? 'error' : 'action'} />
        {item.status === 'done' ? (
          <Link href={item.url} target="_blank" rel="noopener" title={item.name} underline="hover">
            {shortName(item.name)}
          </Link>
        ) : (
          <Typography variant="body2" title={item.name} color={item.status === 'error' ? 'error' : 'text.primary'}>
            {shortName(item.name)}
          </Typography>
        )}
        {item.status === 'uploading' ? (
          <>
            <LinearProgress variant="determinate" value={item.percent} aria-label={`${item.name} 上传进度`} sx={{ flex: 1, maxWidth: 160 }} />
            <Typography variant="caption" color="text.secondary">
              {item.percent}%
            </Typography>
          </>
        ) : null}
        {item.status === 'error' ? (
          <>
            <Tooltip title={failure}>
              <Typography variant="caption" color="error" noWrap sx={{ maxWidth: 240 }}>
                {failure}
              </Typography>
            </Tooltip>
            {!disabled ? (
              <IconButton size="small" aria-label={`${UPLOAD_TEXT.retry} ${item.name}`} onClick={onRetry}>
                <ReplayIcon fontSize="small" />
              </IconButton>
            ) : null}
          </>
        ) : null}
        {!disabled ? (
          <IconButton size="small" aria-label={`${UPLOAD_TEXT.remove} ${item.name}`} onClick={onRemove}>
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
    </Box>
  );
}

export function FileUpload({ text = UPLOAD_TEXT.fileText, multiple = false, disabled, accept, buttonVisible = true, ...options }: FileUploadProps) {
  const { items, add, remove, retry } = useUpload({ ...options, kind: 'file' });

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length > 0) add(files);
  };

  return (
    <Box>
      {buttonVisible ? (
        <Button component="label" variant="outlined" size="small" startIcon={<UploadIcon />} disabled={disabled}>
          {text}
          <input hidden type="file" multiple={multiple} accept={accept} disabled={disabled} onChange={pick} />
        </Button>
      ) : null}
      {items.length > 0 ? (
        <Box component="ul" aria-label="已上传文件" sx={{ m: 0, mt: 0.5, p: 0 }}>
          {items.map((item) => (
            <FileLine key={item.id} item={item} disabled={disabled} onRemove={() => remove(item.id)} onRetry={() => retry(item.id)} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
