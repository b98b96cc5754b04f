/**
 * After 恢复草稿: the list at the draft's route reopens the form the draft came from (新增, or
 * 编辑 of its record), and the form lays the draft over it.
 */
import { useEffect, useRef } from 'react';
import { useDraftScope, usePendingRestore, type DraftRecord } from '@/session/drafts';

export interface DraftReopenOptions<T> {
  onAdd?: () => void;
  onEdit?: (row: T) => void;
  rows: readonly T[];
  loading: boolean;
  rowKey: string;
}

export function useDraftReopen<T extends object>({ onAdd, onEdit, rows, loading, rowKey }: DraftReopenOptions<T>): void {
  const { route } = useDraftScope();
  const pending = usePendingRestore(route);
  const handled = useRef<DraftRecord | null>(null);
  const latest = useRef({ onAdd, onEdit });
  useEffect(() => {
    latest.current = { onAdd, onEdit };
  });

  useEffect(() => {
    if (!pending || handled.current === pending) return;
    const { onAdd: add, onEdit: edit } = latest.current;
    if (pending.form === 'add') {
      if (!add) return;
      handled.current = pending;
      add();
      return;
    }
    const id = /^edit:(.+)$/.exec(pending.form)?.[1];
    if (id === undefined || !edit || loading) return;
    handled.current = pending;
    // The list's own row when it shows it; else the record as it was when the draft was written.
    const shown = rows.find((r) => String((r as Record<string, unknown>)[rowKey]) === id);
    edit(shown ?? ((pending.record ?? { [rowKey]: id }) as T));
  }, [pending, rows, loading, rowKey]);
}
