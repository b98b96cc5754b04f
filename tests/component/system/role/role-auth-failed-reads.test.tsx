/**
 * 角色管理 → 授权 when the role's granted menus did not load: the drawer says so with 重试 and both
 * save buttons are disabled (a save would grant or revoke from a guess); after 重试 it saves.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import RoleListPage from '@/features/system/role/RoleListPage';
import { db } from '@fake/db/tables';
import { ROLE_IDS } from '@fake/seed/roles';
import { tryBadInput } from '../../../reliability/tally';
import { roleServer, withRoleServer } from './role-server';
import { renderScreen } from '../../screen-harness';

withRoleServer();

const rowOf = (text: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(text, { exact: true }))!;
const held = () => db.sysRolePermission.findMany((q) => q.where({ roleId: ROLE_IDS.content_editor })).map((r) => r.permissionId).sort();

const cases: Array<[string, () => Response]> = [
  ['network error', () => HttpResponse.error()],
  ['success:false', () => HttpResponse.json({ success: false, message: '操作失败，查询超时', code: 500, result: null, timestamp: 1 })],
];

describe('角色授权: a failed read is never written back', () => {
  for (const [name, answer] of cases) {
    it(`queryRolePermission ${name}: 仅保存 and 保存并关闭 are disabled; 重试 loads and enables them`, async () => {
      const before = held();
      expect(before.length).toBeGreaterThan(0);
      roleServer.use(http.get('*/sys/permission/queryRolePermission', answer));
      const user = renderScreen('/isystem/role', <RoleListPage title="角色管理" component="system/RoleUserList" />);
      await screen.findByText(/^1-\d+ 共\d+ 条$/);
      await user.click(within(rowOf('内容编辑')).getByRole('button', { name: '授权' }));
      const drawer = await screen.findByRole('region', { name: '角色权限配置' });
      await tryBadInput(`role authorisation, queryRolePermission ${name}`, 'loss', async () => {
        const alert = (await within(drawer).findByText(/已授权菜单加载失败/)).closest('[role="alert"]') as HTMLElement;
        expect(within(drawer).getByRole('button', { name: '仅保存' })).toBeDisabled();
        expect(within(drawer).getByRole('button', { name: '保存并关闭' })).toBeDisabled();
        roleServer.resetHandlers();
        await user.click(within(alert).getByRole('button', { name: '重试' }));
        await waitFor(() => expect(within(drawer).getByRole('button', { name: '仅保存' })).toBeEnabled());
        await user.click(within(drawer).getByRole('button', { name: '仅保存' }));
        expect(await screen.findByText('保存成功！')).toBeInTheDocument();
        expect(held()).toEqual(before);
      });
    });
  }
});
