/**
 * Form-level validation over src/validation: a field's rules may mix pattern
 * rules with the server's duplicate and coding-rule checks. Works with plain
 * state or any form library (use it as the library's field validator).
 */
import { useCallback, useRef, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import { validateValueAsync, type AnyRule } from '@/validation';

/** The first failing rule's message, or undefined when the value passes. */
export function validateField(value: unknown, rules: readonly AnyRule[]): Promise<string | undefined> {
  return validateValueAsync(value, rules);
}

/** Validates every field of `schema` at once; resolves with the failing fields only. */
export async function validateFields<K extends string>(
  values: Partial<Record<K, unknown>>,
  schema: Partial<Record<K, readonly AnyRule[]>>,
): Promise<Partial<Record<K, string>>> {
  const keys = Object.keys(schema) as K[];
  const messages = await Promise.all(keys.map((k) => validateField(values[k], schema[k] ?? [])));
  const errors: Partial<Record<K, string>> = {};
  keys.forEach((k, i) => {
    if (messages[i] !== undefined) errors[k] = messages[i];
  });
  return errors;
}

export interface FieldValidation {
  error?: string;
  validating: boolean;
  /** Runs the rules; an answer for an older value never overwrites a newer one. */
  validate: (value: unknown) => Promise<string | undefined>;
  clear: () => void;
}

/** One field's message and pending state, for running the rules on blur and on submit. */
export function useFieldValidation(rules: readonly AnyRule[]): FieldValidation {
  const [error, setError] = useState<string | undefined>();
  const [validating, setValidating] = useState(false);
  const seq = useRef(0);
  const rulesRef = useLatest(rules);

  const validate = useCallback(async (value: unknown) => {
    const mine = ++seq.current;
    setValidating(true);
    const message = await validateField(value, rulesRef.current);
    if (mine === seq.current) {
      setError(message);
      setValidating(false);
    }
    return message;
  }, [rulesRef]);

  const clear = useCallback(() => {
    seq.current += 1;
    setError(undefined);
    setValidating(false);
  }, []);

  return { error, validating, validate, clear };
}
