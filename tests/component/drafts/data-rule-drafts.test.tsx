/**
 * 数据规则 keeps the rule form's draft: after a dead session the same user's 恢复草稿 shows the rules
 * of the menu the draft was typed for and reopens the form, filled; 确定 then saves the rule.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts } from '@/session/drafts';
import PermissionDataRuleListPage from '@/features/system/data-rule/PermissionDataRuleListPage';
import { DataRuleManager } from '@/features/system/data-rule/DataRuleManager';
import { permissionServices } from '@/features/system/permission/permission-services';
import { dataRuleTable } from '@fake/handlers/sys-permission-admin';
import { menuId } from '@fake/seed/menus';
import { signInAs } from '../sign-in';
import { resetRoles, roleServer } from '../system/role/role-server';
import { loseSession, renderInDraftScope, restoreOffered, withMemoryDrafts } from './draft-harness';
import { withFakeBackend } from '../screen-harness';

const ROUTE = '/isystem/dataRule';
const drafts = withMemoryDrafts();

withFakeBackend({ server: roleServer, reset: resetRoles, signIn: 'admin' });

function renderPage(path: string) {
  return renderInDraftScope(path, { route: ROUTE, title: '数据规则' }, <PermissionDataRuleListPage title="数据规则" component="system/PermissionDataRuleList" />);
}

const ruleForm = (region: HTMLElement) => within(within(region).getByRole('form', { name: '数据规则' }));

describe('数据规则 drafts', { timeout: 60_000 }, () => {
  it('reopen 编辑 of the rule with the typed value, and 确定 saves it', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderPage(ROUTE);
    const region = await screen.findByRole('region', { name: '数据权限规则 · 用户管理' });
    const row = (await within(region).findByText('只看本部门', { selector: 'td' })).closest('tr') as HTMLElement;
    const rule = dataRuleTable.all().find((r) => r.ruleName === '只看本部门')!;
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const value = ruleForm(region).getByRole('textbox', { name: /规则值/ });
    await user.clear(value);
    await user.type(value, 'A01_draft');
    await act(() => flushDrafts());
    const [draft] = await drafts().all();
    expect(draft).toMatchObject({ user: 'admin', route: ROUTE, form: `rule-edit:${rule.id}`, record: { permissionId: menuId('system.user') }, values: { ruleValue: 'A01_draft' } });
    await loseSession(view);

    await signInAs('admin');
    renderPage('/dashboard/analysis');
    await restoreOffered(user);
    const again = await screen.findByRole('region', { name: '数据权限规则 · 用户管理' });
    await waitFor(() => expect(ruleForm(again).getByRole('textbox', { name: /规则值/ })).toHaveValue('A01_draft'));
    expect(ruleForm(again).getByRole('textbox', { name: /规则名称/ })).toHaveValue('只看本部门');
    await user.click(ruleForm(again).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(dataRuleTable.all().find((r) => r.id === rule.id)?.ruleValue).toBe('A01_draft'));
    await waitFor(async () => expect(await drafts().all()).toHaveLength(0));
  });

  it('show the rules of the menu a new rule was typed for, with the form filled', async () => {
    const user = userEvent.setup({ delay: null });
    const position = { id: menuId('system.position'), name: '职务管理' };
    const view = renderInDraftScope(ROUTE, { route: ROUTE, title: '数据规则' }, <DataRuleManager permission={position} services={permissionServices} />);
    const region = await screen.findByRole('region', { name: '数据权限规则 · 职务管理' });
    await within(region).findByText('暂无数据');
    await user.click(within(region).getByRole('button', { name: '新增' }));
    await user.type(ruleForm(region).getByRole('textbox', { name: /规则名称/ }), '本部门职务');
    await act(() => flushDrafts());
    expect((await drafts().all())[0]).toMatchObject({ form: `rule-add:${position.id}`, record: { permissionId: position.id, permissionName: '职务管理' } });
    await loseSession(view);

    await signInAs('admin');
    renderPage('/dashboard/analysis');
    await restoreOffered(user);
    const again = await screen.findByRole('region', { name: '数据权限规则 · 职务管理' });
    await waitFor(() => expect(ruleForm(again).getByRole('textbox', { name: /规则名称/ })).toHaveValue('本部门职务'));
    await user.click(ruleForm(again).getByRole('button', { name: '取消' }));
    await waitFor(async () => expect(await drafts().all()).toHaveLength(0));
  });
});
