/**
 * The table's behaviour outside rendering: the store kept in sync with the
 * props, cell writes with validation on input/change/blur, adding, removing,
 * moving, tree expansion and the imperative handle.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { TableStore } from './store';
import type { CellError, CollectedValues, EditableColumn, EditableTableHandle, EditableTableProps, MessageLevel, RowPatch, RowValues } from './types';
import { defaultRow, orderKeyOf } from './columns';
import { hasUniqueRule, normaliseNumber, validateCell } from './validation';
import { collectValues, failureOf, validateAll } from './values';
import { loadTreeChildren } from './tree';
import { createClickGuard, insertIndex, loadAddSettings, saveAddSettings, type AddSettings } from './add-settings';
import { ET_TEXT, ET_TIMINGS } from './messages';
import type { Linkage } from './use-linkage';

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

function isPatchList(rows: readonly unknown[]): rows is RowPatch[] {
  return rows.length > 0 && rows.every((r) => typeof r === 'object' && r !== null && 'rowKey' in r && 'values' in r);
}

export function useTableController(props: EditableTableProps, notify: (level: MessageLevel, message: string) => void, linkage: Linkage): Controller {
  const { columns, dataSource, rowKey = 'id', dragSort = false, dragSortKey, disabledRows, disabled = false, tree } = props;
  const latest = useRef(props);
  latest.current = props;
  const byKey = useMemo(() => new Map(columns.map((c) => [c.key, c])), [columns]);
  const columnsRef = useRef<readonly EditableColumn[]>(columns);
  columnsRef.current = columns;
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

  // A new dataSource array replaces the rows (the same array again does nothing).
  const loaded = useRef(dataSource);
  useLayoutEffect(() => {
    if (loaded.current === dataSource) return;
    loaded.current = dataSource;
    store.load(dataSource ?? []);
  }, [store, dataSource]);

  const validationSeq = useRef(new Map<string, number>());

  const validateRow = useCallback(
    (rowId: string, key: string) => {
      const column = byKey.get(key);
      if (!column?.validateRules?.length || !store.has(rowId) || store.isDisabled(rowId)) {
        store.setError(rowId, key, undefined);
        return;
      }
      const record = store.getRecord(rowId)!;
      const needsRows = hasUniqueRule(column) || column.validateRules.some((r) => 'handler' in r);
      const out = validateCell(column, record.values[key], { row: record.values, rows: needsRows ? store.orderedValues() : [] });
      const slot = `${rowId}\u0000${key}`;
      const seq = (validationSeq.current.get(slot) ?? 0) + 1;
      validationSeq.current.set(slot, seq);
      if (out instanceof Promise) {
        out.then(
          (message) => {
            if (validationSeq.current.get(slot) === seq) store.setError(rowId, key, message);
          },
          (e: unknown) => {
            if (validationSeq.current.get(slot) === seq) store.setError(rowId, key, e instanceof Error ? e.message : String(e));
          },
        );
      } else store.setError(rowId, key, out);
    },
    [byKey, store],
  );

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
      const runValidation = async (): Promise<CellError[]> => validateAll(store, columnsRef.current);
      return {
        async getValues(opts): Promise<CollectedValues> {
          if (opts?.validate) {
            const errors = await runValidation();
            if (errors.length) {
              const first = errors[0];
              scrollToRow(first.rowId);
              store.setCursor({ rowId: first.rowId, key: first.key }, false);
              throw failureOf(first, latest.current.formTabIndex);
            }
          }
          return collectValues(store);
        },
        addRows(rows, opts) {
          const list = typeof rows === 'number' ? Array.from({ length: Math.max(0, rows) }, () => ({})) : (rows ?? [{}]);
          const ids = store.addRows(list, opts?.index);
          if (opts?.scroll && ids[0]) scrollToRow(ids[0]);
          return ids;
        },
        removeRows(rows) {
          const list = Array.isArray(rows) ? rows : [rows];
          const ids = list.map((r) => {
            if (typeof r === 'string') return r;
            if (typeof r === 'object' && r !== null && (r as RowValues)[store.rowKey] !== undefined) return String((r as RowValues)[store.rowKey]);
            throw new TypeError('removeRows expects row ids or rows with their key');
          });
          store.removeRows(ids);
        },
        validate: runValidation,
        clearSelection: () => store.clearSelection(),
        setValues(rows) {
          if (isPatchList(rows)) {
            const changed = store.patchRows(rows);
            if (latest.current.reloadEffect) for (const [id, keys] of changed) store.flash(id, keys, ET_TIMINGS.reloadFlash);
            for (const [id, keys] of changed) for (const k of keys) if (store.getErrors().get(id)?.[k] !== undefined) validateRow(id, k);
          } else store.load(rows as RowValues[]);
        },
        getSelection: () => store.getSelection(),
        scrollToRow,
      };
    },
    [store, validateRow],
  );

  return useMemo(
    () => ({ store, setValue, blurCell, validateRow, toggleExpand, moveUp, moveDown, insertBelow, toolbarAdd, toolbarRemove, addSettings, setAddSettings, buildHandle }),
    [store, setValue, blurCell, validateRow, toggleExpand, moveUp, moveDown, insertBelow, toolbarAdd, toolbarRemove, addSettings, setAddSettings, buildHandle],
  );
}
