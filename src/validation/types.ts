/** A validation rule as data: a pattern or a predicate, with the exact message to show on failure. */
export interface PatternRule {
  name: string;
  pattern: RegExp;
  message: string;
}

export interface PredicateRule {
  name: string;
  validate: (value: unknown) => boolean;
  message: string;
  /** Predicate rules run on empty values too only when this is set (required rules). */
  checksEmpty?: boolean;
}

export type Rule = PatternRule | PredicateRule;

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The message of the first rule the value breaks, or undefined. Like
 * async-validator, an empty value passes every rule except required ones.
 */
export function validateValue(value: unknown, rules: readonly Rule[]): string | undefined {
  for (const rule of rules) {
    if ('pattern' in rule) {
      if (isEmpty(value)) continue;
      rule.pattern.lastIndex = 0;
      if (!rule.pattern.test(String(value))) return rule.message;
    } else {
      if (isEmpty(value) && !rule.checksEmpty) continue;
      if (!rule.validate(value)) return rule.message;
    }
  }
  return undefined;
}

/** Validates several fields; returns only the failing ones. */
export function validateValues<K extends string>(
  values: Partial<Record<K, unknown>>,
  schema: Partial<Record<K, readonly Rule[]>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(schema) as K[]) {
    const message = validateValue(values[key], schema[key] ?? []);
    if (message !== undefined) errors[key] = message;
  }
  return errors;
}
