/**
 * upload, file and image cells: one file per cell (spec §5), POST
 * `/sys/common/upload` (or the column's `action`) with `file` and `isup=1`.
 * `upload` stores the uploaded-value object of spec §3 (status uploading →
 * done | error); `file` and `image` store the returned path. A server failure
 * is shown in the cell with its message, never silently dropped.
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { uploadAction } from '@/api/http';
import { checkFileBytes } from '@/widgets/upload/check-file';
import { fileAccessUrl } from '@/api/files';
import { ET_TEXT } from '../messages';
import type { UploadedValue } from '../types';
import { useTableApi } from '../context';
import { isUploaded, shortFileName } from './display';
import type { EditorProps } from './editor-props';
import { COMMON_FILE_API } from '@/api/files';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** Refusal message for a file the column does not take, or undefined. */
export function refuseFile(type: string, file: { type: string; size: number }): string | undefined {
  if (type !== 'image') return undefined;
  if (!file.type.startsWith('image/')) return ET_TEXT.needImage;
  if (!IMAGE_TYPES.includes(file.type)) return ET_TEXT.imageBadFormat;
  if (file.size > IMAGE_MAX_BYTES) return ET_TEXT.imageTooLarge;
  return undefined;
}

interface Pending {
  status: 'uploading' | 'error';
  name: string;
  percent: number;
  message?: string;
}

export function UploadCell(props: EditorProps) {
  const { column, value, disabled, onChange, onInput } = props;
  const api = useTableApi();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const isObjectCell = column.type === 'upload';

  const state: Pending | null = isObjectCell && isUploaded(value) && value.status !== 'done' ? { status: value.status, name: value.name, percent: value.percent ?? 0, message: value.message } : pending;
  const donePath = isObjectCell ? (isUploaded(value) && value.status === 'done' ? (value.path ?? '') : '') : typeof value === 'string' ? value : '';
  const doneName = isObjectCell && isUploaded(value) && value.status === 'done' ? value.name : donePath;

  const report = (next: Pending | null, uploaded?: UploadedValue) => {
    if (isObjectCell) {
      if (uploaded) onInput(uploaded);
    } else setPending(next);
  };

  const start = async (file: File) => {
    const refused = refuseFile(column.type, file) ?? (await checkFileBytes(file, { image: column.type === 'image' }));
    if (refused) {
      api.notify('warning', refused);
      return;
    }
    const base = { name: file.name, type: file.type, size: file.size };
    report({ status: 'uploading', name: file.name, percent: 0 }, { ...base, status: 'uploading', percent: 0 });
    const form = new FormData();
    form.append('file', file);
    form.append('isup', '1');
    for (const [k, v] of Object.entries(column.param ?? {})) form.append(k, String(v));
    try {
      const res = await uploadAction<unknown>(column.action ?? COMMON_FILE_API.upload, form, {
        silent: true,
        onProgress: (percent) => report({ status: 'uploading', name: file.name, percent }, { ...base, status: 'uploading', percent }),
      });
      if (!res.success) throw new Error(res.message || ET_TEXT.unknownError);
      const field = column.responseName ?? 'message';
      const raw = (res as unknown as Record<string, unknown>)[field] ?? res.message;
      const path = typeof raw === 'string' ? raw : String(raw ?? '');
      const done: UploadedValue = { ...base, status: 'done', percent: 100, path, url: fileAccessUrl(path), message: res.message };
      setPending(null);
      onChange(isObjectCell ? done : path);
      api.notify('success', `${file.name} ${ET_TEXT.fileDone}`);
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : ET_TEXT.unknownError;
      report({ status: 'error', name: file.name, percent: 0, message }, { ...base, status: 'error', percent: 0, message });
      api.notify('error', `${file.name} ${ET_TEXT.fileFailed}`);
    }
  };

  const clear = () => {
    setPending(null);
    onChange('');
  };

  const picker = (
    <input
      ref={input}
      type="file"
      hidden
      accept={column.type === 'image' ? IMAGE_TYPES.join(',') : undefined}
      aria-label={`${column.title} ${ET_TEXT.uploadText}`}
      onChange={(e) => {
        const f = e.target.files?.[0];
        e.target.value = '';
        if (f) void start(f);
      }}
    />
  );

  if (state?.status === 'uploading') {
    return (
      <Box sx={{ width: '100%' }} aria-busy="true">
        <Typography variant="caption" noWrap component="div">
          {ET_TEXT.uploading} {shortFileName(state.name)} {state.percent}%
        </Typography>
        <LinearProgress variant="determinate" value={state.percent} />
      </Box>
    );
  }

  if (donePath || (isObjectCell && doneName)) {
    const url = fileAccessUrl(donePath);
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        {column.type === 'image' && url ? <Box component="img" src={url} alt={doneName} sx={{ width: 36, height: 36, objectFit: 'cover', borderRadius: 0.5 }} /> : null}
        <Tooltip title={doneName}>
          <Link href={url || undefined} target="_blank" rel="noopener" underline="hover" noWrap sx={{ fontSize: 13 }}>
            {shortFileName(doneName)}
          </Link>
        </Tooltip>
        {column.allowDownload !== false && url ? (
          <IconButton size="small" component="a" href={url} download aria-label={`${ET_TEXT.download} ${doneName}`}>
            <DownloadIcon fontSize="inherit" />
          </IconButton>
        ) : null}
        {column.allowRemove !== false && !disabled ? (
          <IconButton size="small" onClick={clear} aria-label={`${ET_TEXT.removeFile} ${doneName}`}>
            <CloseIcon fontSize="inherit" />
          </IconButton>
        ) : null}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      {picker}
      <Button size="small" variant="outlined" startIcon={<UploadIcon />} disabled={disabled} onClick={() => input.current?.click()}>
        {column.type === 'file' ? ET_TEXT.fileUploadText : ET_TEXT.uploadText}
      </Button>
      {state?.status === 'error' ? (
        <Tooltip title={state.message ?? ET_TEXT.uploadFailed}>
          <Typography variant="caption" color="error" noWrap role="alert">
            {ET_TEXT.uploadFailed}：{state.message ?? ET_TEXT.unknownError}
          </Typography>
        </Tooltip>
      ) : null}
    </Box>
  );
}
