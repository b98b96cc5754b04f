/**
 * After 恢复草稿: the list at the draft's route reopens the form the draft came from (新增, or
 * 编辑 of its record), and the form lays the draft over it.
 */
import { usePendingDraft } from '@/session/drafts';

export interface DraftReopenOptions<T> {
  onAdd?: () => void;
  onEdit?: (row: T) => void;
  rows: readonly T[];
  loading: boolean;
  rowKey: string;
}

export function useDraftReopen<T extends object>({ onAdd, onEdit, rows, loading, rowKey }: DraftReopenOptions<T>): void {
  usePendingDraft((pending) => {
    if (pending.form === 'add') {
      if (!onAdd) return false;
      onAdd();
      return true;
    }
    const id = /^edit:(.+)$/.exec(pending.form)?.[1];
    if (id === undefined || !onEdit || loading) return false;
    // The list's own row when it shows it; else the record as it was when the draft was written.
    const shown = rows.find((r) => String((r as Record<string, unknown>)[rowKey]) === id);
    onEdit(shown ?? ((pending.record ?? { [rowKey]: id }) as T));
    return true;
  });
}
