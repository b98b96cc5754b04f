/** The department tree's right-click menu, as the Vue console has it: 添加下级 and 删除 of that department. */
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import { DEPART_TEXT as T } from './depart-config';

export interface DepartTreeMenuTarget {
  node: SysDepartTreeModel;
  top: number;
  left: number;
}

export interface DepartTreeMenuProps {
  target: DepartTreeMenuTarget | null;
  onClose: () => void;
  /** Absent without the add button grant. */
  onAddChild?: (node: SysDepartTreeModel) => void;
  /** Absent without the delete button grant. */
  onDelete?: (node: SysDepartTreeModel) => void;
}

export function DepartTreeMenu({ target, onClose, onAddChild, onDelete }: DepartTreeMenuProps) {
  const pick = (action?: (node: SysDepartTreeModel) => void) => () => {
    onClose();
    if (target && action) action(target.node);
  };
  return (
    <Menu
      open={target !== null && Boolean(onAddChild || onDelete)}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={target ? { top: target.top, left: target.left } : undefined}
      slotProps={{ list: { 'aria-label': target ? T.contextMenu(target.node.departName) : undefined } }}
    >
      {onAddChild ? <MenuItem onClick={pick(onAddChild)}>{T.contextAddChild}</MenuItem> : null}
      {onDelete ? (
        <MenuItem onClick={pick(onDelete)} sx={{ color: 'error.main' }}>
          {T.contextDelete}
        </MenuItem>
      ) : null}
    </Menu>
  );
}
