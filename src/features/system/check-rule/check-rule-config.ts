/** The 编码校验规则 screen as configuration of the list helper (contract §4.12, SysCheckRuleList.vue). */
import type { SysCheckRule } from '@/api/sys/check-rule';
import { listUrlsOf, type ListScreenSpec } from '@/widgets/list';
import type { RecordField } from '@/widgets/form';
import { CHECK_RULE_API } from '@/api/sys/check-rule';
import { RULE_IDENTITY_COLUMNS, RULE_IDENTITY_QUERY, ruleIdentityFields } from '../rule-code/rule-identity';

export type CheckRuleRow = SysCheckRule;

export const CHECK_RULE_URLS = listUrlsOf(CHECK_RULE_API);

export const CHECK_RULE_TEXT = {
  // The Vue SysCheckRuleList's handleExportXls('编码校验规则').
  exportName: '编码校验规则',
  test: '功能测试',
  testValue: '需要测试的值',
  run: '测试',
  passed: '测试通过',
  jsonInvalid: '规则JSON须为[{"digits":"*","pattern":"正则","message":"提示"}]格式',
} as const;

/** ruleJson: an array of {digits: "<n>"|"*", pattern, message} (SysCheckRuleServiceImpl.checkValue reads these). */
export function ruleJsonProblem(value: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    const valid =
      Array.isArray(parsed) &&
      parsed.length > 0 &&
      parsed.every((r: unknown) => {
        if (!r || typeof r !== 'object') return false;
        const { digits, pattern, message } = r as Record<string, unknown>;
        return (digits === '*' || /^\d+$/.test(String(digits))) && typeof pattern === 'string' && typeof message === 'string';
      });
    return valid ? undefined : CHECK_RULE_TEXT.jsonInvalid;
  } catch {
    return CHECK_RULE_TEXT.jsonInvalid;
  }
}

/** SysCheckRuleModal.vue: name, unique code, description and the rules. */
export function checkRuleFields(checkCode: RecordField['check']): RecordField[] {
  return [
    ...ruleIdentityFields(checkCode),
    { name: 'ruleDescription', label: '规则描述', kind: 'multiline' },
    {
      name: 'ruleJson',
      label: '规则JSON',
      kind: 'multiline',
      required: '请输入规则JSON!',
      validate: ruleJsonProblem,
      placeholder: '[{"digits":"*","pattern":"^\\\\d{6}$","message":"编码必须是6位数字"}]',
    },
  ];
}

export const CHECK_RULE_SCREEN: ListScreenSpec<CheckRuleRow> = {
  url: CHECK_RULE_URLS,
  exportName: CHECK_RULE_TEXT.exportName,
  columns: [...RULE_IDENTITY_COLUMNS, { field: 'ruleDescription', title: '规则描述', flex: 2 }],
  queryFields: RULE_IDENTITY_QUERY,
  permissionPrefix: 'check_rule',
  /** Headers the import preview insists on (the @Excel names of SysCheckRule's name and code). */
  importRequiredColumns: ['规则名称', '规则Code'],
};
