/**
 * 填值规则 against the fake backend: the seeded rules, 功能测试 showing the
 * generated value (order number, category code) and add/edit validation.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FillRuleListPage from '@/features/system/fill-rule/FillRuleListPage';
import { fillRuleTable } from '@fake/seed/rules';
import { resetWithRules, rulesServer } from '../check-rule/rules-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';
import { rowWith, submitEmptyNewDialog, typeTakenThenFree } from '../../list-screen';

withFakeBackend({ server: rulesServer, reset: resetWithRules, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/fillRule', <FillRuleListPage title="填值规则" component="system/SysFillRuleList" />);
}

const closeResult = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: '知道了' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

describe('填值规则', () => {
  it('功能测试 shows the generated order number and the next root category code', async () => {
    const user = setup();
    expect(await screen.findByText('1-3 共3 条')).toBeInTheDocument();
    await user.click(within(rowWith('shop_order_num')).getByRole('button', { name: '功能测试' }));
    const result = await screen.findByRole('dialog', { name: '填值规则功能测试' });
    expect(within(result).getByText(/^生成结果：CN\d{16}$/)).toBeInTheDocument();
    await closeResult(user);
    await user.click(within(rowWith('category_code_rule')).getByRole('button', { name: '功能测试' }));
    expect(await screen.findByText('生成结果：A04')).toBeInTheDocument();
    await closeResult(user);
  });

  it('edits the params (JSON object only) and the next test uses them', async () => {
    const user = setup();
    await screen.findByText('1-3 共3 条');
    await user.click(within(rowWith('shop_order_num')).getByRole('button', { name: '编辑' }));
    const edit = await screen.findByRole('dialog', { name: '编辑' });
    const params = within(edit).getByRole('textbox', { name: /规则参数/ });
    fireEvent.change(params, { target: { value: '["x"]' } });
    await user.click(within(edit).getByRole('button', { name: '确定' }));
    expect(await within(edit).findByText('规则参数必须是JSON对象')).toBeInTheDocument();
    fireEvent.change(params, { target: { value: '{"prefix":"ZW"}' } });
    await user.click(within(edit).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(rowWith('shop_order_num')).getByRole('button', { name: '功能测试' }));
    expect(await screen.findByText(/^生成结果：ZW\d{16}$/)).toBeInTheDocument();
  });

  it('adds a rule after the required and duplicate-code checks', async () => {
    const user = setup();
    await screen.findByText('1-3 共3 条');
    const dialog = await submitEmptyNewDialog(user, ['请输入规则名称!', '请输入规则Code!', '请输入规则实现类!']);
    await user.type(within(dialog).getByRole('textbox', { name: /规则名称/ }), '公文编号');
    const code = within(dialog).getByRole('textbox', { name: /规则Code/ });
    await typeTakenThenFree(user, dialog, code, 'shop_order_num', 'doc_num');
    await user.type(within(dialog).getByRole('textbox', { name: /规则实现类/ }), 'org.jeecg.modules.system.rule.OrderNumberRule');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(await screen.findByText('1-4 共4 条')).toBeInTheDocument();
    expect(fillRuleTable.findFirst((q) => q.where({ ruleCode: 'doc_num' }))?.ruleName).toBe('公文编号');
  });
});
