/**
 * 编码校验规则 against the fake backend: the seeded rules, add with JSON and
 * duplicate checks, and the 功能测试 dialog whose answers follow an edit.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CheckRuleListPage from '@/features/system/check-rule/CheckRuleListPage';
import { checkRuleTable } from '@fake/seed/rules';
import { resetWithRules, rulesServer } from './rules-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';
import { rowWith, submitEmptyNewDialog } from '../../list-screen';

withFakeBackend({ server: rulesServer, reset: resetWithRules, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/checkRule', <CheckRuleListPage title="编码校验规则" component="system/SysCheckRuleList" />);
}


describe('编码校验规则', () => {
  it('tests a value with 功能测试, and an edited rule changes the answer', async () => {
    const user = setup();
    expect(await screen.findByText('1-3 共3 条')).toBeInTheDocument();
    await user.click(within(rowWith('common')).getByRole('button', { name: '功能测试' }));
    let dialog = await screen.findByRole('dialog', { name: /功能测试/ });
    await user.type(within(dialog).getByRole('textbox', { name: '需要测试的值' }), '12a');
    await user.click(within(dialog).getByRole('button', { name: '测试' }));
    expect(await within(dialog).findByText('编码必须是6位数字')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: '需要测试的值' }));
    await user.type(within(dialog).getByRole('textbox', { name: '需要测试的值' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: '测试' }));
    expect(await within(dialog).findByText('测试通过')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rowWith('common')).getByRole('button', { name: '编辑' }));
    const edit = await screen.findByRole('dialog', { name: '编辑' });
    const json = within(edit).getByRole('textbox', { name: /规则JSON/ });
    fireEvent.change(json, { target: { value: '[{"digits":"*","pattern":"^\\\\d{3}$","message":"须为3位数字"}]' } });
    await user.click(within(edit).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rowWith('common')).getByRole('button', { name: '功能测试' }));
    dialog = await screen.findByRole('dialog', { name: /功能测试/ });
    await user.type(within(dialog).getByRole('textbox', { name: '需要测试的值' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: '测试' }));
    expect(await within(dialog).findByText('须为3位数字')).toBeInTheDocument();
  });

  it('adds a rule: required, JSON shape and duplicate code checks, then 添加成功！', async () => {
    const user = setup();
    await screen.findByText('1-3 共3 条');
    const dialog = await submitEmptyNewDialog(user, ['请输入规则名称!', '请输入规则Code!', '请输入规则JSON!']);
    await user.type(within(dialog).getByRole('textbox', { name: /规则名称/ }), '邮编规则');
    await user.type(within(dialog).getByRole('textbox', { name: /规则Code/ }), 'common');
    const json = within(dialog).getByRole('textbox', { name: /规则JSON/ });
    fireEvent.change(json, { target: { value: '{"digits":1}' } });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('该值不可用，系统中已存在！')).toBeInTheDocument();
    expect(within(dialog).getByText(/规则JSON须为/)).toBeInTheDocument();
    const code = within(dialog).getByRole('textbox', { name: /规则Code/ });
    await user.clear(code);
    await user.type(code, 'postcode');
    fireEvent.change(json, { target: { value: '[{"digits":"*","pattern":"^\\\\d{6}$","message":"邮编为6位数字"}]' } });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(await screen.findByText('1-4 共4 条')).toBeInTheDocument();
    await waitFor(() => expect(checkRuleTable.findFirst((q) => q.where({ ruleCode: 'postcode' }))?.ruleName).toBe('邮编规则'));
  });
});
