/**
 * The table's behaviour outside rendering: the store kept in sync with the
 * props, cell writes with validation on input/change/blur, adding, removing,
 * moving, tree expansion and the imperative handle.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { TableStore } from './store';
import type { EditableColumn, EditableTableHandle, EditableTableProps, MessageLevel } from './types';
import { hasUniqueRule, normaliseNumber } from './validation';
import { loadTreeChildren } from './tree';
import { createClickGuard, insertIndex, loadAddSettings, saveAddSettings, type AddSettings } from './add-settings';
import { ET_TEXT, ET_TIMINGS } from './messages';
import type { Linkage } from './use-linkage';
import { useTableStore } from './use-table-store';
import { useCellValidation } from './use-cell-validation';
import { createTableHandle } from './table-handle';

export interface Controller {
  store: TableStore;
  setValue(rowId: string, key: string, value: unknown, phase: 'input' | 'change'): void;
  blurCell(rowId: string, key: string): void;
  validateRow(rowId: string, key: string): void;
  toggleExpand(rowId: string): void;
  moveUp(rowId: string): void;
  moveDown(rowId: string): void;
  insertBelow(rowId: string): void;
  toolbarAdd(): void;
  toolbarRemove(): void;
  addSettings: AddSettings;
  setAddSettings(s: AddSettings): void;
  buildHandle(scrollToRow: (id: string) => void): EditableTableHandle;
}

export function useTableController(props: EditableTableProps, notify: (level: MessageLevel, message: string) => void, linkage: Linkage): Controller {
  const { columns } = props;
  const latest = useRef(props);
  latest.current = props;
  const byKey = useMemo(() => new Map(columns.map((c) => [c.key, c])), [columns]);
  const columnsRef = useRef<readonly EditableColumn[]>(columns);
  columnsRef.current = columns;
  const store = useTableStore(props, columnsRef);
  const validateRow = useCellValidation(store, byKey);

  const setValue = useCallback(
    (rowId: string, key: string, value: unknown, _phase: 'input' | 'change') => {
      const old = store.setCell(rowId, key, value);
      if (old !== value) {
        const column = byKey.get(key);
        if (column) for (const later of linkage.laterKeys(column)) store.setCell(rowId, later, '');
        latest.current.onValueChange?.({ rowId, key, value, oldValue: old, row: store.getRecord(rowId)?.values ?? {} });
      }
      validateRow(rowId, key);
      // Other rows flagged as duplicates may be unique now.
      const column = byKey.get(key);
      if (column && hasUniqueRule(column)) for (const other of store.rowsWithError(key)) if (other !== rowId) validateRow(other, key);
    },
    [byKey, linkage, store, validateRow],
  );

  const blurCell = useCallback(
    (rowId: string, key: string) => {
      const column = byKey.get(key);
      if (column?.type === 'inputNumber') {
        const record = store.getRecord(rowId);
        if (record) {
          const normal = normaliseNumber(record.values[key]);
          if (normal !== record.values[key]) setValue(rowId, key, normal, 'change');
        }
      }
      validateRow(rowId, key);
    },
    [byKey, setValue, store, validateRow],
  );

  const toggleExpand = useCallback(
    (rowId: string) => {
      const r = store.getRecord(rowId);
      if (!r) return;
      if (r.expanded) {
        store.collapse(rowId);
        return;
      }
      const cfg = latest.current.tree;
      store
        .expand(rowId, (id) => (cfg ? loadTreeChildren(cfg, id) : Promise.resolve([])))
        .catch((e: unknown) => notify('error', e instanceof Error ? e.message : String(e)));
    },
    [notify, store],
  );

  const guard = useMemo(() => createClickGuard(ET_TIMINGS.insertDebounce), []);
  const allow = useCallback(() => {
    if (guard()) return true;
    notify('warning', ET_TEXT.tooFast);
    return false;
  }, [guard, notify]);

  const [addSettings, setAddSettingsState] = useState<AddSettings>(loadAddSettings);
  const setAddSettings = useCallback((s: AddSettings) => {
    setAddSettingsState(s);
    saveAddSettings(s);
  }, []);
  const settingsRef = useRef(addSettings);
  settingsRef.current = addSettings;
  const scrollRef = useRef<(id: string) => void>(() => undefined);

  const toolbarAdd = useCallback(() => {
    if (!allow()) return;
    const s = settingsRef.current;
    const count = store.getMeta().rowCount;
    const ids = store.addRows(
      Array.from({ length: s.count }, () => ({})),
      insertIndex(s.position, count),
    );
    if (s.scroll && ids[0]) scrollRef.current(ids[0]);
  }, [allow, store]);

  const toolbarRemove = useCallback(() => {
    try {
      store.removeRows(store.getSelection());
    } catch (e) {
      notify('error', e instanceof Error ? e.message : String(e));
    }
  }, [notify, store]);

  const moveUp = useCallback((id: string) => void store.moveUp(id), [store]);
  const moveDown = useCallback((id: string) => void store.moveDown(id), [store]);
  const insertBelow = useCallback(
    (id: string) => {
      if (allow()) store.insertBelow(id);
    },
    [allow, store],
  );

  const buildHandle = useCallback(
    (scrollToRow: (id: string) => void): EditableTableHandle => {
      scrollRef.current = scrollToRow;
      return createTableHandle({ store, columns: () => columnsRef.current, props: () => latest.current, validateRow, scrollToRow });
    },
    [store, validateRow],
  );

  return useMemo(
    () => ({ store, setValue, blurCell, validateRow, toggleExpand, moveUp, moveDown, insertBelow, toolbarAdd, toolbarRemove, addSettings, setAddSettings, buildHandle }),
    [store, setValue, blurCell, validateRow, toggleExpand, moveUp, moveDown, insertBelow, toolbarAdd, toolbarRemove, addSettings, setAddSettings, buildHandle],
  );
}
