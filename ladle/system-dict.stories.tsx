import type { Story } from '@ladle/react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Result } from '@/api/envelope';
import type { SysCategory } from '@/api/sys/category';
import { CategoryFormDialog, type CategoryDialogState } from '@/features/system/category/CategoryFormDialog';
import type { CategoryServices } from '@/features/system/category/category-services';
import { checkRuleFields, type CheckRuleRow } from '@/features/system/check-rule/check-rule-config';
import { CheckRuleTestDialog } from '@/features/system/check-rule/CheckRuleTestDialog';
import type { CheckRuleServices } from '@/features/system/check-rule/check-rule-services';
import { dictFields, dictItemFields, type DictItemRow, type DictRow } from '@/features/system/dict/dict-config';
import { RecordFormDialog, type RecordDialogMode, type RecordField } from '@/widgets/form';
import { fillRuleFields, type FillRuleRow } from '@/features/system/fill-rule/fill-rule-config';
import { shows } from './story-shows';

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
shows(DictEmpty, { text: ['字典名称', '字典编码', '描述'], roles: [{ role: 'dialog', name: '新增' }], absent: ['请输入字典名称!'] });
export const DictFilled: Story = () => <Harness<DictRow> mode="edit" record={dict} fields={dictFields(check)} />;
shows(DictFilled, { text: ['通告优先级'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['请输入字典名称!'] });
export const DictInvalid: Story = () => <Harness<DictRow> mode="add" fields={dictFields(check)} invalid />;
shows(DictInvalid, { text: ['请输入字典名称!', '请输入字典编码!'], roles: [{ role: 'dialog', name: '新增' }] });
/** The server refuses the save: 操作失败 as a warning, the dialog stays open. */
export const DictServerFailure: Story = () => <Harness<DictRow> mode="edit" record={dict} fields={dictFields(check)} failing />;
shows(DictServerFailure, { text: ['通告优先级'], roles: [{ role: 'dialog', name: '编辑' }] });

export const DictItemEmpty: Story = () => <Harness<DictItemRow> mode="add" fields={dictItemFields(check)} />;
shows(DictItemEmpty, { text: ['名称', '数据值', '排序值', '是否启用'], roles: [{ role: 'dialog', name: '新增' }, { role: 'switch', checked: true }], absent: ['请输入名称!'] });
export const DictItemFilled: Story = () => <Harness<DictItemRow> mode="edit" record={item} fields={dictItemFields(check)} />;
shows(DictItemFilled, { text: ['数据值', '是否启用'], roles: [{ role: 'dialog', name: '编辑' }, { role: 'switch', checked: true }], absent: ['请输入名称!'] });
export const DictItemInvalid: Story = () => <Harness<DictItemRow> mode="add" fields={dictItemFields(check)} invalid />;
shows(DictItemInvalid, { text: ['请输入名称!', '请输入数据值!'], roles: [{ role: 'dialog', name: '新增' }] });
export const DictItemServerFailure: Story = () => <Harness<DictItemRow> mode="edit" record={item} fields={dictItemFields(check)} failing />;
shows(DictItemServerFailure, { text: ['数据值'], roles: [{ role: 'dialog', name: '编辑' }, { role: 'switch', checked: true }] });

export const CheckRuleEmpty: Story = () => <Harness<CheckRuleRow> mode="add" fields={checkRuleFields(check)} />;
shows(CheckRuleEmpty, { text: ['规则名称', '规则Code', '规则JSON'], roles: [{ role: 'dialog', name: '新增' }], absent: ['请输入规则名称!'] });
export const CheckRuleFilled: Story = () => <Harness<CheckRuleRow> mode="edit" record={checkRule} fields={checkRuleFields(check)} />;
shows(CheckRuleFilled, { text: ['6位数字', '"message":"编码必须是6位数字"'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['规则JSON须为'] });
/** Broken ruleJson and missing name/code. */
export const CheckRuleInvalid: Story = () => (
  <Harness<CheckRuleRow> mode="edit" record={{ ...checkRule, ruleName: '', ruleCode: '', ruleJson: '{"digits":1}' }} fields={checkRuleFields(check)} invalid />
);
shows(CheckRuleInvalid, { text: ['请输入规则名称!', '请输入规则Code!', '规则JSON须为[{"digits":"*","pattern":"正则","message":"提示"}]格式'], roles: [{ role: 'dialog', name: '编辑' }] });
export const CheckRuleServerFailure: Story = () => <Harness<CheckRuleRow> mode="edit" record={checkRule} fields={checkRuleFields(check)} failing />;
shows(CheckRuleServerFailure, { text: ['"message":"编码必须是6位数字"'], roles: [{ role: 'dialog', name: '编辑' }] });

const testServices: CheckRuleServices = {
  add: answer(false),
  edit: answer(false),
  checkCode: check,
  test: (_code, value) => later(/^\d{6}$/.test(value) ? undefined : '编码必须是6位数字'),
};
/** 功能测试: `123456` passes, anything else gets the rule's message. */
export const CheckRuleTest: Story = () => <CheckRuleTestDialog rule={checkRule} onClose={() => undefined} services={testServices} />;
shows(CheckRuleTest, { text: ['需要测试的值'], roles: [{ role: 'dialog', name: '功能测试 · 通用编码规则' }, { role: 'button', name: '测试', disabled: true }] });

export const FillRuleEmpty: Story = () => <Harness<FillRuleRow> mode="add" fields={fillRuleFields(check)} />;
shows(FillRuleEmpty, { text: ['规则名称', '规则实现类', '规则参数'], roles: [{ role: 'dialog', name: '新增' }], absent: ['请输入规则实现类!'] });
export const FillRuleFilled: Story = () => <Harness<FillRuleRow> mode="edit" record={fillRule} fields={fillRuleFields(check)} />;
shows(FillRuleFilled, { text: ['{"prefix":"CN"}'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['请输入规则实现类!'] });
export const FillRuleInvalid: Story = () => <Harness<FillRuleRow> mode="edit" record={{ ...fillRule, ruleClass: '', ruleParams: '[1]' }} fields={fillRuleFields(check)} invalid />;
shows(FillRuleInvalid, { text: ['请输入规则实现类!', '规则参数必须是JSON对象'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['请输入规则名称!'] });
export const FillRuleServerFailure: Story = () => <Harness<FillRuleRow> mode="edit" record={fillRule} fields={fillRuleFields(check)} failing />;
shows(FillRuleServerFailure, { text: ['{"prefix":"CN"}'], roles: [{ role: 'dialog', name: '编辑' }] });

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
shows(CategoryAddChild, { text: ['父级节点：信息分类', '编码由系统按上级编码生成（A01、A01A01…）'], roles: [{ role: 'dialog', name: '添加下级' }] });
/** 编辑 with the code check against the parent's A01 (type B01 to see it). */
export const CategoryFilled: Story = () => <CategoryHarness state={{ mode: 'edit', record: category, pid: 'c1', parentName: '信息分类' }} />;
shows(CategoryFilled, { text: ['分类编码', '父级节点：信息分类'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['编码由系统按上级编码生成'] });
export const CategoryServerFailure: Story = () => <CategoryHarness state={{ mode: 'edit', record: category, pid: 'c1', parentName: '信息分类' }} failing />;
shows(CategoryServerFailure, { text: ['分类编码', '父级节点：信息分类'], roles: [{ role: 'dialog', name: '编辑' }] });
