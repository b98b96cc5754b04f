import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { LIST_TEXT } from './messages';
import { useFocusKeptIn } from './use-focus-kept-in';

export interface PagedColumn<R> {
  key: string;
  title: string;
  render?: (row: R) => ReactNode;
}

export interface PagedTableProps<R> {
  label: string;
  columns: readonly PagedColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
  /** Checkbox selection when given. */
  selection?: string[];
  onSelection?: (ids: string[]) => void;
  /** The name of a row's checkbox (default 选择 plus the row's key). */
  rowLabel?: (row: R) => string;
  actions?: (row: R) => ReactNode;
  /** The read of these rows failed: its message shows where the rows would, never "no data". */
  error?: string | null;
}

// Names and codes stay on one line (a narrow tab scrolls sideways instead of stacking characters),
// and the actions column stays pinned to the right edge while it scrolls.
const cellSx = { whiteSpace: 'nowrap' } as const;
const actionsSx = { whiteSpace: 'nowrap', position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: '-4px 0 6px -4px rgba(0, 0, 0, 0.25)' } as const;

/**
 * A small server-paged table for lists inside a tab or dialog (a role's users, a department's
 * users and roles): the screen's list helper keeps one fixed url and the address of its screen.
 */
export function PagedTable<R>({ label, columns, rows, rowKey, total, page, pageSize, onPage, onPageSize, selection, onSelection, actions, error, rowLabel }: PagedTableProps<R>) {
  const ids = rows.map(rowKey);
  const allOn = ids.length > 0 && selection !== undefined && ids.every((id) => selection.includes(id));
  const box = useFocusKeptIn<HTMLDivElement>(rows);
  return (
    <>
      <TableContainer ref={box} tabIndex={-1} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {selection && onSelection ? (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allOn}
                  slotProps={{ input: { 'aria-label': '全选' } }}
                  onChange={() => onSelection(allOn ? selection.filter((s) => !ids.includes(s)) : [...new Set([...selection, ...ids])])}
                />
              </TableCell>
            ) : null}
            {columns.map((c) => (
              <TableCell key={c.key} sx={cellSx}>
                {c.title}
              </TableCell>
            ))}
            {actions ? <TableCell sx={actionsSx}>{LIST_TEXT.actions}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {error || rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + 2} align="center" role={error ? 'alert' : undefined} sx={error ? { color: 'error.main' } : undefined}>
                {error || LIST_TEXT.empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const id = rowKey(row);
              return (
                <TableRow key={id}>
                  {selection && onSelection ? (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selection.includes(id)}
                        slotProps={{ input: { 'aria-label': rowLabel ? rowLabel(row) : `选择 ${id}` } }}
                        onChange={() => onSelection(selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id])}
                      />
                    </TableCell>
                  ) : null}
                  {columns.map((c) => (
                    <TableCell key={c.key} sx={cellSx}>{c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}</TableCell>
                  ))}
                  {actions ? <TableCell sx={actionsSx}>{actions(row)}</TableCell> : null}
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, page - 1)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={onPageSize ? [10, 20, 30] : [pageSize]}
        onPageChange={(_, p) => onPage(p + 1)}
        onRowsPerPageChange={(e) => onPageSize?.(Number(e.target.value))}
        labelRowsPerPage="条/页"
        labelDisplayedRows={({ from, to, count }) => `${from}-${to} 共${count} 条`}
      />
    </>
  );
}
