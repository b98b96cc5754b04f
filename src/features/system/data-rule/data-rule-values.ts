/** The values of the data-rule form: blank, from a saved rule, and the required-field check. */
import type { SysPermissionDataRule } from '@/api/sys/permission';
import { PERMISSION_TEXT as T } from '../permission/permission-config';

export type RuleDraft = { id?: string; ruleName: string; ruleColumn: string; ruleConditions: string; ruleValue: string; status: string };
export type RuleErrors = Partial<Record<keyof RuleDraft, string>>;

export const blankRule: RuleDraft = { ruleName: '', ruleColumn: '', ruleConditions: '', ruleValue: '', status: '1' };

export const ruleDraft = (r: SysPermissionDataRule): RuleDraft => ({ id: r.id, ruleName: r.ruleName ?? '', ruleColumn: r.ruleColumn ?? '', ruleConditions: r.ruleConditions ?? '', ruleValue: r.ruleValue ?? '', status: r.status ?? '1' });

/** 规则名称, 条件 and 规则值 are required; the message of each missing one. */
export function ruleErrors(draft: RuleDraft): RuleErrors {
  const found: RuleErrors = {};
  if (!draft.ruleName.trim()) found.ruleName = T.ruleNameRequired;
  if (!draft.ruleConditions) found.ruleConditions = T.ruleConditionsRequired;
  if (!draft.ruleValue.trim()) found.ruleValue = T.ruleValueRequired;
  return found;
}
