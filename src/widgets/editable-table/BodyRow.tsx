/**
 * A body row. It subscribes to its own row snapshot in the store
 * (useSyncExternalStore), so typing in one row re-renders that row only. Most
 * cells are hook-free read-only cells; the cursor cell, failing cells and
 * always-visible editors are memoised DataCells.
 */
import { memo, useCallback, useSyncExternalStore } from 'react';
import { useTableApi, type TableApi } from './context';
import type { RowView } from './store';
import { DataCell, ReadCell, needsFullCell, type TreeToggle } from './DataCell';
import { RowHandle } from './RowHandle';
import { rowShift } from './drag';
import { ET_SIZES, ET_TEXT } from './messages';

export interface BodyRowProps {
  rowId: string;
  index: number;
  start: number;
}

/** Row renders counted by tests (memoisation proof); a no-op unless a counter is installed. */
export const renderProbe: { onRowRender?: (rowId: string) => void } = {};

/** Types that read other cells of the row get the row object; others do not (it would defeat memo). */
const NEEDS_ROW = new Set(['slot', 'popup']);

function useRowView(api: TableApi, rowId: string): RowView | undefined {
  const subscribe = useCallback((cb: () => void) => api.store.subscribeRow(rowId, cb), [api.store, rowId]);
  const get = useCallback(() => api.store.getRowView(rowId), [api.store, rowId]);
  return useSyncExternalStore(subscribe, get, get);
}

function useShift(api: TableApi, rowId: string, index: number): number {
  const get = useCallback(() => rowShift(api.drag.get(), index, rowId, ET_SIZES.rowHeight), [api.drag, index, rowId]);
  return useSyncExternalStore(api.drag.subscribe, get, get);
}

function treeState(view: RowView): TreeToggle {
  if (view.loading) return 'loading';
  if (!view.hasChildren) return 'none';
  return view.expanded ? 'expanded' : 'collapsed';
}

export const BodyRow = memo(function BodyRow({ rowId, index, start }: BodyRowProps) {
  const api = useTableApi();
  const view = useRowView(api, rowId);
  const dy = useShift(api, rowId, index);
  if (!view) return null;
  renderProbe.onRowRender?.(rowId);
  const dragging = dy !== 0 && api.drag.get().activeId === rowId;
  const style = {
    transform: `translateY(${start + dy}px)`,
    width: api.totalWidth,
    height: ET_SIZES.rowHeight,
    transition: api.drag.get().activeId && !dragging ? 'transform 150ms ease' : undefined,
    zIndex: dragging ? 2 : undefined,
  };
  let cls = 'et-row';
  if (view.selected) cls += ' et-selected';
  if (view.disabled) cls += ' et-row-disabled';
  if (dragging) cls += ' et-dragging';

  if (view.placeholder) {
    return (
      <div role="row" className={cls} style={style} aria-rowindex={index + 2} data-row-id={rowId} data-et-row="">
        <div role="gridcell" className="et-cell et-loading-row" style={{ width: api.totalWidth, paddingLeft: 8 + view.depth * ET_SIZES.treeIndent }}>
          {ET_TEXT.loading}
        </div>
      </div>
    );
  }

  let firstData = true;
  return (
    <div
      role="row"
      className={cls}
      style={style}
      aria-rowindex={index + 2}
      aria-selected={api.rowSelection ? view.selected : undefined}
      aria-disabled={view.disabled || undefined}
      data-row-id={rowId}
      data-et-row=""
      onClick={(e) => api.rowClick(rowId, { clientY: e.clientY, target: e.target })}
    >
      {api.layout.map((col) => {
        if (col.id === '__drag') {
          return (
            <div key={col.id} role="gridcell" className="et-cell et-center" style={{ width: col.width }}>
              <RowHandle rowId={rowId} index={index} disabled={api.store.tableDisabled} />
            </div>
          );
        }
        if (col.id === '__select') {
          return (
            <div key={col.id} role="gridcell" className="et-cell et-center" style={{ width: col.width }}>
              <input
                type="checkbox"
                className="et-check"
                checked={view.selected}
                disabled={view.disabled}
                aria-label={`${ET_TEXT.selectRow} ${index + 1}`}
                onClick={(e) => e.stopPropagation()}
                onChange={(e) => api.store.toggleSelected(rowId, e.target.checked)}
              />
            </div>
          );
        }
        if (col.id === '__seq') {
          return (
            <div key={col.id} role="gridcell" className="et-cell et-center et-seq" style={{ width: col.width }}>
              {index + 1}
            </div>
          );
        }
        const column = col.column!;
        const tree = api.tree && firstData ? treeState(view) : undefined;
        firstData = false;
        const isCursor = view.cursorKey === column.key;
        const error = view.errors?.[column.key];
        const flash = view.flash?.has(column.key) ?? false;
        const disabled = view.disabled || column.disabled === true;
        const row = NEEDS_ROW.has(column.type) || column.linkageKey ? view.values : undefined;
        if (!needsFullCell(api, column, { isCursor, error, flash, tree })) {
          // Called, not mounted: a read-only cell is one element, no fiber of its own.
          return ReadCell({ key: col.id, api, rowId, column, width: col.width, value: view.values[column.key], disabled, row });
        }
        return (
          <DataCell
            key={col.id}
            rowId={rowId}
            rowIndex={index}
            column={column}
            width={col.width}
            value={view.values[column.key]}
            error={error}
            isCursor={isCursor}
            editing={isCursor && view.editing}
            disabled={disabled}
            flash={flash}
            row={row}
            depth={tree ? view.depth : undefined}
            tree={tree}
          />
        );
      })}
    </div>
  );
});
