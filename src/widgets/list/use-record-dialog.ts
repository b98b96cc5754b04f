import { useCallback, useMemo, useState } from 'react';
import type { RecordDialogMode } from '@/widgets/form/use-record-save';

export interface RecordDialogState<Row, Mode extends RecordDialogMode> {
  mode: Mode;
  record: Row | null;
}

export interface RecordDialog<Row, Mode extends RecordDialogMode> {
  /** The dialog open now, or null. */
  dialog: RecordDialogState<Row, Mode> | null;
  open: (mode: Mode, record?: Row | null) => void;
  close: () => void;
  /** ListPage's 新增 / 编辑 / 详情 open the dialog in that mode (a dialog without 详情 uses `open`). */
  listActions: { onAdd: () => void; onEdit: (record: Row) => void; onDetail: (record: Row) => void };
  /** What a record form dialog takes: closed at null, and a save closes it and reloads the list. */
  formProps: { mode: Mode | null; record: Row | null | undefined; onClose: () => void; onSaved: () => void };
}

/**
 * The record dialog of a list screen: which mode it is open in and for which row. `reload` runs
 * after a save, once the dialog has closed.
 */
export function useRecordDialog<Row, Mode extends RecordDialogMode = RecordDialogMode>(reload: () => void): RecordDialog<Row, Mode> {
  const [dialog, setDialog] = useState<RecordDialogState<Row, Mode> | null>(null);
  const open = useCallback((mode: Mode, record: Row | null = null) => setDialog({ mode, record }), []);
  const close = useCallback(() => setDialog(null), []);
  const listActions = useMemo(
    () => ({
      onAdd: () => open('add' as Mode),
      onEdit: (record: Row) => open('edit' as Mode, record),
      onDetail: (record: Row) => open('detail' as Mode, record),
    }),
    [open],
  );
  const onSaved = useCallback(() => {
    setDialog(null);
    reload();
  }, [reload]);
  return {
    dialog,
    open,
    close,
    listActions,
    formProps: { mode: dialog?.mode ?? null, record: dialog?.record, onClose: close, onSaved },
  };
}
