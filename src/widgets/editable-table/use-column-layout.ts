/**
 * The TanStack column model with the sizes of spec §9: the display columns
 * (drag handle, selection, row number) then the data columns, each with its
 * pixel width, and the columns with statistics. Percent widths are taken of the table's measured width.
 */
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { columnSizingFeature, tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import type { RowRef } from './store';
import type { EditableColumn } from './types';
import type { LayoutColumn } from './context';
import { minWidthOf, widthOf } from './columns';
import { ET_SIZES } from './messages';
import { statisticColumns } from './statistics';

const features = tableFeatures({ columnSizingFeature });

export interface ColumnLayoutOptions {
  columns: readonly EditableColumn[];
  visible: readonly RowRef[];
  dragSort: boolean;
  rowSelection: boolean;
  rowNumber: boolean;
  rootRef: RefObject<HTMLDivElement | null>;
}

/** The element's width, measured only while some column is sized in percent (0 otherwise). */
function useAvailableWidth(rootRef: RefObject<HTMLDivElement | null>, needsWidth: boolean): number {
  const [available, setAvailable] = useState(0);
  useEffect(() => {
    const el = rootRef.current;
    if (!needsWidth || !el) return;
    const measure = () => setAvailable(el.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [needsWidth, rootRef]);
  return available;
}

export function useColumnLayout({ columns, visible, dragSort, rowSelection, rowNumber, rootRef }: ColumnLayoutOptions) {
  const needsWidth = columns.some((c) => typeof c.width === 'string' && c.width.trim().endsWith('%'));
  const available = useAvailableWidth(rootRef, needsWidth);

  const dataColumns = useMemo(() => columns.filter((c) => c.type !== 'hidden'), [columns]);
  const statColumns = useMemo(() => statisticColumns(columns), [columns]);
  const hasStatistics = statColumns.length > 0;
  const tanColumns = useMemo(() => {
    const defs: ColumnDef<typeof features, RowRef>[] = [];
    if (dragSort) defs.push({ id: '__drag', size: ET_SIZES.dragWidth, minSize: ET_SIZES.dragWidth });
    if (rowSelection) {
      const w = hasStatistics ? ET_SIZES.selectionWidthWithStatistics : ET_SIZES.selectionWidth;
      defs.push({ id: '__select', size: w, minSize: w });
    }
    if (rowNumber) defs.push({ id: '__seq', size: ET_SIZES.seqWidth, minSize: ET_SIZES.seqWidth });
    for (const c of dataColumns) defs.push({ id: c.key, header: c.title, size: widthOf(c, available), minSize: minWidthOf(c.type) || 20 });
    return defs;
  }, [dragSort, rowSelection, rowNumber, hasStatistics, dataColumns, available]);

  const table = useTable({ features, columns: tanColumns, data: visible as RowRef[], getRowId: (r: RowRef) => r.id }, () => null);
  const rows = table.getRowModel().rows;
  const layout: LayoutColumn[] = useMemo(() => {
    const byKey = new Map(dataColumns.map((c) => [c.key, c]));
    return table.getAllLeafColumns().map((col) => ({ id: col.id, width: col.getSize(), column: byKey.get(col.id) }));
  }, [table, tanColumns, dataColumns]); // eslint-disable-line react-hooks/exhaustive-deps
  const totalWidth = layout.reduce((s, c) => s + c.width, 0);

  return { dataColumns, statColumns, rows, layout, totalWidth };
}
