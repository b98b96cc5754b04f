/**
 * 编码校验规则 and 填值规则 both name a rule and key it by a code that is unique over its table
 * (SysCheckRuleList.vue / SysFillRuleList.vue): the same columns, query and first form fields.
 */
import type { RecordField } from '@/widgets/form';
import type { ListColumn, QueryField } from '@/widgets/list';

/** A rule row as both lists show it. */
export interface RuleIdentity {
  ruleName: string;
  ruleCode: string;
}

export const RULE_IDENTITY_COLUMNS: readonly ListColumn<RuleIdentity>[] = [
  { field: 'ruleName', title: '规则名称', sortable: true },
  { field: 'ruleCode', title: '规则Code', sortable: true },
];

export const RULE_IDENTITY_QUERY: readonly QueryField[] = [
  { name: 'ruleName', label: '规则名称', mode: 'like' },
  { name: 'ruleCode', label: '规则Code', mode: 'like' },
];

/** Name and code, the code checked for a duplicate as it is typed. */
export function ruleIdentityFields(checkCode: RecordField['check']): RecordField[] {
  return [
    { name: 'ruleName', label: '规则名称', required: '请输入规则名称!', maxLength: 100 },
    { name: 'ruleCode', label: '规则Code', required: '请输入规则Code!', maxLength: 100, check: checkCode },
  ];
}
