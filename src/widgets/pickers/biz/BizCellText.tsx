import Tooltip from '@mui/material/Tooltip';
import type { BizColumn, BizRow } from './biz-types';

/** A cell's value as text (the column's own `value` when it has one). */
export function cellText(column: BizColumn, row: BizRow): string {
  const v = column.value ? column.value(row) : row[column.dataIndex];
  return v === null || v === undefined ? '' : String(v);
}

/** Text cut to `length` characters with …, the whole text in a tooltip (-1 = never cut). */
export function Ellipsis({ text, length }: { text: string; length: number }) {
  if (length < 0 || text.length <= length) return <>{text}</>;
  return (
    <Tooltip title={text}>
      <span>{`${text.slice(0, length)}…`}</span>
    </Tooltip>
  );
}
