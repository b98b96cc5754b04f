/** The tab's context menu: 刷新, 关闭左侧, 关闭右侧, 关闭其它 (each disabled when it would close nothing). */
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import RefreshIcon from '@mui/icons-material/Refresh';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import ClearAllIcon from '@mui/icons-material/ClearAll';

export const TAB_MENU_LABELS = { refresh: '刷新', left: '关闭左侧', right: '关闭右侧', others: '关闭其它' } as const;

export type TabMenuAction = keyof typeof TAB_MENU_LABELS;

export interface TabContextMenuProps {
  open: boolean;
  /** At the pointer for a right click; absent: under the tab element (keyboard). */
  position: { top: number; left: number } | undefined;
  /** The tab element the menu opens under when it has no position. */
  anchorEl: (() => HTMLElement) | null;
  /** How many tabs each close would close. */
  counts: { left: number; right: number; others: number };
  onClose: () => void;
  onAction: (action: TabMenuAction) => void;
}

export function TabContextMenu({ open, position, anchorEl, counts, onClose, onAction }: TabContextMenuProps) {
  return (
    <Menu
      open={open}
      onClose={onClose}
      anchorReference={position ? 'anchorPosition' : 'anchorEl'}
      anchorPosition={position}
      anchorEl={anchorEl}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <MenuItem onClick={() => onAction('refresh')}>
        <ListItemIcon>
          <RefreshIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{TAB_MENU_LABELS.refresh}</ListItemText>
      </MenuItem>
      <MenuItem onClick={() => onAction('left')} disabled={counts.left === 0}>
        <ListItemIcon>
          <FirstPageIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{TAB_MENU_LABELS.left}</ListItemText>
      </MenuItem>
      <MenuItem onClick={() => onAction('right')} disabled={counts.right === 0}>
        <ListItemIcon>
          <LastPageIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{TAB_MENU_LABELS.right}</ListItemText>
      </MenuItem>
      <MenuItem onClick={() => onAction('others')} disabled={counts.others === 0}>
        <ListItemIcon>
          <ClearAllIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{TAB_MENU_LABELS.others}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
