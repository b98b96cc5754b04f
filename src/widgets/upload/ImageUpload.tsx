/**
 * Image upload (Vue JImageUpload / JUpload picture-card, widgets.md §5, §8, §9): png/jpeg up to
 * 5 MB, a count limit, picture cards with preview, move left/right and delete, progress while
 * uploading, and the 上传出错 dialog when a picture fails. Value: comma-joined stored paths.
 */
import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { UPLOAD_TEXT } from './messages';
import { shortName } from './rules';
import { UploadErrorDialog } from './UploadErrorDialog';
import type { UploadItem } from './upload-list';
import { useUpload, type UseUploadOptions } from './use-upload';

export interface ImageUploadProps extends Omit<UseUploadOptions, 'kind'> {
  /** Text of the add card, default 上传. */
  text?: string;
  /** Several pictures; single mode (default) holds one and hides the add card once it has it. */
  multiple?: boolean;
  disabled?: boolean;
}

const TILE = 104;

const tileSx = {
  width: TILE,
  height: TILE,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  position: 'relative',
  overflow: 'hidden',
  bgcolor: 'background.paper',
} as const;

interface TileProps {
  item: UploadItem;
  disabled?: boolean;
  onPreview: () => void;
  onMove: (d: 'left' | 'right') => void;
  onRemove: () => void;
  onRetry: () => void;
}

function ImageTile({ item, disabled, onPreview, onMove, onRemove, onRetry }: TileProps) {
  const failed = item.status === 'error';
  return (
    <Box
      role="listitem"
      aria-label={item.name}
      data-status={item.status}
      sx={{ ...tileSx, borderColor: failed ? 'error.main' : 'divider', '&:hover .tile-actions': { opacity: 1 } }}
    >
      {item.url && !failed ? <Box component="img" src={item.url} alt={item.name} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} /> : null}
      {item.status === 'uploading' ? (
        <Stack sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center', bgcolor: 'rgba(255,255,255,0.7)' }}>
          <CircularProgress variant="determinate" value={item.percent} size={36} aria-label={`${item.name} 上传进度`} />
          <Typography variant="caption">{item.percent}%</Typography>
        </Stack>
      ) : null}
      {failed ? (
        <Tooltip title={item.message || UPLOAD_TEXT.failedTooltip}>
          <Stack sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center', color: 'error.main', px: 0.5 }}>
            <ErrorOutlineIcon />
            <Typography variant="caption" title={item.name} noWrap sx={{ maxWidth: '100%' }}>
              {shortName(item.name)}
            </Typography>
          </Stack>
        </Tooltip>
      ) : null}
      <Stack
        direction="row"
        className="tile-actions"
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          justifyContent: 'center',
          bgcolor: 'rgba(0,0,0,0.45)',
          opacity: 0,
          transition: 'opacity 120ms',
          '&:focus-within': { opacity: 1 },
          // Touch screens have no hover: keep the actions visible there.
          '@media (hover: none)': { opacity: 1 },
          '& .MuiIconButton-root': { color: '#fff', p: 0.5 },
        }}
      >
        {item.status === 'done' ? (
          <IconButton aria-label={`${UPLOAD_TEXT.preview} ${item.name}`} onClick={onPreview}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        ) : null}
        {failed && !disabled ? (
          <IconButton aria-label={`${UPLOAD_TEXT.retry} ${item.name}`} onClick={onRetry}>
            <ReplayIcon fontSize="small" />
          </IconButton>
        ) : null}
        {!disabled ? (
          <>
            <IconButton aria-label={`${UPLOAD_TEXT.moveLeft} ${item.name}`} onClick={() => onMove('left')}>
              <ArrowBackIcon fontSize="small" />
            </IconButton>
            <IconButton aria-label={`${UPLOAD_TEXT.moveRight} ${item.name}`} onClick={() => onMove('right')}>
              <ArrowForwardIcon fontSize="small" />
            </IconButton>
            <IconButton aria-label={`${UPLOAD_TEXT.remove} ${item.name}`} onClick={onRemove}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </>
        ) : null}
      </Stack>
    </Box>
  );
}

export function ImageUpload({ text = UPLOAD_TEXT.imageText, multiple = false, disabled, maxCount, ...options }: ImageUploadProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<UploadItem | null>(null);
  const limit = maxCount ?? (multiple ? 0 : 1);
  const { items, add, remove, retry, move } = useUpload({
    ...options,
    kind: 'image',
    maxCount: limit,
    onItemError: (name, message) => {
      setFailure(message);
      options.onItemError?.(name, message);
    },
  });
  const showAdd = !disabled && (multiple || items.length === 0);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length > 0) add(files);
  };

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* The list holds the pictures only; its box dissolves into the row so the add tile flows after them. */}
        <Box role="list" aria-label="已上传图片" sx={{ display: 'contents' }}>
          {items.map((item) => (
            <ImageTile
              key={item.id}
              item={item}
              disabled={disabled}
              onPreview={() => setPreview(item)}
              onMove={(d) => move(item.id, d)}
              onRemove={() => remove(item.id)}
              onRetry={() => retry(item.id)}
            />
          ))}
        </Box>
        {showAdd ? (
          <ButtonBase
            component="label"
            sx={{ ...tileSx, borderStyle: 'dashed', flexDirection: 'column', color: 'text.secondary', '&:hover': { borderColor: 'primary.main' } }}
          >
            <AddIcon />
            <Typography variant="body2">{text}</Typography>
            <input hidden type="file" accept="image/*" multiple={multiple} onChange={pick} aria-label={text} />
          </ButtonBase>
        ) : null}
      </Stack>
      <UploadErrorDialog message={failure} onClose={() => setFailure(null)} />
      <Dialog open={preview !== null} onClose={() => setPreview(null)} slotProps={{ paper: { 'aria-label': preview?.name ?? UPLOAD_TEXT.preview } }}>
        {preview ? <Box component="img" src={preview.url} alt={preview.name} sx={{ display: 'block', maxWidth: '100%' }} /> : null}
      </Dialog>
    </>
  );
}
