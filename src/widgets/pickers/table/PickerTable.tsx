/**
 * The pick table shared by the user, popup and business-component pickers:
 * server-paged rows with checkbox (multi) or radio (single) selection, a
 * clickable row that toggles, sortable headers, the antd-style pager
 * (`1-10 共 N 条`, size changer, quick jumper). Plain MUI Table: a pick list
 * shows one page of 5-30 rows, which needs no grid or virtualisation.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PICKER_TEXT } from '../messages';

export interface PickerColumn<R> {
  key: string;
  title: string;
  render?: (row: R) => ReactNode;
  sortable?: boolean;
  width?: number | string;
}

export interface PickerSort {
  column: string;
  order: 'asc' | 'desc';
}

export interface PickerTableProps<R> {
  label: string;
  rows: R[];
  rowKey: (row: R) => string;
  columns: PickerColumn<R>[];
  loading?: boolean;
  error?: string | null;
  multiple: boolean;
  selectedKeys: readonly string[];
  onToggle: (row: R, checked: boolean) => void;
  page: number;
  pageSize: number;
  total: number;
  pageSizeOptions: number[];
  onPage: (page: number, pageSize: number) => void;
  sort?: PickerSort | null;
  onSort?: (sort: PickerSort) => void;
  /** A leading `#` column numbering the rows of the page. */
  indexColumn?: boolean;
  maxHeight?: number | string;
  /** Names a row for its checkbox ("选择 <name>"); default the first column's value. */
  rowLabel?: (row: R) => string;
}

const PAGER_LABELS = { first: '第一页', last: '最后一页', next: '下一页', previous: '上一页' } as const;

function QuickJumper({ pages, onJump }: { pages: number; onJump: (page: number) => void }) {
  const [text, setText] = useState('');
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ml: 2, fontSize: 14 }}>
      跳至
      <TextField
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || !text) return;
          onJump(Math.min(Math.max(1, Number(text)), Math.max(1, pages)));
          setText('');
        }}
        slotProps={{ htmlInput: { 'aria-label': '跳至页', inputMode: 'numeric', style: { width: 40, padding: '4px 6px' } } }}
      />
      页
    </Box>
  );
}

export function PickerTable<R>(p: PickerTableProps<R>) {
  const selected = new Set(p.selectedKeys);
  const pages = Math.ceil(p.total / p.pageSize);
  const toggle = (row: R) => p.onToggle(row, !selected.has(p.rowKey(row)));
  return (
    <Box>
      {p.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {p.error}
        </Alert>
      )}
      <TableContainer sx={{ maxHeight: p.maxHeight ?? 420, position: 'relative' }}>
        {p.loading && <LinearProgress aria-label={PICKER_TEXT.loading} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }} />}
        <Table size="small" stickyHeader aria-label={p.label} aria-busy={p.loading ? 'true' : undefined}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              {p.indexColumn && <TableCell sx={{ width: 60 }}>#</TableCell>}
              {p.columns.map((c) => (
                <TableCell key={c.key} sx={{ width: c.width }} sortDirection={p.sort?.column === c.key ? p.sort.order : false}>
                  {c.sortable && p.onSort ? (
                    <TableSortLabel
                      active={p.sort?.column === c.key}
                      direction={p.sort?.column === c.key ? p.sort.order : 'asc'}
                      onClick={() => p.onSort?.({ column: c.key, order: p.sort?.column === c.key && p.sort.order === 'asc' ? 'desc' : 'asc' })}
                    >
                      {c.title}
                    </TableSortLabel>
                  ) : (
                    c.title
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {p.rows.map((row, i) => {
              const key = p.rowKey(row);
              const on = selected.has(key);
              const name = `${PICKER_TEXT.select} ${p.rowLabel ? p.rowLabel(row) : String((row as Record<string, unknown>)[p.columns[0]?.key] ?? key)}`;
              return (
                <TableRow key={key} hover selected={on} onClick={() => toggle(row)} sx={{ cursor: 'pointer' }}>
                  <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                    {p.multiple ? (
                      <Checkbox size="small" checked={on} onChange={(_, c) => p.onToggle(row, c)} slotProps={{ input: { 'aria-label': name } }} />
                    ) : (
                      <Radio size="small" checked={on} onChange={() => p.onToggle(row, true)} slotProps={{ input: { 'aria-label': name } }} />
                    )}
                  </TableCell>
                  {p.indexColumn && <TableCell>{(p.page - 1) * p.pageSize + i + 1}</TableCell>}
                  {p.columns.map((c) => (
                    <TableCell key={c.key}>{c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}</TableCell>
                  ))}
                </TableRow>
              );
            })}
            {p.rows.length === 0 && !p.loading && (
              <TableRow>
                <TableCell colSpan={p.columns.length + (p.indexColumn ? 2 : 1)}>
                  <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
                    {PICKER_TEXT.noData}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
        <TablePagination
          component="div"
          count={p.total}
          page={Math.max(0, Math.min(p.page - 1, Math.max(0, pages - 1)))}
          rowsPerPage={p.pageSize}
          rowsPerPageOptions={p.pageSizeOptions}
          labelRowsPerPage="条/页"
          getItemAriaLabel={(type) => PAGER_LABELS[type]}
          labelDisplayedRows={({ from, to, count }) => PICKER_TEXT.total(from, to, count)}
          onPageChange={(_, page) => p.onPage(page + 1, p.pageSize)}
          onRowsPerPageChange={(e) => p.onPage(1, Number(e.target.value))}
        />
        <QuickJumper pages={pages} onJump={(page) => p.onPage(page, p.pageSize)} />
      </Box>
    </Box>
  );
}
