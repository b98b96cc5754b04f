import { useRef, useState } from 'react';
import type { Result } from '@/api/types';
import { errorMessage } from '@/api/errors';
import { notify } from '@/app/notify';

export type RecordDialogMode = 'add' | 'edit' | 'detail';

/** The two endpoints of a record form: `add` for a new record, `edit` for the one being edited. */
export interface RecordSave<V, R> {
  add: (values: V) => Promise<Result<unknown>>;
  edit: (values: V, record: R) => Promise<Result<unknown>>;
}

export interface RecordSaveOptions<V, R> {
  mode: RecordDialogMode | null;
  record?: R | null;
  save: RecordSave<V, R>;
  /** Runs after a successful save: the caller closes the dialog and reloads its list. */
  onSaved: () => void;
}

export interface RecordSaveState<V> {
  saving: boolean;
  /** True in 详情 mode (and while closed): nothing can be saved. */
  disabled: boolean;
  /** Saves through add or edit; true when the server accepted it. A refusal keeps the form as typed. */
  submit: (values: V) => Promise<boolean>;
}

/** The async save of every add/edit dialog: the server's message either way, onSaved only on success. */
export function useRecordSave<V, R>({ mode, record, save, onSaved }: RecordSaveOptions<V, R>): RecordSaveState<V> {
  const [saving, setSaving] = useState(false);
  // A ref as well as state: a double click must not post twice before React re-renders.
  const busy = useRef(false);
  const disabled = mode === null || mode === 'detail';

  const submit = async (values: V) => {
    if (disabled || busy.current) return false;
    busy.current = true;
    setSaving(true);
    try {
      const res = mode === 'edit' && record ? await save.edit(values, record) : await save.add(values);
      if (res.success) {
        notify.success(res.message || '操作成功');
        onSaved();
        return true;
      }
      notify.warning(res.message);
      return false;
    } catch (err) {
      notify.warning(errorMessage(err));
      return false;
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return { saving, disabled, submit };
}
