import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { LIST_TEXT } from './messages';
import type { RowAction } from './types';

export interface RowActionLinksProps {
  /** Each of 编辑, 详情 and 删除 shows only when given. */
  onEdit?: () => void;
  onDetail?: () => void;
  /** The screen's own actions, between 详情 and 删除. */
  actions?: readonly RowAction[];
  onDelete?: () => void;
}

/** A row's actions as links separated by bars: 编辑 | 详情 | the screen's own | 删除. */
export function RowActionLinks({ onEdit, onDetail, actions, onDelete }: RowActionLinksProps) {
  return (
    <Stack direction="row" spacing={1} divider={<span aria-hidden>|</span>} sx={{ alignItems: 'center', height: '100%', justifyContent: 'center' }}>
      {onEdit && (
        <Link component="button" type="button" onClick={onEdit}>
          {LIST_TEXT.edit}
        </Link>
      )}
      {onDetail && (
        <Link component="button" type="button" onClick={onDetail}>
          {LIST_TEXT.detail}
        </Link>
      )}
      {actions?.map((action) => (
        <Link key={action.label} component="button" type="button" color={action.color} aria-label={action.ariaLabel} disabled={action.disabled} onClick={action.onClick}>
          {action.label}
        </Link>
      ))}
      {onDelete && (
        <Link component="button" type="button" color="error" onClick={onDelete}>
          {LIST_TEXT.delete}
        </Link>
      )}
    </Stack>
  );
}
