/**
 * The editable table (widgets.md §2-6, §9): a headless TanStack Table v9
 * column/row model, rows virtualised with @tanstack/react-virtual (61 px
 * rows, 5 rows of overscan each side), drag sort with @dnd-kit, rendered with
 * MUI table parts and inputs. Values live in a per-row external store.
 */
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import LinearProgress from '@mui/material/LinearProgress';
import { columnSizingFeature, tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragMoveEvent, type DragStartEvent, type Modifier } from '@dnd-kit/core';
import { toolbarExclusions } from '@/session/permissions';
import type { EditableTableHandle, EditableTableProps, MessageLevel } from './types';
import type { RowRef } from './store';
import { useTableDraft } from './use-table-draft';
import { TableApiContext, type LayoutColumn, type TableApi } from './context';
import { minWidthOf, widthOf } from './columns';
import { ET_SIZES, ET_TEXT } from './messages';
import { statisticColumns } from './statistics';
import { useColumnOptions } from './use-dict-options';
import { useLinkage } from './use-linkage';
import { useTableController } from './use-table-controller';
import { useGridKeyboard } from './use-grid-keyboard';
import { HeaderRow } from './HeaderRow';
import { StatisticsRow } from './StatisticsRow';
import { VirtualBody, type VirtualBodyHandle } from './VirtualBody';
import { DragState, rowKeyboardCoordinates, targetIndex } from './drag';
import { TableToolbar } from './TableToolbar';
import { SubFormPopover, useSubForm } from './SubFormPopover';
import { MessageBar, useMessageBar } from './MessageBar';
import { tableSx } from './table-styles';

const features = tableFeatures({ columnSizingFeature });
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The drag announcements' live region goes to the body: a grid may hold rows only. */
const DRAG_ANNOUNCEMENTS_OUTSIDE_GRID = { container: typeof document === 'undefined' ? undefined : document.body };

