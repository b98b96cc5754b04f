/**
 * Spreadsheet-style movement between cells: arrows, Tab / Shift+Tab (wrapping
 * to the next or previous row) and Enter / Shift+Enter (down / up).
 */
export type Move = 'up' | 'down' | 'left' | 'right' | 'next' | 'prev';

export interface Grid {
  rows: readonly string[];
  keys: readonly string[];
}

export interface CellPos {
  rowId: string;
  key: string;
}

/** The cell reached by a move, or null when the move leaves the grid. */
export function moveCursor(grid: Grid, from: CellPos, move: Move): CellPos | null {
  const r = grid.rows.indexOf(from.rowId);
  const c = grid.keys.indexOf(from.key);
  if (r < 0 || c < 0) return null;
  const lastR = grid.rows.length - 1;
  const lastC = grid.keys.length - 1;
  let nr = r;
  let nc = c;
  switch (move) {
    case 'up':
      nr = r - 1;
      break;
    case 'down':
      nr = r + 1;
      break;
    case 'left':
      nc = c - 1;
      break;
    case 'right':
      nc = c + 1;
      break;
    case 'next':
      if (c < lastC) nc = c + 1;
      else {
        nr = r + 1;
        nc = 0;
      }
      break;
    case 'prev':
      if (c > 0) nc = c - 1;
      else {
        nr = r - 1;
        nc = lastC;
      }
      break;
  }
  if (nr < 0 || nr > lastR || nc < 0 || nc > lastC) return null;
  return { rowId: grid.rows[nr], key: grid.keys[nc] };
}

/** Key event → move (null for keys that do not move). `editing` limits arrows to up/down-less editors. */
export function moveForKey(e: { key: string; shiftKey: boolean }, editing: boolean, editorOwnsArrows: boolean): Move | null {
  switch (e.key) {
    case 'Tab':
      return e.shiftKey ? 'prev' : 'next';
    case 'Enter':
      if (editing && editorOwnsArrows) return null;
      return e.shiftKey ? 'up' : 'down';
    case 'ArrowUp':
      return editing && editorOwnsArrows ? null : 'up';
    case 'ArrowDown':
      return editing && editorOwnsArrows ? null : 'down';
    case 'ArrowLeft':
      return editing ? null : 'left';
    case 'ArrowRight':
      return editing ? null : 'right';
    default:
      return null;
  }
}
