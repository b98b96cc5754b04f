import { useState, useEffect, type MouseEvent } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { MenuEntry } from '@/session/menu-model';
import { MenuIcon } from './menu-icon';

interface Props {
  entries: MenuEntry[];
  /** keys of the entries from the root to the current route (hidden routes select their parent) */
  trail: string[];
  collapsed: boolean;
  dark: boolean;
  onOpen(entry: MenuEntry): void;
}

function visibleChildren(entry: MenuEntry): MenuEntry[] {
  return entry.children.filter((c) => !c.hidden);
}

function isGroup(entry: MenuEntry): boolean {
  // An always-show parent is a page of its own; its hidden children do not make it a group.
  return visibleChildren(entry).length > 0;
}

interface ItemProps extends Omit<Props, 'entries'> {
  entry: MenuEntry;
  depth: number;
}

function MenuItem({ entry, depth, trail, collapsed, dark, onOpen }: ItemProps) {
  const inTrail = trail.includes(entry.key);
  const [open, setOpen] = useState(inTrail);
  useEffect(() => {
    if (inTrail) setOpen(true);
  }, [inTrail]);
  const group = isGroup(entry);
  const selected = !group && trail[trail.length - 1] === entry.key;
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    if (group) setOpen((o) => !o);
    else onOpen(entry);
  };
  const button = (
    <ListItemButton
      // Pages are links (open in a new browser tab with a middle click); groups only expand.
      {...(group ? {} : { component: 'a' as const, href: entry.external ? undefined : entry.path })}
      onClick={onClick}
      selected={selected}
      aria-expanded={group ? open : undefined}
      aria-current={selected ? 'page' : undefined}
      sx={{ pl: collapsed ? 2.5 : 2 + depth * 2, minHeight: 44, color: dark ? 'rgba(255,255,255,0.78)' : undefined, '&.Mui-selected': dark ? { bgcolor: 'primary.main', color: '#fff' } : undefined }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'inherit' }}>{depth === 0 ? <MenuIcon name={entry.icon} /> : null}</ListItemIcon>
      {collapsed ? null : <ListItemText primary={entry.title} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />}
      {collapsed ? null : entry.external ? <OpenInNew fontSize="inherit" aria-label="新窗口打开" /> : group ? open ? <ExpandLess /> : <ExpandMore /> : null}
    </ListItemButton>
  );
  return (
    <>
      {collapsed && depth === 0 ? (
        <Tooltip title={entry.title} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {group && !collapsed ? (
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List disablePadding>
            {visibleChildren(entry).map((child) => (
              <MenuItem key={child.key} entry={child} depth={depth + 1} trail={trail} collapsed={collapsed} dark={dark} onOpen={onOpen} />
            ))}
          </List>
        </Collapse>
      ) : null}
    </>
  );
}

/** The side menu built from the server menu; the current route's trail is highlighted and expanded. */
export function SideMenu({ entries, ...rest }: Props) {
  return (
    <List component="nav" aria-label="主菜单" disablePadding>
      {entries
        .filter((e) => !e.hidden)
        .map((entry) => (
          <MenuItem key={entry.key} entry={entry} depth={0} {...rest} />
        ))}
    </List>
  );
}
