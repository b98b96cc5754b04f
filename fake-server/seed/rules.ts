/**
 * Coding rules (sys_check_rule, contract §4.12) and fill rules
 * (sys_fill_rule, §4.13): the tables and their seed rows. The check rules are
 * the ones the form widgets have always answered with (common, org_code,
 * landline); the fill rules are JeecgBoot's seeded three.
 */
import type { SysCheckRule } from '@/api/sys/check-rule';
import type { SysFillRule } from '@/api/sys/fill-rule';
import { defineTable, insertAll } from '../db/table';
import { registerTableDict } from '../lib/dict';
import { hexId } from '../lib/ids';
import type { SeedContext } from './context';

export const checkRuleTable = defineTable<SysCheckRule>('sys_check_rule');
export const fillRuleTable = defineTable<SysFillRule>('sys_fill_rule');

// The duplicate check (`/sys/duplicate/check`) reads tables through the table dictionaries.
registerTableDict('sys_check_rule', () => checkRuleTable.all());
registerTableDict('sys_fill_rule', () => fillRuleTable.all());

export interface CheckRuleItem {
  digits: string;
  pattern: string;
  message: string;
}

/** Seeded SysCheckRule rows: code → name and ruleJson items. */
export const CHECK_RULES: Readonly<Record<string, { name: string; rules: CheckRuleItem[]; description: string }>> = {
  common: { name: '通用编码规则', description: '6位数字', rules: [{ digits: '*', pattern: '^\\d{6}$', message: '编码必须是6位数字' }] },
  org_code: {
    name: '机构编码规则',
    description: '大写字母开头，后接两位数字',
    rules: [
      { digits: '1', pattern: '^[A-Z]$', message: '第一位必须是大写字母' },
      { digits: '2', pattern: '^\\d{2}$', message: '第二、三位必须是数字' },
      { digits: '*', pattern: '^[A-Z0-9]{3,12}$', message: '编码只能由大写字母和数字组成，长度3到12位' },
    ],
  },
  landline: { name: '座机号码规则', description: '区号-号码', rules: [{ digits: '*', pattern: '^\\d{3,4}-\\d{7,8}$', message: '请输入正确的座机号码' }] },
};

/** [ruleCode, ruleName, ruleClass, ruleParams] as seeded by JeecgBoot. */
const FILL_RULES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['shop_order_num', '订单流水号', 'org.jeecg.modules.system.rule.OrderNumberRule', '{"prefix":"CN"}'],
  ['org_num_role', '机构编码生成', 'org.jeecg.modules.system.rule.OrgCodeRule', '{"parentId":""}'],
  ['category_code_rule', '分类字典编码生成', 'org.jeecg.modules.system.rule.CategoryCodeRule', '{"pid":""}'],
];

export function checkRuleRows(ctx: SeedContext): SysCheckRule[] {
  return Object.entries(CHECK_RULES).map(([ruleCode, rule], i) => ({
    id: hexId(`check-rule:${ruleCode}`),
    ruleName: rule.name,
    ruleCode,
    ruleJson: JSON.stringify(rule.rules),
    ruleDescription: rule.description,
    createBy: 'admin',
    createTime: ctx.at(-60 * 24 * 300 + i),
    updateBy: null,
    updateTime: null,
  }));
}

export function fillRuleRows(ctx: SeedContext): SysFillRule[] {
  return FILL_RULES.map(([ruleCode, ruleName, ruleClass, ruleParams], i) => ({
    id: hexId(`fill-rule:${ruleCode}`),
    ruleName,
    ruleCode,
    ruleClass,
    ruleParams,
    createBy: 'admin',
    createTime: ctx.at(-60 * 24 * 300 + i),
    updateBy: null,
    updateTime: null,
  }));
}

/** Listed in the seed entry (seed/index.ts). */
export async function seedRules(ctx: SeedContext): Promise<void> {
  await insertAll(checkRuleTable, checkRuleRows(ctx));
  await insertAll(fillRuleTable, fillRuleRows(ctx));
}
