/** The coding-rule calls of the 编码校验规则 screen (contract §4.12). */
import { postAction, putAction } from '@/api/http';
import { checkDuplicate, checkRule } from '@/api/sys/duplicate';
import type { Result } from '@/api/envelope';
import type { SysCheckRule } from '@/api/sys/check-rule';
import { CHECK_RULE_API } from '@/api/sys/check-rule';

export type CheckRuleInput = Pick<SysCheckRule, 'ruleName' | 'ruleCode' | 'ruleJson' | 'ruleDescription'> & { id?: string };

export interface CheckRuleServices {
  add: (values: CheckRuleInput) => Promise<Result<unknown>>;
  edit: (values: CheckRuleInput & { id: string }) => Promise<Result<unknown>>;
  checkCode: (code: string, id?: string) => Promise<string | undefined>;
  /** `checkByCode`: the rule's message when `value` fails, undefined when it passes. */
  test: (ruleCode: string, value: string) => Promise<string | undefined>;
}

export const checkRuleServices: CheckRuleServices = {
  add: (values) => postAction(CHECK_RULE_API.add, values),
  edit: (values) => putAction(CHECK_RULE_API.edit, values),
  checkCode: (code, id) => checkDuplicate({ tableName: 'sys_check_rule', fieldName: 'rule_code', fieldVal: code, dataId: id }),
  test: (ruleCode, value) => checkRule(ruleCode, value),
};
