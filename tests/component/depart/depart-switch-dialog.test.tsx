/** DepartSwitchDialog against injected fakes. */
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUserDeparts, SysDepart } from '@/api/sys/depart';
import { DepartSwitchDialog, type DepartServices } from '@/features/depart';

const depart = (orgCode: string, departName: string): SysDepart => ({
  id: orgCode, parentId: null, departName, departOrder: 0, orgCategory: '1', orgType: '1', orgCode, status: '1', delFlag: '0',
});
const list = [depart('A01A01', '办公室'), depart('A01A02', '财务处')];

function Harness({ services, notify }: { services: Partial<DepartServices>; notify: (n: { message: string }) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <DepartSwitchDialog open={open} onClose={() => setOpen(false)} services={services} notify={notify} />
    </>
  );
}

function setup(load: () => Promise<CurrentUserDeparts>) {
  const services = {
    getCurrentUserDeparts: vi.fn(load),
    selectDepart: vi.fn(async (p: { orgCode: string; username: string }) => ({
      userInfo: { id: '1', username: p.username, realname: 'J', status: 1, delFlag: 0, orgCode: p.orgCode },
    })),
    setUserInfo: vi.fn(),
    currentUsername: () => 'jeecg',
  };
  const notify = vi.fn();
  const u = userEvent.setup({ delay: null });
  render(<Harness services={services} notify={notify} />);
  return { services, notify, u };
}

describe('DepartSwitchDialog (fake services)', () => {
  it('loads nothing until opened', () => {
    const { services } = setup(async () => ({ list, orgCode: 'A01A01' }));
    expect(services.getCurrentUserDeparts).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('titles itself with the current department and lists the choices with it checked', async () => {
    const { u } = setup(async () => ({ list, orgCode: 'A01A01' }));
    await u.click(screen.getByText('open'));
    const dialog = await screen.findByRole('dialog', { name: /部门切换（当前部门 : 办公室）/ });
    expect(await screen.findByRole('radio', { name: '办公室' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '财务处' })).not.toBeChecked();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('您隶属于多部门，请选择当前所在部门')).toBeInTheDocument();
  });

  it('is titled 部门选择 when no current department is known', async () => {
    const { u } = setup(async () => ({ list, orgCode: null }));
    await u.click(screen.getByText('open'));
    expect(await screen.findByRole('dialog', { name: /^部门选择$/ })).toBeInTheDocument();
  });

  it('switches, stores the returned user info, says so and closes', async () => {
    const { u, services, notify } = setup(async () => ({ list, orgCode: 'A01A01' }));
    await u.click(screen.getByText('open'));
    await u.click(await screen.findByRole('radio', { name: '财务处' }));
    await u.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'));
    expect(services.selectDepart).toHaveBeenCalledWith({ orgCode: 'A01A02', username: 'jeecg' });
    expect(services.setUserInfo).toHaveBeenCalledWith(expect.objectContaining({ orgCode: 'A01A02' }));
    expect(notify).toHaveBeenCalledWith({ level: 'success', message: '已切换到部门：财务处' });
  });

  it('warns 您尚未设置部门信息! and closes on an empty list', async () => {
    const { u, notify } = setup(async () => ({ list: [], orgCode: null }));
    await u.click(screen.getByText('open'));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'));
    expect(notify).toHaveBeenCalledWith({ level: 'warning', message: '您尚未设置部门信息!' });
  });

  it('cancel closes without saving', async () => {
    const { u, services } = setup(async () => ({ list, orgCode: 'A01A01' }));
    await u.click(screen.getByText('open'));
    await screen.findByRole('radio', { name: '财务处' });
    await u.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'));
    expect(services.selectDepart).not.toHaveBeenCalled();
  });
});
