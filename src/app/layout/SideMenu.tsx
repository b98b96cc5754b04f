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
  /** One group open per level: opening a group closes its open siblings. */
  accordion?: boolean;
  onOpen(entry: MenuEntry): void;
}

function visibleChildren(entry: MenuEntry): MenuEntry[] {
  return entry.children.filter((c) => !c.hidden);
}

function isGroup(entry: MenuEntry): boolean {
  // An always-show parent is a page of its own; its hidden children do not make it a group.
  return visibleChildren(entry).length > 0;
}

interface LevelProps extends Omit<Props, 'entries'> {
  entries: MenuEntry[];
  depth: number;
}

/**
 * One level of the menu: it owns which of its groups are open, so that in accordion mode opening
 * one closes its siblings. The group on the current route's trail opens when the route changes.
 */
function MenuLevel({ entries, depth, trail, accordion, ...rest }: LevelProps) {
  const trailKey = entries.find((e) => trail.includes(e.key))?.key;
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set(trailKey ? [trailKey] : []));
  useEffect(() => {
    if (!trailKey) return;
    setOpenKeys((prev) => (prev.has(trailKey) && (!accordion || prev.size === 1) ? prev : new Set(accordion ? [trailKey] : [...prev, trailKey])));
    // Only a route change reopens the trail; turning accordion on leaves what is open until the next toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trailKey]);
  const toggle = (key: string) =>
    setOpenKeys((prev) => {
      if (prev.has(key)) {
        const next = new Set(prev);
        next.delete(key);
        return next;
      }
      return new Set(accordion ? [key] : [...prev, key]);
    });
  return (
    <>
      {entries.map((entry) => (
        <MenuItem key={entry.key} entry={entry} depth={depth} trail={trail} accordion={accordion} open={openKeys.has(entry.key)} onToggle={() => toggle(entry.key)} {...rest} />
      ))}
    </>
  );
}

interface ItemProps extends Omit<Props, 'entries'> {
  entry: MenuEntry;
  depth: number;
  open: boolean;
  onToggle(): void;
}

function MenuItem({ entry, depth, trail, collapsed, dark, accordion, onOpen, open, onToggle }: ItemProps) {
  const group = isGroup(entry);
  const selected = !group && trail[trail.length - 1] === entry.key;
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    if (group) onToggle();
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
            <MenuLevel entries={visibleChildren(entry)} depth={depth + 1} trail={trail} collapsed={collapsed} dark={dark} accordion={accordion} onOpen={onOpen} />
          </List>
        </Collapse>
      ) : null}
    </>
  );
}

/** The side menu built from the server menu; the current route's trail is highlighted and expanded (accordion: alone). */
export function SideMenu({ entries, ...rest }: Props) {
  return (
    <List component="nav" aria-label="主菜单" disablePadding>
      <MenuLevel entries={entries.filter((e) => !e.hidden)} depth={0} {...rest} />
    </List>
  );
}