export const EditableTable = forwardRef<EditableTableHandle, EditableTableProps>(function EditableTable(props, ref) {
  const {
    columns,
    loading = false,
    disabled = false,
    toolbar = true,
    toolbarButtons = ['add', 'remove', 'clearSelection'],
    rowNumber = false,
    rowSelection = false,
    dragSort = false,
    alwaysEdit = false,
    maxHeight = ET_SIZES.maxHeight,
    height,
    tree,
    overscan = 5,
    authPre,
    authContext,
    ariaLabel,
  } = props;

  const bar = useMessageBar();
  const showBar = bar.show;
  const onMessage = props.onMessage;
  const notify = useCallback((level: MessageLevel, message: string) => (onMessage ? onMessage(level, message) : showBar(level, message)), [onMessage, showBar]);
  const linkage = useLinkage(columns, props.linkageConfig, (m) => notify('warning', m));
  const ctl = useTableController(props, notify, linkage);
  const { store } = ctl;
  useTableDraft(store, props.draftName, props.dataSource, props.draftTitle ?? ariaLabel ?? props.draftName ?? '');
  const [drag] = useState(() => new DragState());
  const pointerOpen = useRef(false);
  const options = useColumnOptions(columns, (m) => notify('warning', m));
  const structure = useSyncExternalStore(store.subscribeStructure, store.getStructure, store.getStructure);
  const [collapsed, setCollapsed] = useState(false);
  const toggleCollapse = useCallback(() => setCollapsed((c) => !c), []);

  // ---- columns: TanStack column model with the sizes of spec §9 ------------
  const rootRef = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  const needsWidth = columns.some((c) => typeof c.width === 'string' && c.width.trim().endsWith('%'));
  useEffect(() => {
    const el = rootRef.current;
    if (!needsWidth || !el) return;
    const measure = () => setAvailable(el.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [needsWidth]);

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

  const table = useTable({ features, columns: tanColumns, data: structure.visible as RowRef[], getRowId: (r: RowRef) => r.id }, () => null);
  const rows = table.getRowModel().rows;
  const layout: LayoutColumn[] = useMemo(() => {
    const byKey = new Map(dataColumns.map((c) => [c.key, c]));
    return table.getAllLeafColumns().map((col) => ({ id: col.id, width: col.getSize(), column: byKey.get(col.id) }));
  }, [table, tanColumns, dataColumns]); // eslint-disable-line react-hooks/exhaustive-deps
  const totalWidth = layout.reduce((s, c) => s + c.width, 0);

  // ---- virtual rows (VirtualBody owns the virtualizer) ----------------------
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer mounts before an ancestor's ref is attached, so it gets the element through state.
  const [scrollEl, setScrollEl] = useState<HTMLDivElement | null>(null);
  const attachScroll = useCallback((el: HTMLDivElement | null) => {
    scrollRef.current = el;
    setScrollEl(el);
  }, []);
  const bodyRef = useRef<VirtualBodyHandle>(null);
  const pinned = useRef<number | null>(null);
  const viewport = (height ?? maxHeight) - ET_SIZES.headerHeight;
  const scrollToRow = useCallback(
    (id: string) => {
      const i = store.visibleIndex(id);
      if (i >= 0) bodyRef.current?.scrollToIndex(i);
    },
    [store],
  );
  useImperativeHandle(ref, () => ctl.buildHandle(scrollToRow), [ctl, scrollToRow]);

  // ---- selection callback ---------------------------------------------------
  const onSelectionChange = props.onSelectionChange;
  useEffect(() => {
    if (!onSelectionChange) return;
    let last = -1;
    return store.subscribeMeta(() => {
      const n = store.getMeta().selectedCount;
      if (n !== last) {
        last = n;
        onSelectionChange(store.getSelection());
      }
    });
  }, [store, onSelectionChange]);

  // ---- sub-form popover, keyboard, api -------------------------------------
  const subForm = useSubForm(scrollRef, !!props.clickRowShowSubForm && !!props.renderSubForm, (m) => notify('error', m));
  const keyboard = useGridKeyboard({ store, pointerOpen, columns: dataColumns, alwaysEdit, scrollToRow, blurCell: ctl.blurCell, rootRef });

  const api: TableApi = useMemo(
    () => ({
      store,
      drag,
      layout,
      totalWidth,
      options,
      alwaysEdit,
      dragSort,
      rowSelection,
      rowNumber,
      tree: !!tree,
      slots: props.slots,
      setValue: ctl.setValue,
      blurCell: ctl.blurCell,
      focusCell: (rowId, key, editing) => {
        if (store.isDisabled(rowId)) return;
        pointerOpen.current = editing;
        store.setCursor({ rowId, key }, editing);
      },
      openedByPointer: () => pointerOpen.current,
      toggleExpand: ctl.toggleExpand,
      moveUp: ctl.moveUp,
      moveDown: ctl.moveDown,
      insertBelow: ctl.insertBelow,
      rowClick: subForm.onRowClick,
      showDetails: props.renderSubForm ? subForm.toggle : undefined,
      notify,
      linkageOptions: linkage.optionsFor,
    }),
    [store, drag, layout, totalWidth, options, alwaysEdit, dragSort, rowSelection, rowNumber, tree, props.slots, ctl, subForm.onRowClick, subForm.toggle, props.renderSubForm, notify, linkage.optionsFor],
  );

  // ---- drag sort: target index from the drag delta (fixed row height) -------
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rowKeyboardCoordinates(ET_SIZES.rowHeight), keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );
  const ids = useMemo(() => rows.map((r) => r.id), [rows]);
  const onDragStart = useCallback(
    (e: DragStartEvent) => {
      const from = store.visibleIndex(String(e.active.id));
      pinned.current = from;
      drag.set({ activeId: String(e.active.id), from, target: from, dy: 0 });
    },
    [store, drag],
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
    [store, drag],
  );
  const onDragCancel = useCallback(() => {
    pinned.current = null;
    drag.reset();
  }, [drag]);

  // ---- toolbar ----------------------------------------------------------------
  const exclusions = useMemo(() => (authPre ? toolbarExclusions(authPre, authContext) : { hideAdd: false, hideRemove: false }), [authPre, authContext]);

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
    <TableApiContext.Provider value={api}>
      <Box ref={rootRef} sx={tableSx} className="et-root">
        {toolbar ? (
          <TableToolbar
            store={store}
            showAdd={toolbarButtons.includes('add') && !exclusions.hideAdd}
            showRemove={toolbarButtons.includes('remove') && !exclusions.hideRemove && !tree}
            showClear={toolbarButtons.includes('clearSelection')}
            showCollapse={toolbarButtons.includes('collapse')}
            collapsed={collapsed}
            disabled={disabled}
            settings={ctl.addSettings}
            onSettings={ctl.setAddSettings}
            onAdd={ctl.toolbarAdd}
            onRemove={ctl.toolbarRemove}
            onToggleCollapse={toggleCollapse}
          />
        ) : null}
        {collapsed ? null : (
          <Box sx={{ position: 'relative' }}>
            {loading ? <LinearProgress className="et-loading" aria-label={ET_TEXT.loading} /> : null}
            <div ref={attachScroll} className="et-scroll" style={{ maxHeight: height ?? maxHeight, height }} data-et-scroll="" aria-busy={loading || undefined}>
              <Table
                component="div"
                role="grid"
                aria-label={ariaLabel}
                aria-rowcount={rows.length + 1}
                aria-colcount={layout.length}
                aria-multiselectable={rowSelection || undefined}
                className="et-grid"
                style={{ width: totalWidth }}
                onKeyDown={keyboard.onKeyDown}
                onFocus={keyboard.onFocus}
              >
                <HeaderRow layout={layout} totalWidth={totalWidth} store={store} />
                {dragSort ? (
                  <DndContext sensors={sensors} modifiers={[verticalOnly]} accessibility={DRAG_ANNOUNCEMENTS_OUTSIDE_GRID} onDragStart={onDragStart} onDragMove={onDragMove} onDragEnd={onDragEnd} onDragCancel={onDragCancel}>
                    {body}
                  </DndContext>
                ) : (
                  body
                )}
                {hasStatistics ? <StatisticsRow layout={layout} totalWidth={totalWidth} store={store} columns={statColumns} /> : null}
              </Table>
            </div>
            {loading ? <div className="et-veil" /> : null}
          </Box>
        )}
        <SubFormPopover state={subForm.state} onClose={subForm.close} store={store} render={props.renderSubForm} />
        {onMessage ? null : <MessageBar bar={bar} />}
      </Box>
    </TableApiContext.Provider>
  );
});
