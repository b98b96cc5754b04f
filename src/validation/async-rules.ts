/**
 * Server-backed rules (console.md §5, widgets.md §5): the duplicate check over
 * `/sys/duplicate/check` and the coding-rule check over
 * `/sys/checkRule/checkByCode`. They sit next to the pattern rules so forms
 * and the editable table run one mixed list with one helper.
 */
import { checkDuplicate, checkRule, type DuplicateCheckParams } from '@/api/sys/duplicate';
import { validateValue, type Rule } from './types';

/** A rule whose verdict needs the server: resolves with the message, or undefined when the value passes. */
export interface AsyncRule {
  name: string;
  validateAsync: (value: unknown) => Promise<string | undefined>;
}

export type AnyRule = Rule | AsyncRule;

export function isAsyncRule(rule: AnyRule): rule is AsyncRule {
  return 'validateAsync' in rule;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

export type DuplicateRuleOptions = Omit<DuplicateCheckParams, 'fieldVal'>;

/**
 * 该值不可用，系统中已存在！ (or whatever the server says) when another row
 * already holds the value. Skipped for an empty value. `dataId` is the edited
 * row, which may keep its own value.
 */
export function duplicateRule(opts: DuplicateRuleOptions, check: typeof checkDuplicate = checkDuplicate): AsyncRule {
  return {
    name: 'duplicate',
    validateAsync: (value) => check({ ...opts, fieldVal: asText(value) }),
  };
}

/** The coding rule `ruleCode` (SysCheckRule); the rule's own message on failure. Skipped when code or value is empty. */
export function codeRule(ruleCode: string, check: typeof checkRule = checkRule): AsyncRule {
  return {
    name: 'checkRule',
    validateAsync: (value) => check(ruleCode, asText(value)),
  };
}

/**
 * Runs the rules in order and resolves with the first failure's message.
 * Sync rules keep the empty-value semantics of validateValue; a server rule
 * only runs once every rule before it has passed, so a malformed value never
 * costs a request.
 */
export async function validateValueAsync(value: unknown, rules: readonly AnyRule[]): Promise<string | undefined> {
  for (const rule of rules) {
    const message = isAsyncRule(rule) ? await rule.validateAsync(value) : validateValue(value, [rule]);
    if (message !== undefined) return message;
  }
  return undefined;
}
