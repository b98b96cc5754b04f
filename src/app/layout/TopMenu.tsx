import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { MenuEntry } from '@/session/menu-model';
import { MenuIcon } from './menu-icon';

interface Props {
  entries: MenuEntry[];
  trail: string[];
  onOpen(entry: MenuEntry): void;
}

function leaves(entry: MenuEntry): MenuEntry[] {
  const visible = entry.children.filter((c) => !c.hidden);
  return visible.length === 0 ? [entry] : visible.flatMap(leaves);
}

/** Top-menu layout: first-level entries in the header, their pages in a drop-down. */
export function TopMenu({ entries, trail, onOpen }: Props) {
  const [anchor, setAnchor] = useState<{ el: HTMLElement; entry: MenuEntry } | null>(null);
  return (
    <Stack component="nav" aria-label="主菜单" direction="row" spacing={0.5} sx={{ overflowX: 'auto', minWidth: 0 }}>
      {entries
        .filter((e) => !e.hidden)
        .map((entry) => {
          const pages = leaves(entry);
          const single = pages.length === 1 && pages[0] === entry;
          return (
            <Button
              key={entry.key}
              color="inherit"
              startIcon={<MenuIcon name={entry.icon} />}
              sx={{ whiteSpace: 'nowrap', fontWeight: trail.includes(entry.key) ? 700 : 400 }}
              aria-haspopup={single ? undefined : 'menu'}
              onClick={(e) => (single ? onOpen(entry) : setAnchor({ el: e.currentTarget, entry }))}
            >
              {entry.title}
            </Button>
          );
        })}
      <Menu open={anchor != null} anchorEl={anchor?.el} onClose={() => setAnchor(null)}>
        {anchor
          ? leaves(anchor.entry).map((page) => (
              <MenuItem
                key={page.key}
                selected={trail.includes(page.key)}
                onClick={() => {
                  setAnchor(null);
                  onOpen(page);
                }}
              >
                {page.title}
              </MenuItem>
            ))
          : null}
      </Menu>
    </Stack>
  );
}
