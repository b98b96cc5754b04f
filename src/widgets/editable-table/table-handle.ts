/** The imperative handle of spec §6 (getValues, addRows, removeRows, validate, setValues, …) over the row store. */
import type { TableStore } from './store';
import type { CellError, CollectedValues, EditableColumn, EditableTableHandle, EditableTableProps, RowPatch, RowValues } from './types';
import { collectValues, failureOf, validateAll } from './values';
import { ET_TIMINGS } from './messages';

export interface TableHandleSources {
  store: TableStore;
  /** The columns and props of the latest render: the handle outlives renders. */
  columns(): readonly EditableColumn[];
  props(): Pick<EditableTableProps, 'formTabIndex' | 'reloadEffect'>;
  validateRow(rowId: string, key: string): void;
  scrollToRow(id: string): void;
}

function isPatchList(rows: readonly unknown[]): rows is RowPatch[] {
  return rows.length > 0 && rows.every((r) => typeof r === 'object' && r !== null && 'rowKey' in r && 'values' in r);
}

export function createTableHandle({ store, columns, props, validateRow, scrollToRow }: TableHandleSources): EditableTableHandle {
  const runValidation = async (): Promise<CellError[]> => validateAll(store, columns());
  return {
    async getValues(opts): Promise<CollectedValues> {
      if (opts?.validate) {
        const errors = await runValidation();
        if (errors.length) {
          const first = errors[0];
          scrollToRow(first.rowId);
          store.setCursor({ rowId: first.rowId, key: first.key }, false);
          throw failureOf(first, props().formTabIndex);
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
        if (props().reloadEffect) for (const [id, keys] of changed) store.flash(id, keys, ET_TIMINGS.reloadFlash);
        for (const [id, keys] of changed) for (const k of keys) if (store.getErrors().get(id)?.[k] !== undefined) validateRow(id, k);
      } else store.load(rows as RowValues[]);
    },
    getSelection: () => store.getSelection(),
    scrollToRow,
  };
}
