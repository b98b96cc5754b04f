/**
 * Drag sort without a droppable per row. Rows have a fixed height, so the
 * target index follows from the drag's (scroll-adjusted) vertical delta; this
 * works for rows that are not mounted (virtual list) and keeps scrolling free
 * of dnd-kit registrations. Rows subscribe to their own vertical shift only.
 */
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

export interface DragSnapshot {
  activeId: string | null;
  from: number;
  target: number;
  dy: number;
}

const IDLE: DragSnapshot = { activeId: null, from: -1, target: -1, dy: 0 };

export function targetIndex(from: number, dy: number, rowHeight: number, count: number): number {
  return Math.min(Math.max(from + Math.round(dy / rowHeight), 0), Math.max(count - 1, 0));
}

/** Vertical shift of the row at `index` while `s` is dragged: the active row follows the pointer, rows in between make room. */
export function rowShift(s: DragSnapshot, index: number, rowId: string, rowHeight: number): number {
  if (s.activeId === null) return 0;
  if (s.activeId === rowId) return s.dy;
  if (s.from < s.target && index > s.from && index <= s.target) return -rowHeight;
  if (s.target < s.from && index >= s.target && index < s.from) return rowHeight;
  return 0;
}

export class DragState {
  private snap: DragSnapshot = IDLE;
  private listeners = new Set<() => void>();
  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  get = () => this.snap;
  set(next: DragSnapshot): void {
    const s = this.snap;
    if (s.activeId === next.activeId && s.from === next.from && s.target === next.target && s.dy === next.dy) return;
    this.snap = next;
    this.listeners.forEach((fn) => fn());
  }
  reset(): void {
    this.set(IDLE);
  }
}

/** Arrow keys move a keyboard drag by whole rows. */
export function rowKeyboardCoordinates(rowHeight: number): KeyboardCoordinateGetter {
  return (event, { currentCoordinates }) => {
    if (event.code === 'ArrowDown' || event.key === 'ArrowDown') return { ...currentCoordinates, y: currentCoordinates.y + rowHeight };
    if (event.code === 'ArrowUp' || event.key === 'ArrowUp') return { ...currentCoordinates, y: currentCoordinates.y - rowHeight };
    return undefined;
  };
}
