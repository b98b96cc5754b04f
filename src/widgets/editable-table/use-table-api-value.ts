import { useMemo, type RefObject } from 'react';
import type { TableApi } from './context';
import type { Controller } from './use-table-controller';

export interface TableApiSources extends Pick<TableApi, 'store' | 'drag' | 'layout' | 'totalWidth' | 'options' | 'alwaysEdit' | 'dragSort' | 'rowSelection' | 'rowNumber' | 'tree' | 'slots' | 'notify' | 'linkageOptions'> {
  ctl: Controller;
  subForm: { onRowClick: TableApi['rowClick']; toggle: (rowId: string, clientY: number) => void };
  /** Present when rows have a sub-form: `showDetails` columns then open it. */
  renderSubForm: unknown;
  /** Whether the open editor was opened with the mouse. */
  pointerOpen: RefObject<boolean>;
}

/** The one object rows and cells read through TableApiContext; it changes only when one of its parts does. */
export function useTableApiValue(sources: TableApiSources): TableApi {
  const { store, drag, layout, totalWidth, options, alwaysEdit, dragSort, rowSelection, rowNumber, tree, slots, notify, linkageOptions, ctl, subForm, renderSubForm, pointerOpen } = sources;
  const { onRowClick, toggle } = subForm;
  return useMemo(
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
      tree,
      slots,
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
      rowClick: onRowClick,
      showDetails: renderSubForm ? toggle : undefined,
      notify,
      linkageOptions,
    }),
    [store, drag, layout, totalWidth, options, alwaysEdit, dragSort, rowSelection, rowNumber, tree, slots, ctl, onRowClick, toggle, renderSubForm, notify, linkageOptions, pointerOpen],
  );
}
