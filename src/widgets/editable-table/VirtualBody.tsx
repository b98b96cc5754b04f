/**
 * The virtualised body: only the rows in view (plus overscan) are mounted.
 * It owns the virtualizer, so a scroll frame re-renders this component and
 * its rows, never the toolbar, header, statistics row or drag context.
 */
import { memo, useCallback, useImperativeHandle, useRef, type Ref, type RefObject } from 'react';
import TableBody from '@mui/material/TableBody';
import Typography from '@mui/material/Typography';
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { BodyRow } from './BodyRow';
import { ET_SIZES, ET_TEXT } from './messages';

export interface VirtualBodyHandle {
  scrollToIndex(index: number): void;
}

export interface VirtualBodyProps {
  ids: readonly string[];
  scrollEl: HTMLDivElement | null;
  viewport: number;
  overscan: number;
  totalWidth: number;
  footer: boolean;
  /** Index kept mounted while it is dragged out of view (TanStack/virtual#543). */
  pinned: RefObject<number | null>;
  handleRef: Ref<VirtualBodyHandle>;
}

export const VirtualBody = memo(function VirtualBody({ ids, scrollEl, viewport, overscan, totalWidth, footer, pinned, handleRef }: VirtualBodyProps) {
  const scrolling = useRef(false);
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollEl,
    estimateSize: () => ET_SIZES.rowHeight,
    getItemKey: (i) => ids[i] ?? i,
    overscan,
    scrollMargin: ET_SIZES.headerHeight,
    scrollPaddingStart: ET_SIZES.headerHeight,
    scrollPaddingEnd: footer ? ET_SIZES.rowHeight : 0,
    initialRect: { width: 0, height: viewport },
    // jsdom (and a container not laid out yet) measures 0 px: assume the configured height.
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: viewport })),
    rangeExtractor: useCallback(
      (range: Range) => {
        // While the user scrolls, render only what is in view: every row changes content each
        // frame then, and overscan rows would double the work of a fast fling. Overscan comes back
        // once scrolling settles (isScrolling resets ~150 ms after the last scroll event).
        const base = defaultRangeExtractor(scrolling.current ? { ...range, overscan: 1 } : range);
        const i = pinned.current;
        if (i !== null && i < range.count && !base.includes(i)) return [...base, i].sort((a, b) => a - b);
        return base;
      },
      [pinned],
    ),
  });
  scrolling.current = virtualizer.isScrolling;
  useImperativeHandle(handleRef, () => ({ scrollToIndex: (i: number) => virtualizer.scrollToIndex(i, { align: 'auto' }) }), [virtualizer]);

  const items = virtualizer.getVirtualItems();
  // Rows are keyed by slot (index modulo the largest window seen), not by id: a contiguous window of that
  // size always covers the same set of keys, so a row scrolling in takes over the components and DOM of a
  // row that scrolled out, even on a jump, and scrolling updates text instead of building rows. A row's
  // own state lives in the store by id, so nothing of the previous row leaks into it.
  const pool = useRef(0);
  pool.current = Math.max(pool.current, items.length);
  const used = new Map<string, number>();
  const slotKey = (index: number): string => {
    const base = `s${index % pool.current}`;
    // Only a dragged row pinned outside the window can collide with a window row.
    const n = used.get(base) ?? 0;
    used.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  };

  if (ids.length === 0) {
    return (
      <TableBody component="div" role="rowgroup" className="et-body" style={{ height: 96, width: totalWidth }}>
        <div className="et-empty" role="row">
          <div role="gridcell">
            <Typography variant="body2" color="text.secondary">
              {ET_TEXT.empty}
            </Typography>
          </div>
        </div>
      </TableBody>
    );
  }
  return (
    <TableBody component="div" role="rowgroup" className="et-body" style={{ height: virtualizer.getTotalSize(), width: totalWidth }}>
      {items.map((item) => (
        <BodyRow key={slotKey(item.index)} rowId={ids[item.index]} index={item.index} start={item.start - ET_SIZES.headerHeight} />
      ))}
    </TableBody>
  );
});
