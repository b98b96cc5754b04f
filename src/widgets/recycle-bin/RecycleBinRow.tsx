import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { RecycleBinConfig } from './types';

export interface RecycleBinRowProps<T> {
  row: T;
  config: RecycleBinConfig<T>;
  /** With the selection column. */
  batch: boolean;
  checked: boolean;
  onToggle: () => void;
  canRestore: boolean;
  canDelete: boolean;
  onAct: (kind: 'restore' | 'delete') => void;
}

/** One deleted row: its checkbox, its columns and its 还原 / 彻底删除 links. */
export function RecycleBinRow<T extends object>({ row, config, batch, checked, onToggle, canRestore, canDelete, onAct }: RecycleBinRowProps<T>) {
  const { columns, text } = config;
  return (
    <TableRow>
      {batch && (
        <TableCell padding="checkbox">
          <Checkbox checked={checked} onChange={onToggle} slotProps={{ input: { 'aria-label': config.rowLabel(row) } }} />
        </TableCell>
      )}
      {columns.map((c) => (
        <TableCell key={c.field}>{c.render ? c.render(row) : String((row as Record<string, unknown>)[c.field] ?? '')}</TableCell>
      ))}
      {(canRestore || canDelete) && (
        <TableCell align="center">
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
            {canRestore && (
              <Link component="button" type="button" onClick={() => onAct('restore')}>
                {text.restore}
              </Link>
            )}
            {canDelete && (
              <Link component="button" type="button" color="error" onClick={() => onAct('delete')}>
                {text.deleteForGood}
              </Link>
            )}
          </Stack>
        </TableCell>
      )}
    </TableRow>
  );
}
