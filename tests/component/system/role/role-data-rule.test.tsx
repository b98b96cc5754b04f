/** 数据规则/按钮权限配置 of a role: the menu's rules with the role's ones checked, and a failed read that cannot be saved. */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RoleDataRuleDrawer } from '@/features/system/role/RoleDataRuleDrawer';
import { db } from '@fake/db/tables';
import { dataRuleTable } from '@fake/handlers/sys-permission-admin';
import { menuId } from '@fake/seed/menus';
import { StoryProviders } from '../../../../ladle/story-providers';
import { roleServer, withRoleServer } from './role-server';

withRoleServer();

const DATARULE_READ = '*/sys/role/datarule/:permissionId/:roleId';

function setup() {
  const permissionId = menuId('system.user');
  const link = db.sysRolePermission.findFirst((q) => q.where({ permissionId }))!;
  expect(link).toBeDefined();
  render(
    <StoryProviders path="/isystem/role">
      <RoleDataRuleDrawer permission={{ id: permissionId, title: '用户管理' }} roleId={link.roleId} onClose={() => undefined} />
    </StoryProviders>,
  );
  const saved = () => db.sysRolePermission.findFirst((q) => q.where({ roleId: link.roleId, permissionId }))?.dataRuleIds ?? '';
  return { saved, user: userEvent.setup({ delay: null }) };
}

describe('角色 数据规则', () => {
  it('lists the menu’s rules and saves the ones checked', async () => {
    const { saved, user } = setup();
    const region = await screen.findByRole('region', { name: '数据规则/按钮权限配置' });
    await user.click(await within(region).findByRole('checkbox', { name: '只看本部门' }));
    await user.click(within(region).getByRole('button', { name: '点击保存' }));
    await waitFor(() => expect(saved()).not.toBe(''));
    const rule = dataRuleTable.all().find((r) => r.permissionId === menuId('system.user') && r.ruleName === '只看本部门')!;
    expect(saved().split(',')).toContain(rule.id);
  });

  it('shows a failed read as failed, with 重试, and refuses to save until it is read', async () => {
    roleServer.use(http.get(DATARULE_READ, () => HttpResponse.json({ success: false, message: '查询数据规则失败', code: 500, result: null, timestamp: 0 })));
    const posted: string[] = [];
    const seen = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/sys/role/datarule')) posted.push(request.url);
    };
    roleServer.events.on('request:start', seen);
    try {
      const { user } = setup();
      const region = await screen.findByRole('region', { name: '数据规则/按钮权限配置' });
      const failure = await within(region).findByText('数据规则加载失败：查询数据规则失败。', { exact: false });
      const alert = failure.closest<HTMLElement>('[role="alert"]')!;
      expect(alert).toHaveTextContent('加载成功前不能保存');
      expect(within(region).queryByRole('checkbox')).not.toBeInTheDocument();
      const save = within(region).getByRole('button', { name: '点击保存' });
      expect(save).toBeDisabled();
      expect(within(region).getByText('数据规则未能加载，暂不能保存')).toBeInTheDocument();
      // MUI turns pointer events off on a disabled button, so user-event may refuse the click outright.
      await user.click(save).catch(() => undefined);
      expect(posted).toHaveLength(0);

      roleServer.resetHandlers();
      await user.click(within(alert).getByRole('button', { name: '重试' }));
      expect(await within(region).findByRole('checkbox', { name: '只看本部门' })).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: '点击保存' })).toBeEnabled();
    } finally {
      roleServer.events.removeListener('request:start', seen);
    }
  });
});
