/** The draft of an add / edit dialog: dirty once the user edits, restored values on opening. */
import { useCallback, useRef, useState } from 'react';
import { useDraftAutosave } from './use-draft-autosave';

export type DraftFormMode = 'add' | 'edit' | 'detail' | null;

export interface FormDraftOptions<V> {
  mode: DraftFormMode;
  /** The edited record's id; an edit without one keeps no draft. */
  recordId?: unknown;
  title: string;
  values: V;
  /** The edited record, so that a restore can reopen it when the list no longer shows it. */
  record?: unknown;
  /**
   * The draft's name where mode and id do not say enough (an add under a chosen parent); its
   * page reopens the form from it. null keeps nothing.
   */
  form?: string | null;
}

export interface FormDraft<V> {
  dirty: boolean;
  /** On each opening: the starting values, with a draft the user chose to restore laid over them. */
  fill(initial: V): V;
  /** The user changed a value. */
  touch(): void;
  /** A value setter that also marks the form changed (for forms kept in plain state). */
  edited<T>(set: (value: T) => void): (value: T) => void;
  /** The restored values of this opening (loaders that arrive later must not overwrite them). */
  restored(): Partial<V> | null;
  /** Wraps the dialog's cancel / close and its after-save: the draft is no longer needed. */
  done(then: () => void): () => void;
}

export function formDraftName(mode: DraftFormMode, recordId?: unknown): string | null {
  if (mode === 'add') return 'add';
  if (mode === 'edit' && recordId !== undefined && recordId !== null && recordId !== '') return `edit:${String(recordId)}`;
  return null;
}

export function useFormDraft<V extends object>({ mode, recordId, title, values, record, form: named }: FormDraftOptions<V>): FormDraft<V> {
  const [dirty, setDirty] = useState(false);
  const restoredValues = useRef<Partial<V> | null>(null);
  const form = named !== undefined ? (mode === null || mode === 'detail' ? null : named) : formDraftName(mode, recordId);
  const autosave = useDraftAutosave({ form, title, values, dirty: dirty && form !== null, record: mode === 'edit' || named !== undefined ? record : undefined });
  const { restore, discard } = autosave;

  const fill = useCallback(
    (initial: V): V => {
      const found = restore();
      const restored = found && typeof found.values === 'object' ? (found.values as Partial<V>) : null;
      restoredValues.current = restored;
      setDirty(restored !== null);
      return restored ? { ...initial, ...restored } : initial;
    },
    [restore],
  );
  const touch = useCallback(() => setDirty(true), []);
  const edited = useCallback(
    <T,>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setDirty(true);
      },
    [],
  );
  const restored = useCallback(() => restoredValues.current, []);
  const done = useCallback(
    (then: () => void) => () => {
      discard();
      setDirty(false);
      then();
    },
    [discard],
  );
  return { dirty, fill, touch, edited, restored, done };
}
