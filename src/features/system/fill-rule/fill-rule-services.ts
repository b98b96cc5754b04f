/** The fill-rule calls of the 填值规则 screen (contract §4.13). */
import { getAction, postAction, putAction } from '@/api/http';
import { checkDuplicate } from '@/api/sys/duplicate';
import type { Result } from '@/api/envelope';
import type { SysFillRule } from '@/api/sys/fill-rule';
import { FILL_RULE_API } from '@/api/sys/fill-rule';

export type FillRuleInput = Pick<SysFillRule, 'ruleName' | 'ruleCode' | 'ruleClass' | 'ruleParams'> & { id?: string };

export interface FillRuleServices {
  add: (values: FillRuleInput) => Promise<Result<unknown>>;
  edit: (values: FillRuleInput & { id: string }) => Promise<Result<unknown>>;
  checkCode: (code: string, id?: string) => Promise<string | undefined>;
  /** `GET /sys/fillRule/testFillRule`: the generated value. */
  test: (ruleCode: string) => Promise<Result<unknown>>;
}

export const fillRuleServices: FillRuleServices = {
  add: (values) => postAction(FILL_RULE_API.add, values),
  edit: (values) => putAction(FILL_RULE_API.edit, values),
  checkCode: (code, id) => checkDuplicate({ tableName: 'sys_fill_rule', fieldName: 'rule_code', fieldVal: code, dataId: id }),
  test: (ruleCode) => getAction(FILL_RULE_API.testFillRule, { ruleCode }),
};
