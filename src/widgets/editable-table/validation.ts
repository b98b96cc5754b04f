/**
 * Cell rules of widgets.md §5: required, unique ('only'), the named patterns,
 * a custom regex and a custom (possibly async) handler. Like the form rules,
 * an empty value passes every rule except required ones (and the '*' pattern,
 * which means non-empty).
 */
import { isEmpty } from '@/validation/types';
import { isTablePatternName, tablePattern } from '@/validation/table-patterns';
import { checkboxValues, fillTemplate } from './columns';
import type { CellRule, EditableColumn, RowValues, RuleHandlerResult } from './types';

/** Default messages when a rule carries none; `${title}` is filled in. */
export const DEFAULT_RULE_MESSAGES = {
  required: '${title}不能为空',
  unique: '${title}不能重复',
  pattern: '${title}格式不正确',
  handler: '${title}校验未通过',
} as const;

export interface CellContext {
  row: RowValues;
  rows: readonly RowValues[];
  /** How many rows hold `value` in column `key` (faster than scanning `rows` for full validation). */
  countOf?: (key: string, value: unknown) => number;
}

function message(rule: CellRule, column: EditableColumn, fallback: string): string {
  return fillTemplate(rule.message ?? fallback, column);
}

function isEmptyCell(column: EditableColumn, value: unknown): boolean {
  if (column.type === 'checkbox') return value === checkboxValues(column)[1] || value === undefined || value === null || value === '';
  return isEmpty(value);
}

/** Key used to compare cells for uniqueness (1 and '1' are the same value to a user). */
export function uniqueKey(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

export function countValues(rows: readonly RowValues[], key: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const v = r[key];
    if (isEmpty(v)) continue;
    const k = uniqueKey(v);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

function countIn(rows: readonly RowValues[], key: string, value: unknown): number {
  const target = uniqueKey(value);
  let n = 0;
  for (const r of rows) if (!isEmpty(r[key]) && uniqueKey(r[key]) === target) n += 1;
  return n;
}

function regexOf(pattern: RegExp | string): RegExp | undefined {
  if (pattern instanceof RegExp) return pattern;
  if (isTablePatternName(pattern)) return tablePattern(pattern);
  // A plain string is a regular-expression source (the Vue table accepted both).
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

function handlerOutcome(result: RuleHandlerResult, rule: CellRule, column: EditableColumn): string | undefined {
  if (result === true) return undefined;
  if (result === false) return message(rule, column, DEFAULT_RULE_MESSAGES.handler);
  if (typeof result === 'string') return result || message(rule, column, DEFAULT_RULE_MESSAGES.handler);
  return result.pass ? undefined : (result.message ?? message(rule, column, DEFAULT_RULE_MESSAGES.handler));
}

/**
 * The message of the first failing rule, or undefined. Synchronous unless a
 * handler returns a promise; then a promise of the same.
 */
export function validateCell(column: EditableColumn, value: unknown, ctx: CellContext): string | undefined | Promise<string | undefined> {
  const rules = column.validateRules ?? [];
  const empty = isEmptyCell(column, value);
  for (let i = 0; i < rules.length; i += 1) {
    const rule = rules[i];
    if ('required' in rule) {
      if (rule.required && empty) return message(rule, column, DEFAULT_RULE_MESSAGES.required);
    } else if ('unique' in rule || ('pattern' in rule && rule.pattern === 'only')) {
      if (empty) continue;
      const n = ctx.countOf ? ctx.countOf(column.key, value) : countIn(ctx.rows, column.key, value);
      if (n > 1) return message(rule, column, DEFAULT_RULE_MESSAGES.unique);
    } else if ('pattern' in rule) {
      if (rule.pattern === '*') {
        if (empty) return message(rule, column, DEFAULT_RULE_MESSAGES.required);
        continue;
      }
      if (empty) continue;
      const re = regexOf(rule.pattern);
      if (!re) continue;
      re.lastIndex = 0;
      if (!re.test(String(value))) return message(rule, column, DEFAULT_RULE_MESSAGES.pattern);
    } else if ('handler' in rule) {
      const out = rule.handler({ value, row: ctx.row, column, rows: ctx.rows });
      if (out instanceof Promise) {
        const rest = rules.slice(i + 1);
        return out.then(async (r) => {
          const failed = handlerOutcome(r, rule, column);
          if (failed !== undefined) return failed;
          return validateCell({ ...column, validateRules: rest }, value, ctx);
        });
      }
      const failed = handlerOutcome(out, rule, column);
      if (failed !== undefined) return failed;
    }
  }
  return undefined;
}

export function isRequired(column: EditableColumn): boolean {
  return (column.validateRules ?? []).some((r) => ('required' in r && r.required) || ('pattern' in r && r.pattern === '*'));
}

export function hasUniqueRule(column: EditableColumn): boolean {
  return (column.validateRules ?? []).some((r) => 'unique' in r || ('pattern' in r && r.pattern === 'only'));
}

/** Number cells accept only -?digits[.digits]; these partial forms are allowed while typing. */
const TYPING_NUMBER = /^-?\d*(?:\.\d*)?$/;
const COMPLETE_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Whether typed text may stay in a number cell (otherwise the keystroke is refused). */
export function acceptsNumberInput(text: string): boolean {
  return TYPING_NUMBER.test(text);
}

/** On blur: a complete number becomes a number, anything else is cleared (null). */
export function normaliseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return COMPLETE_NUMBER.test(text) ? Number(text) : null;
}
