/**
 * Drag sort of the rows: the target index follows from the drag delta (rows
 * have a fixed height); tree rows move among their siblings only.
 */
import { useCallback, type ReactNode, type RefObject } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragMoveEvent, type DragStartEvent, type Modifier } from '@dnd-kit/core';
import type { TableStore } from './store';
import { ET_SIZES } from './messages';
import { rowKeyboardCoordinates, targetIndex, type DragState } from './drag';

const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The drag announcements' live region goes to the body: a grid may hold rows only. */
const DRAG_ANNOUNCEMENTS_OUTSIDE_GRID = { container: typeof document === 'undefined' ? undefined : document.body };

export interface RowDragSortProps {
  store: TableStore;
  drag: DragState;
  /** The dragged row's index, kept mounted by the virtual body while the drag lasts. */
  pinned: RefObject<number | null>;
  children: ReactNode;
}

export function RowDragSort({ store, drag, pinned, children }: RowDragSortProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rowKeyboardCoordinates(ET_SIZES.rowHeight), keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );
  const onDragStart = useCallback(
    (e: DragStartEvent) => {
      const from = store.visibleIndex(String(e.active.id));
      pinned.current = from;
      drag.set({ activeId: String(e.active.id), from, target: from, dy: 0 });
    },
    [store, drag, pinned],
  );
  const onDragMove = useCallback(
    (e: DragMoveEvent) => {
      const s = drag.get();
      if (s.activeId === null) return;
      drag.set({ ...s, dy: e.delta.y, target: targetIndex(s.from, e.delta.y, ET_SIZES.rowHeight, store.getStructure().visible.length) });
    },
    [store, drag],
  );
  const onDragEnd = useCallback(
    (e: DragEndEvent) => {
      const s = drag.get();
      pinned.current = null;
      drag.reset();
      if (s.activeId === null) return;
      const visible = store.getStructure().visible;
      const target = targetIndex(s.from, e.delta.y, ET_SIZES.rowHeight, visible.length);
      const over = visible[target]?.id;
      if (!over || over === s.activeId) return;
      const a = store.getRecord(s.activeId);
      const b = store.getRecord(over);
      // Tree rows move among their siblings only.
      if (!a || !b || a.parentId !== b.parentId || b.placeholder) return;
      store.moveTo(s.activeId, store.siblingsOf(s.activeId).indexOf(over));
    },
    [store, drag, pinned],
  );
  const onDragCancel = useCallback(() => {
    pinned.current = null;
    drag.reset();
  }, [drag, pinned]);

  return (
    <DndContext sensors={sensors} modifiers={[verticalOnly]} accessibility={DRAG_ANNOUNCEMENTS_OUTSIDE_GRID} onDragStart={onDragStart} onDragMove={onDragMove} onDragEnd={onDragEnd} onDragCancel={onDragCancel}>
      {children}
    </DndContext>
  );
}
