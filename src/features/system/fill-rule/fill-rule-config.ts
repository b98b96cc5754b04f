/** The 填值规则 screen as configuration of the list helper (contract §4.13, SysFillRuleList.vue). */
import type { SysFillRule } from '@/api/sys/fill-rule';
import { listUrlsOf, type ListScreenSpec } from '@/widgets/list';
import type { RecordField } from '@/widgets/form';
import { FILL_RULE_API } from '@/api/sys/fill-rule';
import { RULE_IDENTITY_COLUMNS, RULE_IDENTITY_QUERY, ruleIdentityFields } from '../rule-code/rule-identity';

export type FillRuleRow = SysFillRule;

export const FILL_RULE_URLS = listUrlsOf(FILL_RULE_API);

export const FILL_RULE_TEXT = {
  test: '功能测试',
  testTitle: '填值规则功能测试',
  result: '生成结果：',
  generating: '生成中...',
  paramsInvalid: '规则参数必须是JSON对象',
} as const;

function jsonObject(value: string): string | undefined {
  if (!value.trim()) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? undefined : FILL_RULE_TEXT.paramsInvalid;
  } catch {
    return FILL_RULE_TEXT.paramsInvalid;
  }
}

/** SysFillRuleModal.vue: name, unique code, the handler class and its JSON params. */
export function fillRuleFields(checkCode: RecordField['check']): RecordField[] {
  return [
    ...ruleIdentityFields(checkCode),
    { name: 'ruleClass', label: '规则实现类', required: '请输入规则实现类!' },
    { name: 'ruleParams', label: '规则参数', kind: 'multiline', validate: jsonObject, placeholder: '{"prefix":"CN"}' },
  ];
}

export const FILL_RULE_SCREEN: ListScreenSpec<FillRuleRow> = {
  url: FILL_RULE_URLS,
  columns: [
    ...RULE_IDENTITY_COLUMNS,
    { field: 'ruleClass', title: '规则实现类', flex: 2 },
    { field: 'ruleParams', title: '规则参数' },
  ],
  queryFields: RULE_IDENTITY_QUERY,
  permissionPrefix: 'fill_rule',
};
