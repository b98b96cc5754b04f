/** BizComponentPicker with the role and position lists: page size 5, selected list, echo, single mode. */
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PositionPicker, RolePicker, type RolePickerProps } from '@/widgets/pickers';
import { http, HttpResponse } from 'msw';
import { server, setupPickerServer } from '../../../unit/widgets/pickers/picker-server';
import { renderApp, valueOf } from './helpers';
import { Held } from '../form/render';

setupPickerServer();

function Roles({ initial, ...props }: Partial<RolePickerProps> & { initial?: string }) {
  return <Held initial={initial} widget={(value, onChange) => <RolePicker label="角色" value={value} onChange={onChange} {...props} />} />;
}

const bodyRows = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('table', { name })).getAllByRole('row').slice(1);

async function openRoles(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByRole('button', { name: '选择' }));
  const dialog = await screen.findByRole('dialog', { name: '角色选择' });
  await waitFor(() => expect(bodyRows(dialog, '角色选择')).toHaveLength(5));
  return dialog;
}

describe('RolePicker', () => {
  it('pages the role list by 5 with the 5/10/20/30 sizes and lists the picks under 已选角色', async () => {
    const u = userEvent.setup();
    renderApp(<Roles />);
    const dialog = await openRoles(u);
    expect(within(dialog).getByText('1-5 共 5 条')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('combobox'));
    const sizes = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(sizes).toEqual(['5', '10', '20', '30']);
    await u.keyboard('{Escape}');
    await u.click(within(dialog).getByRole('checkbox', { name: '选择 管理员' }));
    await u.click(within(dialog).getByText('人力资源部'));
    const selected = within(dialog).getByRole('table', { name: '已选角色' });
    expect(within(selected).getByText('管理员')).toBeInTheDocument();
    expect(within(selected).getByText('人力资源部')).toBeInTheDocument();
    await u.click(within(selected).getByRole('button', { name: '删除 管理员' }));
    expect(within(selected).queryByText('管理员')).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(valueOf()).toBe('hr'));
    expect(await screen.findByText('人力资源部')).toBeInTheDocument();
  });

  it('queries by 角色名称 and resets', async () => {
    const u = userEvent.setup();
    renderApp(<Roles />);
    const dialog = await openRoles(u);
    await u.type(within(dialog).getByRole('textbox', { name: '角色名称' }), '管理');
    await u.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(bodyRows(dialog, '角色选择')).toHaveLength(2));
    await u.click(within(dialog).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(bodyRows(dialog, '角色选择')).toHaveLength(5));
  });

  it('echoes stored role codes as chips and removes one with its delete icon', async () => {
    const u = userEvent.setup();
    renderApp(<Roles initial="admin,test" />);
    const chip = await screen.findByRole('button', { name: '管理员' });
    expect(screen.getByRole('button', { name: '临时角色' })).toBeInTheDocument();
    await u.click(within(chip).getByTestId('CancelIcon'));
    expect(valueOf()).toBe('test');
  });

  it('keeps one role in single mode', async () => {
    const u = userEvent.setup();
    renderApp(<Roles multiple={false} />);
    const dialog = await openRoles(u);
    await u.click(within(dialog).getByRole('radio', { name: '选择 管理员' }));
    await u.click(within(dialog).getByRole('radio', { name: '选择 临时角色' }));
    expect(within(within(dialog).getByRole('table', { name: '已选角色' })).getAllByRole('row')).toHaveLength(2);
    await u.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(valueOf()).toBe('test'));
  });

  it('returns ids with returnId', async () => {
    const u = userEvent.setup();
    renderApp(<Roles returnId />);
    const dialog = await openRoles(u);
    await u.click(within(dialog).getByRole('checkbox', { name: '选择 管理员' }));
    await u.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(valueOf()).toBe('f6817f48af4fb3af11b9e8bf182f618b'));
  });

  it('cuts cells longer than 12 characters with an ellipsis and keeps the full text in a tooltip', async () => {
    const long = '信息公开审核员（省局网站信息公开栏目专用）';
    server.use(
      http.get('*/zw-lgb2/sys/role/list', () =>
        HttpResponse.json({ success: true, message: '', code: 0, timestamp: 1, result: { records: [{ id: 'r9', roleName: long, roleCode: 'auditor' }], total: 1, size: 5, current: 1, orders: [], optimizeCountSql: true, searchCount: true, countId: null, maxLimit: null, pages: 1 } }),
      ),
    );
    const u = userEvent.setup();
    renderApp(<Roles />);
    await u.click(screen.getByRole('button', { name: '选择' }));
    const dialog = await screen.findByRole('dialog', { name: '角色选择' });
    const cell = await within(dialog).findByText(`${long.slice(0, 12)}…`);
    await u.hover(cell);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
  });

  it('cannot be opened when disabled', () => {
    renderApp(<Roles disabled />);
    expect(screen.getByRole('button', { name: '选择' })).toBeDisabled();
  });
});

describe('PositionPicker', () => {
  it('lists 职务名称 / 职务编码 / 职级 and stores the code', async () => {
    const u = userEvent.setup();
    function Positions() {
      const [value, setValue] = useState('');
      return (
        <>
          <PositionPicker label="职务" value={value} onChange={(v) => setValue(v)} />
          <output data-testid="value">{value}</output>
        </>
      );
    }
    renderApp(<Positions />);
    await u.click(screen.getByRole('button', { name: '选择' }));
    const dialog = await screen.findByRole('dialog', { name: '职务选择' });
    await waitFor(() => expect(bodyRows(dialog, '职务选择')).toHaveLength(5));
    const headers = within(within(dialog).getByRole('table', { name: '职务选择' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', '职务名称', '职务编码', '职级']);
    const first = bodyRows(dialog, '职务选择')[0];
    expect(within(first).getAllByRole('cell')[3].textContent).toMatch(/级$/);
    const code = within(first).getAllByRole('cell')[2].textContent;
    await u.click(first);
    await u.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(valueOf()).toBe(code));
  });
});
