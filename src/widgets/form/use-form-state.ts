/**
 * The console's form state: the values of a form and the messages of its fields. Every record dialog
 * keeps its input here and saves through `useRecordSave` (together, what a form library would give).
 */
import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';

/** A message per field; a field without one is valid. */
export type FormErrors<V> = Partial<Record<keyof V, string>>;

export interface FormStateOptions<E> {
  /** Called on every edit through `set` (e.g. the draft's `touch`). */
  onEdit?: () => void;
  /** The messages shown before the first `reset` or `check` (stories of an invalid form). */
  errors?: E;
}

export interface FormState<V extends object, E extends FormErrors<V>> {
  values: V;
  errors: E;
  /** One field typed into: its value changes, its message goes. `derive` adds values that follow from it (computed from the values before the edit). */
  set: <K extends keyof V>(key: K, value: V[K], derive?: (previous: V) => Partial<V>) => void;
  setValues: Dispatch<SetStateAction<V>>;
  setErrors: Dispatch<SetStateAction<E>>;
  /** A new opening: both values and messages replaced. */
  reset: (values: V, errors?: E) => void;
  /** Shows the messages found by a check; true when there are none. */
  check: (found: E) => boolean;
}

export function useFormState<V extends object, E extends FormErrors<V> = FormErrors<V>>(initial: V | (() => V), options: FormStateOptions<E> = {}): FormState<V, E> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<E>(() => options.errors ?? ({} as E));
  const { onEdit } = options;

  const set = <K extends keyof V>(key: K, value: V[K], derive?: (previous: V) => Partial<V>) => {
    onEdit?.();
    setValues((v) => ({ ...v, ...derive?.(v), [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const reset = useCallback((next: V, nextErrors?: E) => {
    setValues(next);
    setErrors(nextErrors ?? ({} as E));
  }, []);

  const check = useCallback((found: E) => {
    setErrors(found);
    return Object.keys(found).length === 0;
  }, []);

  return { values, errors, set, setValues, setErrors, reset, check };
}
