/**
 * 数据规则 新增 when the save times out (网络超时): the menu's rules are checked and a second 确定
 * never creates a second rule.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SAVE_TEXT } from '@/widgets/form';
import { dataRuleTable } from '@fake/handlers/sys-permission-admin';
import { menuId } from '@fake/seed/menus';
import { roleServer, withRoleServer } from '../role/role-server';
import { tryBadInput } from '../../../reliability/tally';
import { runtime } from '@fake/config';
import { countRequests, restoreTimeout, SHORT_TIMEOUT, timeOutNext } from '../../widgets/form/time-out-next';
import { pickPage, renderDataRulePage } from './data-rule-screen';

withRoleServer();
afterEach(() => {
  restoreTimeout(roleServer);
  runtime.slowAnswers.length = 0;
});

const setup = renderDataRulePage;

const ADD = '/sys/permission/addPermissionRule';

describe('数据规则 新增 timed out', () => {
  it('landed: the notice, the check of the menu\'s rules, 已保存成功; one rule', { timeout: 90_000 }, async () => {
    const user = setup();
    await pickPage(user, '系统管理', '职务管理');
    const region = await screen.findByRole('region', { name: '数据权限规则 · 职务管理' });
    expect(await within(region).findByText('暂无数据')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: '新增' }));
    // The rule's own form, not the query form above the list.
    const form = within(region).getByRole('form', { name: '数据规则' });
    await user.type(within(form).getByRole('textbox', { name: /规则名称/ }), '超时规则');
    await user.type(within(form).getByRole('textbox', { name: /规则字段/ }), 'sysOrgCode');
    await user.click(within(form).getByRole('combobox', { name: /条件规则/ }));
    await user.click(await screen.findByRole('option', { name: '等于' }));
    await user.type(within(form).getByRole('textbox', { name: /规则值/ }), 'A01');
    runtime.slowAnswers.push({ path: ADD, delayMs: SHORT_TIMEOUT * 4, times: 1 });
    const posts = countRequests(roleServer, 'POST', ADD);
    const rules = () => dataRuleTable.all().filter((r) => r.permissionId === menuId('system.position') && r.ruleName === '超时规则').length;
    await tryBadInput('data rule add timed out but landed', 'wrong', async () => {
      timeOutNext(roleServer, ADD);
      await user.click(within(form).getByRole('button', { name: '确定' }));
      expect(await screen.findByText(SAVE_TEXT.timeoutSaved, undefined, { timeout: 30_000 })).toBeInTheDocument();
      await waitFor(() => expect(within(region).queryByRole('form', { name: '数据规则' })).not.toBeInTheDocument());
      expect(posts()).toBe(1);
      expect(rules()).toBe(1);
      expect(await within(region).findByText('超时规则', { selector: 'td' })).toBeInTheDocument();
    });
  });
});
