/** 角色用户 against the fake backend: a role's users, 取消关联, and a failed read that says so. */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RoleUsersDialog } from '@/features/system/role/RoleUsersDialog';
import type { RoleRow } from '@/features/system/role/role-config';
import { db } from '@fake/db/tables';
import { ROLE_IDS } from '@fake/seed/roles';
import { StoryProviders } from '../../../../ladle/story-providers';
import { roleServer, withRoleServer } from './role-server';

withRoleServer();

const editorRole = () => db.sysRole.findFirst((q) => q.where({ id: ROLE_IDS.content_editor }))! as unknown as RoleRow;
const membersOf = (roleId: string) =>
  db.sysUserRole
    .findMany((q) => q.where({ roleId }))
    .map((l) => db.sysUser.findFirst((q) => q.where({ id: l.userId, delFlag: 0 })))
    .filter((u) => u !== undefined);

function setup() {
  const role = editorRole();
  render(
    <StoryProviders path="/isystem/role">
      <RoleUsersDialog role={role} onClose={() => undefined} />
    </StoryProviders>,
  );
  return { role, user: userEvent.setup({ delay: null }) };
}

describe('角色用户', () => {
  it('lists the role’s users and unlinks one after the confirm', async () => {
    const { role, user } = setup();
    const members = membersOf(role.id);
    expect(members.length).toBeGreaterThan(0);
    const table = await screen.findByRole('table', { name: `角色用户 · ${role.roleName}` });
    await screen.findByText(`1-${Math.min(members.length, 10)} 共${members.length} 条`);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(members.length, 10));
    const shown = within(rows[0]!).getAllByRole('cell')[1]!.textContent!;
    const first = members.find((u) => u.username === shown)!;
    expect(first).toBeDefined();

    await user.click(within(rows[0]!).getByRole('button', { name: '取消关联' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确定要删除吗?' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(table).queryByText(shown, { exact: true })).not.toBeInTheDocument());
    expect(membersOf(role.id).map((u) => u.id)).not.toContain(first.id);
  });

  it('shows a failed read as failed, not as a role without users', async () => {
    roleServer.use(http.get('*/sys/user/userRoleList', () => HttpResponse.json({ success: false, message: '查询角色用户失败', code: 500, result: null, timestamp: 0 })));
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('查询角色用户失败');
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
  });
});
