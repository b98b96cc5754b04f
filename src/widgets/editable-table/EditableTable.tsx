/**
 * The editable table (widgets.md §2-6, §9): a headless TanStack Table v9
 * column/row model, rows virtualised with @tanstack/react-virtual (61 px
 * rows, 5 rows of overscan each side), drag sort with @dnd-kit, rendered with
 * MUI table parts and inputs. Values live in a per-row external store.
 */
import { forwardRef, useCallback, useImperativeHandle, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { toolbarExclusions } from '@/session/permissions';
import type { EditableTableHandle, EditableTableProps } from './types';
import { useTableDraft } from './use-table-draft';
import { TableApiContext } from './context';
import { ET_SIZES, ET_TEXT } from './messages';
import { useColumnOptions } from './use-dict-options';
import { useLinkage } from './use-linkage';
import { useTableController } from './use-table-controller';
import { useGridKeyboard } from './use-grid-keyboard';
import { useColumnLayout } from './use-column-layout';
import { useRowScroll } from './use-row-scroll';
import { useSelectionCallback } from './use-selection-callback';
import { useTableApiValue } from './use-table-api-value';
import { DragState } from './drag';
import { TableGrid } from './TableGrid';
import { TableToolbar } from './TableToolbar';
import { SubFormPopover, useSubForm } from './SubFormPopover';
import { MessageBar, useTableMessages } from './MessageBar';
import { tableSx } from './table-styles';

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

  const { bar, notify } = useTableMessages(props.onMessage);
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

  const rootRef = useRef<HTMLDivElement>(null);
  const { dataColumns, statColumns, rows, layout, totalWidth } = useColumnLayout({ columns, visible: structure.visible, dragSort, rowSelection, rowNumber, rootRef });

  const { scrollRef, scrollEl, attachScroll, bodyRef, scrollToRow } = useRowScroll(store);
  const pinned = useRef<number | null>(null);
  const viewport = (height ?? maxHeight) - ET_SIZES.headerHeight;
  useImperativeHandle(ref, () => ctl.buildHandle(scrollToRow), [ctl, scrollToRow]);
  useSelectionCallback(store, props.onSelectionChange);

  const subForm = useSubForm(scrollRef, !!props.clickRowShowSubForm && !!props.renderSubForm, (m) => notify('error', m));
  const keyboard = useGridKeyboard({ store, pointerOpen, columns: dataColumns, alwaysEdit, scrollToRow, blurCell: ctl.blurCell, rootRef });
  const api = useTableApiValue({
    store, drag, layout, totalWidth, options, alwaysEdit, dragSort, rowSelection, rowNumber,
    tree: !!tree, slots: props.slots, notify, linkageOptions: linkage.optionsFor, ctl, subForm,
    renderSubForm: props.renderSubForm, pointerOpen,
  });
  const ids = useMemo(() => rows.map((r) => r.id), [rows]);

  // ---- toolbar ----------------------------------------------------------------
  const exclusions = useMemo(() => (authPre ? toolbarExclusions(authPre, authContext) : { hideAdd: false, hideRemove: false }), [authPre, authContext]);

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
              <TableGrid
                ariaLabel={ariaLabel}
                store={store}
                drag={drag}
                dragSort={dragSort}
                rowSelection={rowSelection}
                layout={layout}
                totalWidth={totalWidth}
                statColumns={statColumns}
                ids={ids}
                keyboard={keyboard}
                scrollEl={scrollEl}
                viewport={viewport}
                overscan={overscan}
                pinned={pinned}
                bodyRef={bodyRef}
              />
            </div>
            {loading ? <div className="et-veil" /> : null}
          </Box>
        )}
        <SubFormPopover state={subForm.state} onClose={subForm.close} store={store} render={props.renderSubForm} />
        {props.onMessage ? null : <MessageBar bar={bar} />}
      </Box>
    </TableApiContext.Provider>
  );
});
