import { useRef, useState } from 'react';
import type { Result } from '@/api/envelope';
import { isApiError } from '@/api/errors';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { warnFailure } from '@/widgets/feedback';
import { relatedBlockReason, type RelatedRead } from './use-related-data';

export type RecordDialogMode = 'add' | 'edit' | 'detail';

/** The two endpoints of a record form: `add` for a new record, `edit` for the one being edited. */
export interface RecordSave<V, R> {
  add: (values: V) => Promise<Result<unknown>>;
  edit: (values: V, record: R) => Promise<Result<unknown>>;
  /**
   * After a save that timed out: whether the server holds it now (for add, a record with the form's
   * unique fields; for edit, the record re-read by id carries the form's values). Without it a
   * timed-out add cannot be checked and the user is told to look at the list first.
   */
  findSaved?: (values: V, mode: 'add' | 'edit', record: R | null) => Promise<boolean>;
}

export interface RecordSaveOptions<V, R> {
  mode: RecordDialogMode | null;
  record?: R | null;
  save: RecordSave<V, R>;
  /** Runs after a successful save: the caller closes the dialog and reloads its list. */
  onSaved: () => void;
  /** Reads the form sends back: while any is not ready, nothing is saved. */
  related?: readonly RelatedRead[];
}

/** What the form shows about its save beyond the server's notification (a timed-out attempt). */
export interface SaveNotice {
  severity: 'info' | 'warning' | 'success';
  text: string;
}

export interface RecordSaveState<V> {
  /** True from the click until the answer (and, after a timeout, until the check answered). */
  saving: boolean;
  /** True in 详情 mode (and while closed): nothing can be saved. */
  disabled: boolean;
  /** Why the form cannot save now (a related read not ready), else undefined. */
  blockedReason: string | undefined;
  notice: SaveNotice | null;
  /** Saves through add or edit; true when the server accepted it. A refusal keeps the form as typed. */
  submit: (values: V) => Promise<boolean>;
}

export const SAVE_TEXT = {
  timeoutChecking: '保存请求超时，第一次提交可能已经成功。正在核对…',
  timeoutSaved: '已保存成功',
  timeoutNotSaved: '核对结果：第一次提交没有保存，可以再次点击确定保存。',
  timeoutUnknown: '保存请求超时，第一次提交可能已经成功，但无法核对。请先刷新列表确认，避免重复保存。',
  timeoutEditUnknown: '保存请求超时，第一次提交可能已经成功。再次保存会写入相同的内容。',
  repeatTitle: '再次保存？',
  repeatContent: '上一次保存请求超时，第一次提交可能已经成功，但无法核对。再次保存可能产生一条重复的记录。请先刷新列表确认。',
  repeatOk: '仍然保存',
} as const;

/**
 * After a timeout: ask the server whether the first attempt landed. true → it did; false → it did
 * not; null → no way to know.
 */
async function checkLanded<V, R>(save: RecordSave<V, R>, values: V, mode: 'add' | 'edit', record: R | null): Promise<boolean | null> {
  if (!save.findSaved) return null;
  try {
    return await save.findSaved(values, mode, record);
  } catch {
    return null;
  }
}

/** The async save of every add/edit dialog: the server's message either way, onSaved only on success. */
export function useRecordSave<V, R>({ mode, record, save, onSaved, related }: RecordSaveOptions<V, R>): RecordSaveState<V> {
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  // A ref as well as state: a double click must not post twice before React re-renders.
  const busy = useRef(false);
  // The values of an add that timed out and could not be checked: the next 确定 checks again and,
  // still not knowing, asks before it posts (a second post may create a second record).
  const unchecked = useRef<{ values: V; mode: 'add' | 'edit' } | null>(null);
  const confirm = useConfirm();
  const disabled = mode === null || mode === 'detail';
  const blockedReason = disabled ? undefined : relatedBlockReason(related);

  const afterTimeout = async (values: V, saveMode: 'add' | 'edit'): Promise<boolean> => {
    setNotice({ severity: 'info', text: SAVE_TEXT.timeoutChecking });
    const landed = await checkLanded(save, values, saveMode, record ?? null);
    if (landed) {
      setNotice({ severity: 'success', text: SAVE_TEXT.timeoutSaved });
      notify.success(SAVE_TEXT.timeoutSaved);
      onSaved();
      return true;
    }
    unchecked.current = landed === null && saveMode === 'add' ? { values, mode: saveMode } : null;
    if (landed === false) setNotice({ severity: 'warning', text: SAVE_TEXT.timeoutNotSaved });
    else setNotice({ severity: 'warning', text: saveMode === 'edit' ? SAVE_TEXT.timeoutEditUnknown : SAVE_TEXT.timeoutUnknown });
    return false;
  };

  const submit = async (values: V) => {
    if (disabled || busy.current || blockedReason) return false;
    busy.current = true;
    setSaving(true);
    setNotice(null);
    const saveMode = mode === 'edit' && record ? 'edit' : 'add';
    try {
      if (unchecked.current) {
        const first = unchecked.current;
        setNotice({ severity: 'info', text: SAVE_TEXT.timeoutChecking });
        const landed = await checkLanded(save, first.values, first.mode, record ?? null);
        if (landed) {
          unchecked.current = null;
          setNotice({ severity: 'success', text: SAVE_TEXT.timeoutSaved });
          notify.success(SAVE_TEXT.timeoutSaved);
          onSaved();
          return true;
        }
        if (landed === null) {
          setNotice({ severity: 'warning', text: SAVE_TEXT.timeoutUnknown });
          const again = await confirm({ title: SAVE_TEXT.repeatTitle, content: SAVE_TEXT.repeatContent, okText: SAVE_TEXT.repeatOk });
          if (!again) return false;
        }
        unchecked.current = null;
        setNotice(null);
      }
      const res = saveMode === 'edit' && record ? await save.edit(values, record) : await save.add(values);
      if (res.success) {
        notify.success(res.message || '操作成功');
        onSaved();
        return true;
      }
      notify.warning(res.message);
      return false;
    } catch (err) {
      if (isApiError(err) && err.kind === 'timeout') return await afterTimeout(values, saveMode);
      // The HTTP client announced its own failures already: one error, one message.
      warnFailure(err);
      return false;
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return { saving, disabled, blockedReason, notice, submit };
}
