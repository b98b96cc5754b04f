/**
 * 网关路由 新增 keeps its draft like every record form: a dead session loses nothing typed, the same
 * user gets it back through 恢复草稿 into 新增, filled; another user is offered nothing.
 */
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Result } from '@/api/envelope';
import type { SysGatewayRoute } from '@/api/sys/gateway';
import type { SysUser } from '@/api/sys/user';
import { setUserInfo } from '@/session/session';
import { GatewayRouteDialog } from '@/features/system/gateway/GatewayRouteDialog';
import type { GatewayServices } from '@/features/system/gateway/gateway-services';
import { useDraftReopen } from '@/widgets/list/use-draft-reopen';
import { loseSession, offeredNothing, renderInDraftScope, restoreOffered, withMemoryDrafts } from './draft-harness';

const ROUTE = '/isystem/gateway';
const ok = (message: string): Result<null> => ({ success: true, message, code: 200, result: null, timestamp: 1 });
const saved: unknown[] = [];
const services: GatewayServices = {
  save: async (router) => {
    saved.push(router);
    return ok('保存成功!');
  },
  clearRedis: async () => ok('刷新成功'),
  findSaved: async () => false,
};

const drafts = withMemoryDrafts();

function signIn(username: string) {
  act(() => setUserInfo({ id: username, username, realname: username } as SysUser));
}

function GatewayList() {
  const [mode, setMode] = useState<'add' | null>(null);
  useDraftReopen<SysGatewayRoute>({ onAdd: () => setMode('add'), rows: [], loading: false, rowKey: 'id' });
  return (
    <>
      <button type="button" onClick={() => setMode('add')}>
        新增路由
      </button>
      <GatewayRouteDialog mode={mode} record={null} services={services} onClose={() => setMode(null)} onSaved={() => setMode(null)} />
    </>
  );
}

function renderConsole(path: string) {
  return renderInDraftScope(path, { route: ROUTE, title: '网关路由' }, <GatewayList />);
}

async function typeThenLoseSession() {
  signIn('admin');
  const user = userEvent.setup({ delay: null });
  const view = renderConsole(ROUTE);
  await user.click(screen.getByRole('button', { name: '新增路由' }));
  const dialog = await screen.findByRole('dialog', { name: '新增' });
  await user.type(within(dialog).getByRole('textbox', { name: /路由ID/ }), 'report-service');
  await user.type(within(dialog).getByRole('textbox', { name: /路由名称/ }), '报表服务');
  await loseSession(view);
}

beforeEach(() => {
  saved.length = 0;
});

describe('网关路由 drafts', () => {
  it('keep what was typed per user and route', async () => {
    await typeThenLoseSession();
    const [draft] = await drafts().all();
    expect(draft).toMatchObject({ user: 'admin', route: ROUTE, form: 'add', values: { routerId: 'report-service', name: '报表服务' } });
  });

  it('come back into 新增 for the same user, filled', async () => {
    await typeThenLoseSession();
    signIn('admin');
    const user = userEvent.setup({ delay: null });
    renderConsole('/dashboard/analysis');
    await restoreOffered(user);
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /路由名称/ })).toHaveValue('报表服务'));
    expect(within(dialog).getByRole('textbox', { name: /路由ID/ })).toHaveValue('report-service');
  });

  it('are offered to nobody else', async () => {
    await typeThenLoseSession();
    signIn('editor');
    drafts().all.mockClear();
    renderConsole('/dashboard/analysis');
    await offeredNothing(drafts());
  });
});
