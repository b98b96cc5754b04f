/** UserByDepartPicker against the fake backend: echo, department filter, paging, multi/single, search. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserByDepartPicker, type UserByDepartPickerProps } from '@/widgets/pickers';
import { server, setupPickerServer } from '../../../unit/widgets/pickers/picker-server';
import { findTreeItem, renderApp, valueOf } from './helpers';
import { Held } from '../form/render';

setupPickerServer();

function Harness({ initial, ...props }: Partial<UserByDepartPickerProps> & { initial?: string }) {
  return <Held initial={initial} widget={(value, onChange) => <UserByDepartPicker label="负责人" value={value} onChange={onChange} {...props} />} />;
}

const field = () => screen.getByRole('textbox', { name: '负责人' });
const rowsOf = (dialog: HTMLElement) => within(within(dialog).getByRole('table', { name: '根据部门选择用户' })).getAllByRole('row').slice(1);

async function openDialog(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByRole('button', { name: '选择用户' }));
  const dialog = await screen.findByRole('dialog', { name: '根据部门选择用户' });
  await waitFor(() => expect(rowsOf(dialog).length).toBeGreaterThan(1));
  return dialog;
}

describe('UserByDepartPicker', () => {
  it('shows 请先选择用户 and the 选择用户 button', () => {
    renderApp(<Harness />);
    expect(field()).toHaveAttribute('placeholder', '请先选择用户');
    expect(screen.getByRole('button', { name: '选择用户' })).toBeEnabled();
  });

  it('echoes stored usernames through getMultiUser with the trailing comma, showing real names', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('getMultiUser')) seen.push(new URL(request.url).searchParams.get('username')!);
    });
    renderApp(<Harness initial="admin,jeecg" />);
    await waitFor(() => expect(field()).toHaveValue('管理员,陈晓明'));
    expect(seen).toEqual(['admin,jeecg,']);
  });

  it('lists users page by page with 共 N 条 and the 用户账号/用户姓名/性别/手机/部门/状态 columns', async () => {
    const u = userEvent.setup();
    renderApp(<Harness />);
    const dialog = await openDialog(u);
    const header = within(dialog).getAllByRole('columnheader').map((h) => h.textContent);
    expect(header).toEqual(['', '用户账号', '用户姓名', '性别', '手机', '部门', '状态']);
    expect(rowsOf(dialog)).toHaveLength(10);
    expect(within(dialog).getByText(/^1-10 共 \d{3} 条$/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(dialog).getByText(/^11-20 共/)).toBeInTheDocument());
    // The quick jumper (跳至 N 页).
    await u.type(within(dialog).getByRole('textbox', { name: '跳至页' }), '4{Enter}');
    await waitFor(() => expect(within(dialog).getByText(/^31-40 共/)).toBeInTheDocument());
  });

  it('filters by the department clicked in the tree and keeps two picks across searches (multi by default)', async () => {
    const requested: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('queryUserComponentData')) requested.push(new URL(request.url).searchParams.get('departId'));
    });
    const u = userEvent.setup();
    renderApp(<Harness />);
    const dialog = await openDialog(u);
    const info = await findTreeItem('信息中心', dialog);
    await u.click(info.querySelector('.MuiTreeItem-label')!);
    await waitFor(() => expect(within(dialog).getByText(/共 \d+ 条$/).textContent).toMatch(/共 \d\d 条$/));
    expect(requested.at(-1)).toMatch(/^\d{19}$/);
    const account = within(dialog).getByPlaceholderText('请输入账号');
    await u.type(account, 'admin{Enter}');
    await u.click(await within(dialog).findByRole('checkbox', { name: '选择 admin' }));
    await u.clear(account);
    await u.type(account, 'editor{Enter}');
    await u.click(await within(dialog).findByRole('checkbox', { name: '选择 editor' }));
    await u.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(field()).toHaveValue('管理员,李文静'));
    expect(valueOf()).toBe('admin,editor');
  });

  it('searches by 用户账号 and 重置 brings the full list back', async () => {
    const u = userEvent.setup();
    renderApp(<Harness />);
    const dialog = await openDialog(u);
    await u.type(within(dialog).getByPlaceholderText('请输入账号'), 'jeecg{Enter}');
    await waitFor(() => expect(rowsOf(dialog)).toHaveLength(1));
    expect(within(rowsOf(dialog)[0]).getByText('陈晓明')).toBeInTheDocument();
    expect(within(rowsOf(dialog)[0]).getByText('正常')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rowsOf(dialog)).toHaveLength(10));
  });

  it('shows 冻结 for a frozen user', async () => {
    const u = userEvent.setup();
    renderApp(<Harness />);
    const dialog = await openDialog(u);
    await u.type(within(dialog).getByPlaceholderText('请输入账号'), 'frozen{Enter}');
    await waitFor(() => expect(rowsOf(dialog)).toHaveLength(1));
    expect(within(rowsOf(dialog)[0]).getByText('冻结')).toBeInTheDocument();
  });

  it('keeps the echoed users checked and, in single mode, replaces the choice', async () => {
    const u = userEvent.setup();
    renderApp(<Harness multi={false} initial="jeecg" />);
    await waitFor(() => expect(field()).toHaveValue('陈晓明'));
    const dialog = await openDialog(u);
    await u.type(within(dialog).getByPlaceholderText('请输入账号'), 'admin{Enter}');
    await waitFor(() => expect(rowsOf(dialog)).toHaveLength(1));
    await u.click(within(dialog).getByRole('radio', { name: '选择 admin' }));
    await u.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(valueOf()).toBe('admin'));
    await waitFor(() => expect(field()).toHaveValue('管理员'));
  });

  it('is inert when disabled', () => {
    renderApp(<Harness disabled />);
    expect(screen.getByRole('button', { name: '选择用户' })).toBeDisabled();
  });
});
