/** The grid itself: header row, the virtual rows (inside the drag context when rows can be dragged) and the statistics row. */
import type { Ref, RefObject } from 'react';
import Table from '@mui/material/Table';
import type { TableStore } from './store';
import type { EditableColumn } from './types';
import type { LayoutColumn } from './context';
import type { DragState } from './drag';
import type { useGridKeyboard } from './use-grid-keyboard';
import { HeaderRow } from './HeaderRow';
import { StatisticsRow } from './StatisticsRow';
import { VirtualBody, type VirtualBodyHandle } from './VirtualBody';
import { RowDragSort } from './RowDragSort';

export interface TableGridProps {
  ariaLabel?: string;
  store: TableStore;
  drag: DragState;
  dragSort: boolean;
  rowSelection: boolean;
  layout: readonly LayoutColumn[];
  totalWidth: number;
  /** Columns with statistics; the statistics row shows when there is one. */
  statColumns: readonly EditableColumn[];
  /** Ids of the visible rows, in display order. */
  ids: readonly string[];
  keyboard: ReturnType<typeof useGridKeyboard>;
  scrollEl: HTMLDivElement | null;
  viewport: number;
  overscan: number;
  pinned: RefObject<number | null>;
  bodyRef: Ref<VirtualBodyHandle>;
}

export function TableGrid({ ariaLabel, store, drag, dragSort, rowSelection, layout, totalWidth, statColumns, ids, keyboard, scrollEl, viewport, overscan, pinned, bodyRef }: TableGridProps) {
  const hasStatistics = statColumns.length > 0;
  const body = (
    <VirtualBody
      ids={ids}
      scrollEl={scrollEl}
      viewport={viewport}
      overscan={overscan}
      totalWidth={totalWidth}
      footer={hasStatistics}
      pinned={pinned}
      handleRef={bodyRef}
    />
  );
  return (
    <Table
      component="div"
      role="grid"
      aria-label={ariaLabel}
      aria-rowcount={ids.length + 1}
      aria-colcount={layout.length}
      aria-multiselectable={rowSelection || undefined}
      className="et-grid"
      style={{ width: totalWidth }}
      onKeyDown={keyboard.onKeyDown}
      onFocus={keyboard.onFocus}
    >
      <HeaderRow layout={layout} totalWidth={totalWidth} store={store} />
      {dragSort ? (
        <RowDragSort store={store} drag={drag} pinned={pinned}>
          {body}
        </RowDragSort>
      ) : (
        body
      )}
      {hasStatistics ? <StatisticsRow layout={layout} totalWidth={totalWidth} store={store} columns={statColumns} /> : null}
    </Table>
  );
}
