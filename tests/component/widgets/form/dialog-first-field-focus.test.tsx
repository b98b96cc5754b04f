/**
 * Record dialogs open with the keyboard in their first editable field: the shared record form
 * (职务), and hand-built ones (用户, 部门, 网关路由), on the real services and fake backend; a read-only
 * first field is passed over; a dialog without fields keeps the focus on itself.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { notifier } from '@/ui/notify';
import { AppModal } from '@/widgets/form';
import { PositionFormDialog } from '@/features/system/position/PositionFormDialog';
import { UserFormDialog } from '@/features/system/user/UserFormDialog';
import { DepartFormDialog } from '@/features/system/depart/DepartFormDialog';
import { GatewayRouteDialog } from '@/features/system/gateway/GatewayRouteDialog';
import type { SysUser } from '@/api/sys/user';
import { db } from '@fake/db/tables';
import { positionTable } from '@fake/handlers/position';
import { resetFakeDb, server } from '@fake/node';
import { StoryProviders } from '../../../../ladle/story-providers';
import { signInAs } from '../../sign-in';
import { positionServer, resetWithPositions } from '../../system/position/position-server';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  if (positionServer !== server) positionServer.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(() => {
  server.close();
  if (positionServer !== server) positionServer.close();
});
beforeEach(async () => {
  await resetFakeDb();
  await resetWithPositions();
  await signInAs('admin');
});
afterEach(() => {
  server.resetHandlers();
  notifier.clear();
});

const WAIT = { timeout: 20_000 };

function mount(ui: ReactNode) {
  render(<StoryProviders path="/isystem/x">{ui}</StoryProviders>);
}

/** The focused element and the field it should be: the input (or combobox) labelled `label`. */
async function expectFocusOn(dialogName: string | RegExp, label: string | RegExp) {
  const dialog = await screen.findByRole('dialog', { name: dialogName }, WAIT);
  await waitFor(() => expect(within(dialog).getByLabelText(label, { selector: 'input, textarea, [role="combobox"]' })).toHaveFocus(), WAIT);
  return dialog;
}

const noop = () => undefined;

describe('a record dialog focuses its first editable field when it opens', () => {
  it('职务 新增 (the shared record form): 职务编码', async () => {
    mount(<PositionFormDialog mode="add" onClose={noop} onSaved={noop} />);
    await expectFocusOn('新增', /职务编码/);
  }, 60_000);

  it('职务 编辑: the code is fixed once saved, so the focus goes to 职务名称', async () => {
    const record = positionTable.all()[0];
    if (!record) throw new Error('the seed has no position to edit');
    mount(<PositionFormDialog mode="edit" record={record} onClose={noop} onSaved={noop} />);
    const dialog = await expectFocusOn('编辑', /职务名称/);
    expect(within(dialog).getByLabelText(/职务编码/, { selector: 'input' })).not.toHaveFocus();
  }, 60_000);

  it('用户 新增 (hand-built, roles and departments read first): 用户账号', async () => {
    mount(<UserFormDialog mode="add" onClose={noop} onSaved={noop} />);
    await expectFocusOn('新增用户', /用户账号/);
  }, 60_000);

  it('用户 编辑: 用户账号 is read-only, so the focus goes to the next field, 用户姓名', async () => {
    const user = db.sysUser.findFirst((q) => q.where({ username: 'jeecg' })) as SysUser | undefined;
    if (!user) throw new Error('the seed has no jeecg user');
    mount(<UserFormDialog mode="edit" record={user} onClose={noop} onSaved={noop} />);
    const dialog = await expectFocusOn('编辑用户', /用户姓名/);
    expect(within(dialog).getByLabelText(/用户账号/, { selector: 'input' })).toHaveAttribute('readonly');
  }, 60_000);

  it('部门 新增: 机构名称', async () => {
    mount(<DepartFormDialog open parent={null} onClose={noop} onSaved={noop} />);
    await expectFocusOn('新增', /机构名称/);
  }, 60_000);

  it('网关路由 新增: 路由ID', async () => {
    mount(<GatewayRouteDialog mode="add" onClose={noop} onSaved={noop} />);
    await expectFocusOn('新增', /路由ID/);
  }, 60_000);
});

describe('dialogs without a field to start in', () => {
  it('a confirmation keeps the focus on the dialog itself, not on a button', async () => {
    mount(
      <Dialog open aria-labelledby="confirm-title">
        <DialogTitle id="confirm-title">确认删除</DialogTitle>
        <DialogContent>确定删除吗？</DialogContent>
        <Button>确定</Button>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: '确认删除' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByRole('button', { name: '确定' })).not.toHaveFocus();
  });

  it('a field that asked for the focus itself keeps it', async () => {
    mount(
      <AppModal open title="两个字段">
        <label>
          第一 <input />
        </label>
        <label>
          第二 <input autoFocus />
        </label>
      </AppModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: '两个字段' });
    await waitFor(() => expect(within(dialog).getByLabelText('第二')).toHaveFocus());
    // Still there once the opening transition has run.
    await waitFor(() => expect(dialog.parentElement?.getAttribute('style') ?? '').toMatch(/opacity: 1/));
    expect(within(dialog).getByLabelText('第二')).toHaveFocus();
  });

  function Late({ show }: { show: boolean }) {
    return (
      <StoryProviders path="/x">
        <AppModal open title="稍后">
          <Button>帮助</Button>
          {show ? (
            <label>
              名称 <input />
            </label>
          ) : null}
        </AppModal>
      </StoryProviders>
    );
  }

  it('a field drawn after the dialog opened (a record still loading) gets the focus when it comes', async () => {
    const { rerender } = render(<Late show={false} />);
    const dialog = await screen.findByRole('dialog', { name: '稍后' });
    expect(within(dialog).getByRole('button', { name: '帮助' })).not.toHaveFocus();
    rerender(<Late show />);
    await waitFor(() => expect(within(dialog).getByLabelText('名称')).toHaveFocus());
  });

  it('a user who put the focus somewhere before the field came keeps it there', async () => {
    const u = userEvent.setup({ delay: null });
    const { rerender } = render(<Late show={false} />);
    const dialog = await screen.findByRole('dialog', { name: '稍后' });
    await u.click(within(dialog).getByRole('button', { name: '帮助' }));
    rerender(<Late show />);
    await within(dialog).findByLabelText('名称');
    expect(within(dialog).getByRole('button', { name: '帮助' })).toHaveFocus();
  });
});
