import { useRef, useState } from 'react';
import { newRecord } from './conditions';
import type { ConditionRecord } from './types';

interface Row {
  key: number;
  record: ConditionRecord;
}

/** The condition rows of the form, each with a key of its own so React keeps a row's inputs when others come and go. */
export function useConditionRows(initialConditions: readonly ConditionRecord[] | undefined) {
  const seq = useRef(0);
  const row = (record: ConditionRecord): Row => ({ key: (seq.current += 1), record });
  const [rows, setRows] = useState<Row[]>(() => (initialConditions?.length ? initialConditions.map((c) => row({ ...c })) : [row(newRecord())]));

  /** Replaces the rows by copies of these records; none gives one blank row. */
  const replace = (records: readonly ConditionRecord[]) => setRows(records.length > 0 ? records.map((r) => row({ ...r })) : [row(newRecord())]);
  const clear = () => setRows([row(newRecord())]);
  const update = (key: number, record: ConditionRecord) => setRows((rs) => rs.map((r) => (r.key === key ? { key, record } : r)));
  const addAfter = (index: number) => setRows((rs) => [...rs.slice(0, index + 1), row(newRecord()), ...rs.slice(index + 1)]);
  const remove = (key: number) => setRows((rs) => rs.filter((r) => r.key !== key));

  return { rows, records: rows.map((r) => r.record), replace, clear, update, addAfter, remove };
}
