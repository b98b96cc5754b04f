/**
 * The drag handle: drag it to sort (dnd-kit; mouse or Space + arrows), or
 * click it (Enter) for the menu 向上移 / 向下移 / 插入一行. The first row
 * cannot move up, the last cannot move down; inserting below is always allowed.
 */
import { useState } from 'react';
import { useDraggable } from '@dnd-kit/core';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTableApi } from './context';
import { ET_TEXT } from './messages';

/** Material "drag indicator" glyph as raw SVG: a styled MUI icon per row costs frames while scrolling. */
const DRAG_ICON =
  'M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

export function RowHandle({ rowId, index, disabled }: { rowId: string; index: number; disabled: boolean }) {
  const api = useTableApi();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { setNodeRef, listeners, attributes } = useDraggable({ id: rowId, disabled, data: { index } });
  const close = () => setAnchor(null);
  const open = (el: HTMLElement) => {
    if (!disabled) setAnchor(el);
  };
  return (
    <>
      <div
        {...attributes}
        {...listeners}
        ref={setNodeRef}
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-label={`${ET_TEXT.dragHandle} ${index + 1}`}
        aria-haspopup="menu"
        aria-disabled={disabled || undefined}
        className="et-handle"
        onClick={(e) => {
          e.stopPropagation();
          open(e.currentTarget);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            e.stopPropagation();
            open(e.currentTarget);
            return;
          }
          listeners?.onKeyDown?.(e);
        }}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d={DRAG_ICON} />
        </svg>
      </div>
      {anchor ? (
        <Menu open anchorEl={anchor} onClose={close} onClick={(e) => e.stopPropagation()}>
          <MenuItem
            disabled={!api.store.canMoveUp(rowId)}
            onClick={() => {
              close();
              api.moveUp(rowId);
            }}
          >
            {ET_TEXT.moveUp}
          </MenuItem>
          <MenuItem
            disabled={!api.store.canMoveDown(rowId)}
            onClick={() => {
              close();
              api.moveDown(rowId);
            }}
          >
            {ET_TEXT.moveDown}
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              api.insertBelow(rowId);
            }}
          >
            {ET_TEXT.insertRow}
          </MenuItem>
        </Menu>
      ) : null}
    </>
  );
}
