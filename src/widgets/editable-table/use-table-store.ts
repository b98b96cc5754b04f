import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { TableStore } from './store';
import type { EditableColumn, EditableTableProps } from './types';
import { defaultRow, orderKeyOf } from './columns';

/**
 * The row store: created once from the first props, reconfigured when the
 * order key or the disabled rows change, and reloaded when a new dataSource
 * array arrives (the same array again does nothing).
 */
export function useTableStore(props: EditableTableProps, columnsRef: RefObject<readonly EditableColumn[]>): TableStore {
  const { columns, dataSource, rowKey = 'id', dragSort = false, dragSortKey, disabledRows, disabled = false, tree } = props;
  const orderKey = dragSort || columns.some((c) => c.isOrder) ? orderKeyOf(columns, dragSortKey) : null;

  const [store] = useState(() => {
    const s = new TableStore({ rowKey, orderKey, disabledRows, disabled, tree: !!tree, defaults: () => defaultRow(columnsRef.current) });
    s.load(dataSource ?? []);
    return s;
  });
  useEffect(() => () => store.dispose(), [store]);
  useLayoutEffect(() => {
    store.configure({ orderKey, disabledRows, disabled });
  }, [store, orderKey, disabledRows, disabled]);

  const loaded = useRef(dataSource);
  useLayoutEffect(() => {
    if (loaded.current === dataSource) return;
    loaded.current = dataSource;
    store.load(dataSource ?? []);
  }, [store, dataSource]);
  return store;
}
