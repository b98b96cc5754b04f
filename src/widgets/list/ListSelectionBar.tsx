import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { LIST_TEXT } from './messages';

export interface ListSelectionBarProps {
  list: { selection: readonly unknown[]; clearSelection: () => void };
}

/** 已选择 n 项 with 清空 above a list, shown only while rows are checked. */
export function ListSelectionBar({ list }: ListSelectionBarProps) {
  if (list.selection.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 1.5, py: 0 }}>
      {LIST_TEXT.selected(list.selection.length)}
      <Link component="button" type="button" sx={{ ml: 3 }} onClick={list.clearSelection}>
        {LIST_TEXT.clearSelection}
      </Link>
    </Alert>
  );
}
