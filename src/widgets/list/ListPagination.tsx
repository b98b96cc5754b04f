import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE_OPTIONS } from './list-params';
import { LIST_TEXT } from './messages';

export interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  pageSizeOptions?: readonly number[];
  disabled?: boolean;
}

/** The antd-style pager of the Vue console: "a-b 共N 条", page buttons, size changer, quick jumper. */
export function ListPagination({ page, pageSize, total, onPageChange, onPageSizeChange, pageSizeOptions = PAGE_SIZE_OPTIONS, disabled }: ListPaginationProps) {
  const [jump, setJump] = useState('');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  const go = () => {
    const target = Number.parseInt(jump, 10);
    setJump('');
    if (Number.isFinite(target)) onPageChange(Math.min(Math.max(target, 1), pages));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') go();
  };

  return (
    <Box component="nav" aria-label="分页" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5, py: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {LIST_TEXT.total(from, to, total)}
      </Typography>
      <Pagination
        page={Math.min(page, pages)}
        count={pages}
        onChange={(_, p) => onPageChange(p)}
        shape="rounded"
        size="small"
        disabled={disabled}
        showFirstButton={false}
      />
      <Select
        size="small"
        value={pageSize}
        onChange={(e) => onPageSizeChange(Number(e.target.value))}
        inputProps={{ 'aria-label': '每页条数' }}
        disabled={disabled}
        sx={{ minWidth: 96 }}
      >
        {pageSizeOptions.map((n) => (
          <MenuItem key={n} value={n}>
            {LIST_TEXT.perPage(n)}
          </MenuItem>
        ))}
      </Select>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Typography variant="body2">{LIST_TEXT.jumpTo}</Typography>
        <TextField
          size="small"
          value={jump}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          onKeyDown={onKeyDown}
          onBlur={() => jump && go()}
          disabled={disabled}
          slotProps={{ htmlInput: { 'aria-label': '跳至页', inputMode: 'numeric', style: { width: 40, textAlign: 'center' } } }}
        />
        <Typography variant="body2">{LIST_TEXT.pageUnit}</Typography>
      </Box>
    </Box>
  );
}
