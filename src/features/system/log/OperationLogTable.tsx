import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import type { ListColumn, ListController } from '@/widgets/list';
import { LIST_TEXT } from '@/widgets/list';
import { LOG_TEXT as T, type LogRow } from './log-config';

export interface OperationLogTableProps {
  list: ListController<LogRow>;
  columns: readonly ListColumn<LogRow>[];
  label?: string;
  /** Per-row 删除 (log:delete); the screen asks and calls. */
  onDelete?: (row: LogRow) => void;
}

/**
 * The 操作日志 rows with the Vue list's expanded row: a toggle per row opens
 * a full-width row below it with 请求方法 / 请求参数. The community DataGrid
 * has no detail panels, so this tab draws its own table.
 */
export function OperationLogTable({ list, columns, label, onDelete }: OperationLogTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { rows, selection } = list;
  const span = columns.length + 3 + (onDelete ? 1 : 0);
  const allChecked = rows.length > 0 && rows.every((r) => selection.includes(r.id));
  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <TableContainer sx={{ mb: 1 }}>
      <Table size="small" aria-label={label} aria-busy={list.loading}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox checked={allChecked} onChange={() => list.setSelection(allChecked ? [] : rows.map((r) => r.id))} slotProps={{ input: { 'aria-label': '全选' } }} />
            </TableCell>
            <TableCell padding="checkbox">
              <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {T.expand}
              </Box>
            </TableCell>
            <TableCell>#</TableCell>
            {columns.map((c) => (
              <TableCell key={c.field} sx={{ width: c.width, whiteSpace: 'nowrap' }} sortDirection={list.sort.column === c.field ? (list.sort.order === 'asc' ? 'asc' : 'desc') : false}>
                {c.sortable ? (
                  <TableSortLabel
                    active={list.sort.column === c.field}
                    direction={list.sort.column === c.field && list.sort.order === 'asc' ? 'asc' : 'desc'}
                    onClick={() => list.setSort({ column: c.field, order: list.sort.column === c.field && list.sort.order === 'desc' ? 'asc' : 'desc' })}
                  >
                    {c.title}
                  </TableSortLabel>
                ) : (
                  c.title
                )}
              </TableCell>
            ))}
            {onDelete && <TableCell align="center">{LIST_TEXT.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={span} align="center">
                {list.loading ? '加载中…' : '暂无数据'}
              </TableCell>
            </TableRow>
          )}
          {rows.map((r, i) => {
            const expanded = open.has(r.id);
            const panelId = `log-params-${r.id}`;
            return (
              <Fragment key={r.id}>
                <TableRow hover selected={selection.includes(r.id)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selection.includes(r.id)}
                      onChange={() => list.setSelection(selection.includes(r.id) ? selection.filter((x) => x !== r.id) : [...selection, r.id])}
                      slotProps={{ input: { 'aria-label': `选择 ${r.logContent ?? ''}` } }}
                    />
                  </TableCell>
                  <TableCell padding="checkbox">
                    <IconButton size="small" aria-label={expanded ? T.collapse : T.expand} aria-expanded={expanded} aria-controls={expanded ? panelId : undefined} onClick={() => toggle(r.id)}>
                      {expanded ? <KeyboardArrowDown fontSize="small" /> : <KeyboardArrowRight fontSize="small" />}
                    </IconButton>
                  </TableCell>
                  <TableCell>{list.offset + i + 1}</TableCell>
                  {columns.map((c) => (
                    <TableCell key={c.field} sx={{ wordBreak: 'break-all' }}>
                      {c.render ? c.render(r) : String((r as unknown as Record<string, unknown>)[c.field] ?? '')}
                    </TableCell>
                  ))}
                  {onDelete && (
                    <TableCell align="center">
                      <Link component="button" type="button" color="error" onClick={() => onDelete(r)}>
                        {LIST_TEXT.delete}
                      </Link>
                    </TableCell>
                  )}
                </TableRow>
                {expanded && (
                  <TableRow>
                    <TableCell colSpan={span} sx={{ bgcolor: 'action.hover' }}>
                      <Box id={panelId} role="region" aria-label={`${r.logContent ?? ''} ${T.params}`}>
                        <Typography variant="body2" sx={{ mb: 0.5, wordBreak: 'break-all' }}>
                          {T.method}
                          {r.method ?? ''}
                        </Typography>
                        <Typography variant="body2" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
                          {T.params}
                          {r.requestParam ?? ''}
                        </Typography>
                      </Box>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
