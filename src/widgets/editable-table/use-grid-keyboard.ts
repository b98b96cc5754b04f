/**
 * Keyboard navigation between cells, like a spreadsheet (the Vue table had
 * none): arrows, Tab / Shift+Tab, Enter / Shift+Enter, Enter or F2 to edit,
 * Escape to stop editing; plus the outside-mouse-up rule of spec §4.
 */
import { useCallback, useEffect, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { TableStore } from './store';
import type { EditableColumn } from './types';
import { OWNS_ARROWS } from './columns';
import { moveCursor, moveForKey } from './keyboard';

/** Overlays an open editor may use without the edit closing (dropdowns, popups, date pickers). */
const KEEP_EDITING = '.MuiPopover-root,.MuiPopper-root,.MuiMenu-root,.MuiAutocomplete-popper,.MuiPickersPopper-root,.MuiDialog-root,.MuiModal-root,[role="listbox"],[role="tooltip"],[data-et-keep-editing]';

export interface GridKeyboardOptions {
  store: TableStore;
  /** Cleared when the keyboard opens an editor. */
  pointerOpen: { current: boolean };
  columns: readonly EditableColumn[];
  alwaysEdit: boolean;
  scrollToRow(id: string): void;
  blurCell(rowId: string, key: string): void;
  rootRef: RefObject<HTMLElement | null>;
}

function cellOf(target: EventTarget | null): { rowId: string; key: string; inControl: boolean } | null {
  const el = target instanceof Element ? target : null;
  const cell = el?.closest<HTMLElement>('[role="gridcell"][data-key]');
  const row = cell?.closest<HTMLElement>('[data-row-id]');
  if (!cell || !row) return null;
  return { rowId: row.dataset.rowId!, key: cell.dataset.key!, inControl: cell !== el };
}

export function useGridKeyboard({ store, pointerOpen, columns, alwaysEdit, scrollToRow, rootRef }: GridKeyboardOptions) {
  const navigable = columns.filter((c) => c.type !== 'hidden').map((c) => c.key);
  const byKey = new Map(columns.map((c) => [c.key, c]));

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      // Keys typed in portals (menus, popovers) bubble through React but are not ours.
      if (!(e.currentTarget as Node).contains(e.target as Node)) return;
      if ((e.target as Element).closest('.et-handle,[type="checkbox"].et-check')) return;
      const cursor = store.getCursor();
      if (!cursor) return;
      pointerOpen.current = false;
      const editing = store.isEditing();
      if (e.key === 'Escape') {
        if (editing && !alwaysEdit) {
          e.preventDefault();
          store.setCursor(cursor, false);
        }
        return;
      }
      if (!editing && (e.key === 'Enter' || e.key === 'F2')) {
        if (!store.isDisabled(cursor.rowId)) {
          e.preventDefault();
          store.setCursor(cursor, true);
        }
        return;
      }
      const column = byKey.get(cursor.key);
      const move = moveForKey(e, editing, column ? OWNS_ARROWS.has(column.type) : false);
      if (!move) return;
      const rows = store.getStructure().visible.filter((r) => !store.getRecord(r.id)?.placeholder).map((r) => r.id);
      const next = moveCursor({ rows, keys: navigable }, cursor, move);
      // At the grid's edge Tab leaves the table as usual.
      if (!next) return;
      e.preventDefault();
      scrollToRow(next.rowId);
      store.setCursor(next, (editing || alwaysEdit) && !store.isDisabled(next.rowId));
    },
    // navigable/byKey derive from columns
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, pointerOpen, columns, alwaysEdit, scrollToRow],
  );

  /** Focus arriving in a cell (click into an editor, browser Tab) moves the cursor there. */
  const onFocus = useCallback(
    (e: FocusEvent<HTMLElement>) => {
      const hit = cellOf(e.target);
      if (!hit || store.isDisabled(hit.rowId)) return;
      // Controls that are not the cell's editor (the tree toggle) do not start editing.
      if (e.target instanceof Element && e.target.closest('.et-no-edit')) return;
      const cur = store.getCursor();
      const same = cur?.rowId === hit.rowId && cur.key === hit.key;
      if (same && (store.isEditing() || !hit.inControl)) return;
      store.setCursor({ rowId: hit.rowId, key: hit.key }, hit.inControl || (same && store.isEditing()));
    },
    [store],
  );

  // Click-to-edit: a mouse release outside the edited cell closes its editor.
  useEffect(() => {
    if (alwaysEdit) return;
    const onUp = (ev: MouseEvent) => {
      if (!store.isEditing()) return;
      const t = ev.target instanceof Element ? ev.target : null;
      const cell = rootRef.current?.querySelector('[data-editing="true"]');
      // A release on a node that re-rendered away since the press is not "outside".
      if (!t || !t.isConnected || (cell && cell.contains(t))) return;
      if (t.closest(KEEP_EDITING)) return;
      const cur = store.getCursor();
      store.stopEditing();
      if (cur) store.setCursor(null);
    };
    document.addEventListener('mouseup', onUp);
    return () => document.removeEventListener('mouseup', onUp);
  }, [store, alwaysEdit, rootRef]);

  return { onKeyDown, onFocus };
}
