/** Text cut to `length` characters (default 25) with "..."; the full text shows in a tooltip when cut. */
import Tooltip from '@mui/material/Tooltip';
import { ellipsis, ELLIPSIS_LENGTH } from '@/lib/text';

export interface EllipsisProps {
  value?: string | number | null;
  length?: number;
}

export function Ellipsis({ value, length = ELLIPSIS_LENGTH }: EllipsisProps) {
  const text = value === null || value === undefined ? '' : String(value);
  const cut = ellipsis(text, length);
  if (cut === text) return <span>{text}</span>;
  return (
    <Tooltip title={text}>
      <span tabIndex={0} aria-label={text}>
        {cut}
      </span>
    </Tooltip>
  );
}
