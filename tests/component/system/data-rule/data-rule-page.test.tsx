/**
 * 数据规则 (`system/PermissionDataRuleList`): pick a page in the menu tree,
 * then add, disable and delete its data rules through the same component as
 * 菜单管理's drawer.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { dataRuleTable } from '@fake/handlers/sys-permission-admin';
import { menuId } from '@fake/seed/menus';
import { roleServer, withRoleServer } from '../role/role-server';
import { expanderOf, findTreeItem } from '../../widgets/pickers/helpers';
import { pickPage, renderDataRulePage } from './data-rule-screen';

withRoleServer();

const setup = renderDataRulePage;

describe('数据规则 page', () => {
  it('opens on the first page with rules (用户管理 in the seed), and lists no buttons in the menu tree', async () => {
    const user = setup();
    const region = await screen.findByRole('region', { name: '数据权限规则 · 用户管理' });
    expect(within(region).getAllByRole('row').length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '菜单' })).toHaveValue('用户管理'));
    await user.click(await screen.findByRole('combobox', { name: '菜单' }));
    await user.click(expanderOf(await findTreeItem('系统管理')));
    await findTreeItem('用户管理');
    expect(screen.queryByText('冻结/解冻')).not.toBeInTheDocument();
  });

  it('adds a rule to 职务管理, disables it with the switch and deletes it', async () => {
    const user = setup();
    await pickPage(user, '系统管理', '职务管理');
    const region = await screen.findByRole('region', { name: '数据权限规则 · 职务管理' });
    expect(await within(region).findByText('暂无数据')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: '新增' }));
    await user.click(within(region).getByRole('button', { name: '确定' }));
    expect(within(region).getByText('请输入规则名称!')).toBeInTheDocument();
    await user.type(within(within(region).getByRole('form', { name: '数据规则' })).getByRole('textbox', { name: /规则名称/ }), '本部门');
    await user.type(within(region).getByRole('textbox', { name: /规则字段/ }), 'sysOrgCode');
    await user.click(within(region).getByRole('combobox', { name: /条件规则/ }));
    await user.click(await screen.findByRole('option', { name: '等于' }));
    await user.type(within(within(region).getByRole('form', { name: '数据规则' })).getByRole('textbox', { name: /规则值/ }), '#{sys_org_code}');
    await user.click(within(region).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    const rule = () => dataRuleTable.all().find((r) => r.permissionId === menuId('system.position'));
    expect(rule()?.status).toBe('1');
    const toggle = await within(region).findByRole('switch', { name: '状态 本部门' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(rule()?.status).toBe('0'));
    await waitFor(() => expect(within(region).getByRole('switch', { name: '状态 本部门' })).not.toBeChecked());
    const row = within(region).getByText('本部门', { selector: 'td' }).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确定要删除吗?' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功！')).toBeInTheDocument();
    expect(rule()).toBeFalsy();
  }, 60_000);

  it('filters the rules through queryPermissionRule with the query form, and 重置 lists them all again', async () => {
    const queried: URLSearchParams[] = [];
    const seen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/sys/permission/queryPermissionRule')) queried.push(url.searchParams);
    };
    roleServer.events.on('request:start', seen);
    try {
      const user = setup();
      const region = await screen.findByRole('region', { name: '数据权限规则 · 用户管理' });
      expect(await within(region).findByText('只看自己创建', { selector: 'td' })).toBeInTheDocument();
      expect(within(region).getByText('只看本部门', { selector: 'td' })).toBeInTheDocument();
      const search = within(region).getByRole('search', { name: '查询规则' });
      await user.type(within(search).getByRole('textbox', { name: '规则名称' }), '只看自己创建');
      await user.click(within(search).getByRole('button', { name: '查询' }));
      await waitFor(() => expect(within(region).queryByText('只看本部门', { selector: 'td' })).not.toBeInTheDocument());
      expect(within(region).getByText('只看自己创建', { selector: 'td' })).toBeInTheDocument();
      expect(queried).toHaveLength(1);
      expect(queried[0].get('ruleName')).toBe('只看自己创建');
      expect(queried[0].get('permissionId')).toBe(menuId('system.user'));
      await user.click(within(search).getByRole('button', { name: '重置' }));
      expect(await within(region).findByText('只看本部门', { selector: 'td' })).toBeInTheDocument();
    } finally {
      roleServer.events.removeListener('request:start', seen);
    }
  }, 60_000);

  it('shows a failed read of the rules as failed, with 重试, never as a menu without rules', async () => {
    roleServer.use(http.get('*/sys/permission/getPermRuleListByPermId', () => HttpResponse.json({ success: false, message: '查询规则失败', code: 500, result: null, timestamp: 0 })));
    const user = setup();
    const region = await screen.findByRole('region', { name: '数据权限规则 · 用户管理' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('数据规则加载失败：查询规则失败。');
    expect(within(region).queryByText('暂无数据')).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: '新增' })).toBeDisabled();

    roleServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(region).findByText('只看本部门', { selector: 'td' })).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  }, 60_000);
});
