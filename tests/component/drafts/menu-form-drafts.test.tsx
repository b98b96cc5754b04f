/**
 * 菜单管理 新增 keeps its draft like every record form: a dead session loses nothing typed, the same
 * user gets it back through 恢复草稿 into 新增, filled; another user is offered nothing.
 */
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Result } from '@/api/envelope';
import type { SysUser } from '@/api/sys/user';
import { setUserInfo } from '@/session/session';
import { PermissionFormDialog } from '@/features/system/permission/PermissionFormDialog';
import type { PermissionNode } from '@/features/system/permission/permission-config';
import { permissionServices, type PermissionServices } from '@/features/system/permission/permission-services';
import { useDraftReopen } from '@/widgets/list/use-draft-reopen';
import { loseSession, offeredNothing, renderInDraftScope, restoreOffered, withMemoryDrafts } from './draft-harness';

const ROUTE = '/isystem/permission';
const ok = (message: string): Result<null> => ({ success: true, message, code: 200, result: null, timestamp: 1 });
const saved: unknown[] = [];
const services: PermissionServices = {
  ...permissionServices,
  add: async (input) => {
    saved.push(input);
    return ok('添加成功！');
  },
};

const drafts = withMemoryDrafts();

function signIn(username: string) {
  act(() => setUserInfo({ id: username, username, realname: username } as SysUser));
}

function MenuList() {
  const [mode, setMode] = useState<'add' | null>(null);
  useDraftReopen<PermissionNode>({ onAdd: () => setMode('add'), rows: [], loading: false, rowKey: 'id' });
  return (
    <>
      <button type="button" onClick={() => setMode('add')}>
        新增菜单
      </button>
      <PermissionFormDialog mode={mode} record={null} tree={[]} services={services} onClose={() => setMode(null)} onSaved={() => setMode(null)} />
    </>
  );
}

function renderConsole(path: string) {
  return renderInDraftScope(path, { route: ROUTE, title: '菜单管理' }, <MenuList />);
}

async function typeThenLoseSession() {
  signIn('admin');
  const user = userEvent.setup({ delay: null });
  const view = renderConsole(ROUTE);
  await user.click(screen.getByRole('button', { name: '新增菜单' }));
  const dialog = await screen.findByRole('dialog', { name: '新增' });
  await user.type(within(dialog).getByRole('textbox', { name: /菜单名称/ }), '报表中心');
  await user.type(within(dialog).getByRole('textbox', { name: /菜单路径/ }), '/report');
  await loseSession(view);
}

beforeEach(() => {
  saved.length = 0;
});

describe('菜单管理 drafts', () => {
  it('keep what was typed per user and route', async () => {
    await typeThenLoseSession();
    const [draft] = await drafts().all();
    expect(draft).toMatchObject({ user: 'admin', route: ROUTE, form: 'add', values: { name: '报表中心', url: '/report' } });
  });

  it('come back into 新增 for the same user, filled', async () => {
    await typeThenLoseSession();
    signIn('admin');
    const user = userEvent.setup({ delay: null });
    renderConsole('/dashboard/analysis');
    await restoreOffered(user);
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /菜单名称/ })).toHaveValue('报表中心'));
    expect(within(dialog).getByRole('textbox', { name: /菜单路径/ })).toHaveValue('/report');
  });

  it('are offered to nobody else', async () => {
    await typeThenLoseSession();
    signIn('editor');
    drafts().all.mockClear();
    renderConsole('/dashboard/analysis');
    await offeredNothing(drafts());
  });
});
