/**
 * The draft of an editable table with a `draftName`: its rows are kept while they differ from what
 * was loaded (a dead session, a closed page), 恢复草稿 puts them back, and the tab bar asks before
 * a refresh or close throws them away.
 */
import { useEffect, useState } from 'react';
import { useDraftAutosave, useDraftScope, usePendingRestore } from '@/session/drafts';
import type { TableStore } from './store';
import type { RowValues } from './types';

/** How long after the last edit the rows are compared with the loaded ones (10,000 rows cost a few ms). */
const COMPARE_AFTER_MS = 300;

const snapshot = (store: TableStore) => JSON.stringify(store.orderedValues());

export function useTableDraft(store: TableStore, name: string | undefined, dataSource: unknown, title: string): void {
  const { route } = useDraftScope();
  const [baseline, setBaseline] = useState<string | null>(null);
  const [rows, setRows] = useState<RowValues[] | null>(null);
  const form = name ? `table:${name}` : null;
  const dirty = rows !== null;
  const { key, restore, discard } = useDraftAutosave({ form, title, values: rows, dirty });

  // What was loaded is the baseline: a new dataSource (the page reloaded its data) starts clean.
  useEffect(() => {
    if (!name) return;
    discard();
    setBaseline(snapshot(store));
    setRows(null);
  }, [store, name, dataSource, discard]);

  useEffect(() => {
    if (!name || baseline === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribeValues(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const now = snapshot(store);
        setRows(now === baseline ? null : (JSON.parse(now) as RowValues[]));
      }, COMPARE_AFTER_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, name, baseline]);

  // 恢复草稿 of this table: its rows come back over the loaded ones.
  const pending = usePendingRestore(route);
  useEffect(() => {
    if (!key || pending?.key !== key) return;
    const found = restore();
    if (found && Array.isArray(found.values)) store.load(found.values as RowValues[]);
  }, [store, key, pending, restore]);
}
