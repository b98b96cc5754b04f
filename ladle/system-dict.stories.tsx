import type { Story } from '@ladle/react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Result, SysCategory } from '@/api/types';
import { CategoryFormDialog, type CategoryDialogState } from '@/features/system/category/CategoryFormDialog';
import type { CategoryServices } from '@/features/system/category/category-services';
import { checkRuleFields, type CheckRuleRow } from '@/features/system/check-rule/check-rule-config';
import { CheckRuleTestDialog } from '@/features/system/check-rule/CheckRuleTestDialog';
import type { CheckRuleServices } from '@/features/system/check-rule/check-rule-services';
import { dictFields, dictItemFields, type DictItemRow, type DictRow } from '@/features/system/dict/dict-config';
import { RecordFormDialog, type RecordDialogMode, type RecordField } from '@/widgets/form';
import { fillRuleFields, type FillRuleRow } from '@/features/system/fill-rule/fill-rule-config';

export default { title: 'System / Dictionaries and rules dialogs' };

const reply = (success: boolean, message: string): Result<null> => ({ success, message, code: success ? 200 : 500, result: null, timestamp: Date.now() });
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 400));
/** `sex`, `H` and `shop_order_num` are taken, as in the seeded backend. */
const taken = new Set(['sex', 'H', 'shop_order_num', 'common']);
const check = async (value: string) => (taken.has(value) ? '该值不可用，系统中已存在！' : undefined);
const answer = (failing: boolean) => () => later(failing ? reply(false, '操作失败') : reply(true, '保存成功！'));
const save = (failing: boolean) => ({ add: answer(failing), edit: answer(failing) });

function Harness<T extends { id: string }>(props: { mode: RecordDialogMode; record?: T | null; fields: RecordField[]; failing?: boolean; invalid?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <Box sx={{ p: 2 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        打开
      </Button>
      <RecordFormDialog<T>
        mode={open ? props.mode : null}
        record={props.record}
        fields={props.fields}
        validateOnOpen={props.invalid}
        save={save(Boolean(props.failing))}
        onClose={() => setOpen(false)}
        onSaved={() => setOpen(false)}
      />
    </Box>
  );
}

const dict: DictRow = { id: 'd1', type: 0, dictName: '优先级', dictCode: 'priority', description: '通告优先级', delFlag: 0 };
const item: DictItemRow = { id: 'i1', dictId: 'd1', itemText: '高', itemValue: 'H', description: '', sortOrder: 1, status: 1 };
const checkRule: CheckRuleRow = { id: 'c1', ruleName: '通用编码规则', ruleCode: 'common', ruleDescription: '6位数字', ruleJson: '[{"digits":"*","pattern":"^\\\\d{6}$","message":"编码必须是6位数字"}]' };
const fillRule: FillRuleRow = { id: 'f1', ruleName: '订单流水号', ruleCode: 'shop_order_num', ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule', ruleParams: '{"prefix":"CN"}' };

/** 字典: empty 新增 (type `sex` as code for the duplicate message). */
export const DictEmpty: Story = () => <Harness<DictRow> mode="add" fields={dictFields(check)} />;
export const DictFilled: Story = () => <Harness<DictRow> mode="edit" record={dict} fields={dictFields(check)} />;
export const DictInvalid: Story = () => <Harness<DictRow> mode="add" fields={dictFields(check)} invalid />;
/** The server refuses the save: 操作失败 as a warning, the dialog stays open. */
export const DictServerFailure: Story = () => <Harness<DictRow> mode="edit" record={dict} fields={dictFields(check)} failing />;

export const DictItemEmpty: Story = () => <Harness<DictItemRow> mode="add" fields={dictItemFields(check)} />;
export const DictItemFilled: Story = () => <Harness<DictItemRow> mode="edit" record={item} fields={dictItemFields(check)} />;
export const DictItemInvalid: Story = () => <Harness<DictItemRow> mode="add" fields={dictItemFields(check)} invalid />;
export const DictItemServerFailure: Story = () => <Harness<DictItemRow> mode="edit" record={item} fields={dictItemFields(check)} failing />;

export const CheckRuleEmpty: Story = () => <Harness<CheckRuleRow> mode="add" fields={checkRuleFields(check)} />;
export const CheckRuleFilled: Story = () => <Harness<CheckRuleRow> mode="edit" record={checkRule} fields={checkRuleFields(check)} />;
/** Broken ruleJson and missing name/code. */
export const CheckRuleInvalid: Story = () => (
  <Harness<CheckRuleRow> mode="edit" record={{ ...checkRule, ruleName: '', ruleCode: '', ruleJson: '{"digits":1}' }} fields={checkRuleFields(check)} invalid />
);
export const CheckRuleServerFailure: Story = () => <Harness<CheckRuleRow> mode="edit" record={checkRule} fields={checkRuleFields(check)} failing />;

const testServices: CheckRuleServices = {
  add: answer(false),
  edit: answer(false),
  checkCode: check,
  test: (_code, value) => later(/^\d{6}$/.test(value) ? undefined : '编码必须是6位数字'),
};
/** 功能测试: `123456` passes, anything else gets the rule's message. */
export const CheckRuleTest: Story = () => <CheckRuleTestDialog rule={checkRule} onClose={() => undefined} services={testServices} />;

export const FillRuleEmpty: Story = () => <Harness<FillRuleRow> mode="add" fields={fillRuleFields(check)} />;
export const FillRuleFilled: Story = () => <Harness<FillRuleRow> mode="edit" record={fillRule} fields={fillRuleFields(check)} />;
export const FillRuleInvalid: Story = () => <Harness<FillRuleRow> mode="edit" record={{ ...fillRule, ruleClass: '', ruleParams: '[1]' }} fields={fillRuleFields(check)} invalid />;
export const FillRuleServerFailure: Story = () => <Harness<FillRuleRow> mode="edit" record={fillRule} fields={fillRuleFields(check)} failing />;

function categoryServices(failing: boolean): CategoryServices {
  return {
    roots: () => later({ ...reply(true, ''), result: { records: [], total: 0, size: 10, current: 1, pages: 0 } } as never),
    children: () => later({ ...reply(true, ''), result: [] as SysCategory[] }),
    add: () => later(failing ? reply(false, '操作失败') : reply(true, '添加成功！')),
    edit: () => later(failing ? reply(false, '操作失败') : reply(true, '修改成功!')),
    remove: () => later(reply(true, '删除成功!')),
    checkCode: async (_pid, code) => (code.startsWith('A01') ? undefined : '编码不符合规范,须以"A01"开头!'),
  };
}
const category: SysCategory = { id: 'c2', pid: 'c1', name: '政务公开', code: 'A01A01', hasChild: '0' };
const CategoryHarness = ({ state, failing = false }: { state: CategoryDialogState; failing?: boolean }) => {
  const [open, setOpen] = useState(true);
  return <CategoryFormDialog state={open ? state : null} services={categoryServices(failing)} onClose={() => setOpen(false)} onSaved={() => setOpen(false)} />;
};
/** 添加下级 under 信息分类: name only, the code comes from the server. */
export const CategoryAddChild: Story = () => <CategoryHarness state={{ mode: 'add', record: null, pid: 'c1', parentName: '信息分类' }} />;
/** 编辑 with the code check against the parent's A01 (type B01 to see it). */
export const CategoryFilled: Story = () => <CategoryHarness state={{ mode: 'edit', record: category, pid: 'c1', parentName: '信息分类' }} />;
export const CategoryServerFailure: Story = () => <CategoryHarness state={{ mode: 'edit', record: category, pid: 'c1', parentName: '信息分类' }} failing />;
