/**
 * Value collection (widgets.md §4) and full-table validation. Output rows
 * carry their row key only when they existed before: temporary ids of added
 * rows never leave the table.
 */
import type { TableStore } from './store';
import type { CellError, CollectedValues, EditableColumn, RowValues, ValidationFailure } from './types';
import { countValues, hasUniqueRule, uniqueKey, validateCell } from './validation';

export function outputRow(store: TableStore, id: string): RowValues {
  const r = store.getRecord(id)!;
  return r.isNew ? { ...r.values } : { ...r.values, [store.rowKey]: id };
}

export function collectValues(store: TableStore): CollectedValues {
  const ids = store.orderedIds();
  const values: RowValues[] = [];
  const insertedRows: RowValues[] = [];
  const updatedRows: RowValues[] = [];
  for (const id of ids) {
    const row = outputRow(store, id);
    values.push(row);
    if (store.getRecord(id)!.isNew) insertedRows.push(row);
    else if (store.isUpdated(id)) updatedRows.push(row);
  }
  return { values, insertedRows, updatedRows, removedIds: store.getRemovedIds() };
}

/**
 * Validates every cell of every row (hidden columns included: their rules
 * still hold). Errors come back in row order, then column order, and the
 * store's error map is replaced by them.
 */
export async function validateAll(store: TableStore, columns: readonly EditableColumn[]): Promise<CellError[]> {
  const ids = store.orderedIds();
  const rows = ids.map((id) => store.getRecord(id)!.values);
  const ruled = columns.filter((c) => (c.validateRules?.length ?? 0) > 0);
  const counts = new Map<string, Map<string, number>>();
  for (const c of ruled) if (hasUniqueRule(c)) counts.set(c.key, countValues(rows, c.key));
  const countOf = (key: string, value: unknown) => counts.get(key)?.get(uniqueKey(value)) ?? 0;

  const pending: Array<Promise<void>> = [];
  const found: Array<CellError & { order: number }> = [];
  ids.forEach((id, rowIndex) => {
    if (store.isDisabled(id)) return;
    const row = rows[rowIndex];
    ruled.forEach((column, colIndex) => {
      const push = (message: string | undefined) => {
        if (message !== undefined) found.push({ rowId: id, rowIndex, key: column.key, title: column.title, message, order: rowIndex * 10000 + colIndex });
      };
      const out = validateCell(column, row[column.key], { row, rows, countOf });
      if (out instanceof Promise) pending.push(out.then(push, (e: unknown) => push(e instanceof Error ? e.message : String(e))));
      else push(out);
    });
  });
  await Promise.all(pending);
  found.sort((a, b) => a.order - b.order);
  const map = new Map<string, Record<string, string>>();
  for (const e of found) map.set(e.rowId, { ...(map.get(e.rowId) ?? {}), [e.key]: e.message });
  store.setAllErrors(map);
  return found.map(({ order: _order, ...e }) => e);
}

export function failureOf(error: CellError, tabIndex?: number): ValidationFailure {
  return {
    ...(tabIndex !== undefined ? { tabIndex } : {}),
    key: error.key,
    rowIndex: error.rowIndex,
    rowId: error.rowId,
    column: error.title,
    message: error.message,
  };
}
