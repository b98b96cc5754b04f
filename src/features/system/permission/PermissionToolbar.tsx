import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PERMISSION_TEXT as T } from './permission-config';
import { refreshMenu } from './refresh-menu';

export interface PermissionToolbarProps {
  /** Absent without the add grant. */
  onAdd?: () => void;
  /** Absent without the batch delete grant. */
  onRemoveMany?: () => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  selectedCount: number;
  onClearSelection: () => void;
}

/** 新增, 批量删除, 展开全部, 折叠全部, 刷新菜单 and the count of checked rows with 清空. */
export function PermissionToolbar({ onAdd, onRemoveMany, onExpandAll, onCollapseAll, selectedCount, onClearSelection }: PermissionToolbarProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      {onAdd && (
        <Button variant="contained" onClick={onAdd}>
          {T.add}
        </Button>
      )}
      {onRemoveMany && (
        <Button variant="outlined" color="error" onClick={onRemoveMany}>
          {T.batchDelete}
        </Button>
      )}
      <Button variant="outlined" onClick={onExpandAll}>
        {T.expandAll}
      </Button>
      <Button variant="outlined" onClick={onCollapseAll}>
        {T.collapseAll}
      </Button>
      <Button variant="outlined" onClick={() => void refreshMenu()}>
        刷新菜单
      </Button>
      {selectedCount > 0 && (
        <Typography variant="body2">
          {T.selected(selectedCount)} ·{' '}
          <Link component="button" type="button" onClick={onClearSelection}>
            {T.clear}
          </Link>
        </Typography>
      )}
    </Stack>
  );
}
