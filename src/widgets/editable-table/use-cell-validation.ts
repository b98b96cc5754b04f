import { useCallback, useRef } from 'react';
import type { TableStore } from './store';
import type { EditableColumn } from './types';
import { hasUniqueRule, validateCell } from './validation';

/**
 * Validates one cell against its column's rules and stores the message. An
 * asynchronous rule's answer is kept only when no later check of the same
 * cell started meanwhile.
 */
export function useCellValidation(store: TableStore, byKey: ReadonlyMap<string, EditableColumn>): (rowId: string, key: string) => void {
  const validationSeq = useRef(new Map<string, number>());
  return useCallback(
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
}
