import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { LIST_TEXT } from './messages';

export interface ListToolbarProps {
  onAdd?: () => void;
  onImport?: () => void;
  onExport?: () => void;
  exporting?: boolean;
  onBatchDelete?: () => void;
  /** Extra controls (the advanced query goes here, as in the Vue lists). */
  children?: ReactNode;
}

/** 新增 / 导入 / 导出 / 批量删除: each shown only when its handler is given. */
export function ListToolbar({ onAdd, onImport, onExport, exporting, onBatchDelete, children }: ListToolbarProps) {
  return (
    <Box role="toolbar" aria-label="列表操作" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
      {onAdd && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {LIST_TEXT.add}
        </Button>
      )}
      {onImport && (
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={onImport}>
          {LIST_TEXT.import}
        </Button>
      )}
      {onExport && (
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onExport} disabled={exporting}>
          {LIST_TEXT.export}
        </Button>
      )}
      {onBatchDelete && (
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={onBatchDelete}>
          {LIST_TEXT.batchDelete}
        </Button>
      )}
      {children}
    </Box>
  );
}
