import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PICKER_TEXT } from '../messages';
import type { BizColumn, BizRow } from './biz-types';
import { cellText, Ellipsis } from './BizCellText';

export interface BizSelectedListProps {
  name: string;
  /** The column that names a row. */
  column: BizColumn;
  /** The picked rows by key, in the order they were picked. */
  picked: ReadonlyMap<string, BizRow>;
  ellipsisLength: number;
  onRemove: (row: BizRow) => void;
}

/** 已选{name}: the picked rows, each with 删除. */
export function BizSelectedList({ name, column, picked, ellipsisLength, onRemove }: BizSelectedListProps) {
  return (
    <Paper variant="outlined" sx={{ alignSelf: 'start' }}>
      <Typography variant="subtitle2" sx={{ px: 1.5, py: 1 }}>
        {PICKER_TEXT.selectedTitle(name)}
      </Typography>
      <Table size="small" aria-label={PICKER_TEXT.selectedTitle(name)}>
        <TableHead>
          <TableRow>
            <TableCell>{column.title}</TableCell>
            <TableCell sx={{ width: 60 }}>{PICKER_TEXT.action}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...picked.entries()].map(([key, row]) => (
            <TableRow key={key}>
              <TableCell>
                <Ellipsis text={cellText(column, row)} length={ellipsisLength} />
              </TableCell>
              <TableCell>
                <Link component="button" type="button" aria-label={`${PICKER_TEXT.remove} ${cellText(column, row)}`} onClick={() => onRemove(row)}>
                  {PICKER_TEXT.remove}
                </Link>
              </TableCell>
            </TableRow>
          ))}
          {picked.size === 0 && (
            <TableRow>
              <TableCell colSpan={2} sx={{ color: 'text.secondary', textAlign: 'center' }}>
                {PICKER_TEXT.noData}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}
