/** DepartPicker against the fake backend: lazy tree, single/multi, 父子关联, search, echo, errors. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DepartPicker, type DepartPickerProps } from '@/widgets/pickers';
import { getToken } from '@/session/session';
import { server, setupPickerServer } from '../../../unit/widgets/pickers/picker-server';
import { checkboxOf, expanderOf, findTreeItem, renderApp, treeItem, valueOf } from './helpers';
import { Held } from '../form/render';

setupPickerServer();

function Harness({ initial, ...props }: Partial<DepartPickerProps> & { initial?: string }) {
  return <Held initial={initial} widget={(value, onChange) => <DepartPicker label="所属部门" value={value} onChange={onChange} {...props} />} />;
}

const field = () => screen.getByRole('textbox', { name: '所属部门' });

async function openDialog(u: ReturnType<typeof userEvent.setup>) {
  await u.click(field());
  return screen.findByRole('dialog', { name: '选择层级' });
}

describe('DepartPicker', () => {
  it('shows the placeholder 请点击选择层级 in a read-only field', () => {
    renderApp(<Harness />);
    expect(field()).toHaveAttribute('placeholder', '请点击选择层级');
    expect(field()).toHaveAttribute('readonly');
  });

  it('opens 选择层级 loading only the first levels, then stores the picked id and shows its name', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('queryDepartTreeSync')) calls.push(new URL(request.url).searchParams.get('pid') ?? 'root');
    });
    const u = userEvent.setup();
    renderApp(<Harness />);
    const dialog = await openDialog(u);
    const office = await findTreeItem('办公室', dialog);
    // The lone root 省局 opens by itself; nothing below the second level was fetched.
    expect(calls).toHaveLength(2);
    await u.click(checkboxOf(office));
    await u.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(field()).toHaveValue('办公室'));
    expect(valueOf()).toMatch(/^\d{19}$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads a branch when it is expanded and replaces the single choice when another is checked', async () => {
    const u = userEvent.setup();
    renderApp(<Harness />);
    const dialog = await openDialog(u);
    const office = await findTreeItem('办公室', dialog);
    await u.click(expanderOf(office));
    const section = await findTreeItem('秘书科', dialog);
    await u.click(checkboxOf(office));
    await u.click(checkboxOf(section));
    // The former choice is no longer checked (MUI marks it "mixed": a child is).
    expect(office).not.toHaveAttribute('aria-checked', 'true');
    expect(section).toHaveAttribute('aria-checked', 'true');
    await u.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(field()).toHaveValue('秘书科'));
  });

  it('with 父子关联 checks a department together with its children; 取消关联 keeps them apart', async () => {
    const u = userEvent.setup();
    renderApp(<Harness multi />);
    const dialog = await openDialog(u);
    const office = await findTreeItem('办公室', dialog);
    // Strict by default (取消关联): the parent alone.
    await u.click(checkboxOf(office));
    await u.click(expanderOf(office));
    await findTreeItem('综合科', dialog);
    expect(treeItem('综合科', dialog)).toHaveAttribute('aria-checked', 'false');
    await u.click(checkboxOf(office));

    await u.click(within(dialog).getByRole('button', { name: '树操作' }));
    await u.click(await screen.findByRole('menuitem', { name: '父子关联' }));
    await u.click(checkboxOf(office));
    for (const name of ['综合科', '秘书科', '档案科']) expect(treeItem(name, dialog)).toHaveAttribute('aria-checked', 'true');
    await u.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(field()).toHaveValue('办公室,综合科,秘书科,档案科'));
    expect(valueOf()!.split(',')).toHaveLength(4);
  });

  it('checks children that arrive later under a department checked with 父子关联', async () => {
    const u = userEvent.setup();
    renderApp(<Harness multi />);
    const dialog = await openDialog(u);
    const finance = await findTreeItem('财务处', dialog);
    await u.click(within(dialog).getByRole('button', { name: '树操作' }));
    await u.click(await screen.findByRole('menuitem', { name: '父子关联' }));
    await u.click(checkboxOf(finance));
    await u.click(expanderOf(finance));
    const budget = await findTreeItem('预算科', dialog);
    await waitFor(() => expect(budget).toHaveAttribute('aria-checked', 'true'));
  });

  it('marks the field as an error when confirmed with nothing checked, and stores nothing', async () => {
    const u = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<DepartPicker label="所属部门" onChange={onChange} />);
    const dialog = await openDialog(u);
    await findTreeItem('办公室', dialog);
    await u.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
    expect(onChange).toHaveBeenCalledWith('', []);
  });

  it('echoes a stored value through queryDepartTreeSync?ids= and clears it with the clear icon', async () => {
    const roots = await (await fetch('http://localhost:3000/zw-lgb2/sys/sysDepart/queryTreeList', { headers: { 'X-Access-Token': getToken()! } })).json();
    const [office, policy] = roots.result[0].children;
    const u = userEvent.setup();
    renderApp(<Harness multi initial={`${office.id},${policy.id}`} />);
    await waitFor(() => expect(field()).toHaveValue('办公室,政策法规处'));
    await u.click(screen.getByRole('button', { name: '清空' }));
    expect(field()).toHaveValue('');
    expect(valueOf()).toBe('');
  });

  it('stores orgCode when store="orgCode"', async () => {
    const u = userEvent.setup();
    renderApp(<Harness store="orgCode" initial="A01A02" />);
    await waitFor(() => expect(field()).toHaveValue('政策法规处'));
    const dialog = await openDialog(u);
    const office = await findTreeItem('人事处', dialog);
    // The current value is checked when the dialog opens.
    expect(treeItem('政策法规处', dialog)).toHaveAttribute('aria-checked', 'true');
    await u.click(checkboxOf(office));
    await u.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(valueOf()).toBe('A01A03'));
  });

  it('searches by name on Enter, showing the matches flat; no match warns 未查询匹配数据！', async () => {
    const u = userEvent.setup();
    renderApp(<Harness />);
    const dialog = await openDialog(u);
    await findTreeItem('办公室', dialog);
    const search = within(dialog).getByRole('searchbox', { name: '请输入部门名称按回车进行搜索' });
    await u.type(search, '业务一科{Enter}');
    await waitFor(() => expect(within(dialog).getAllByRole('treeitem')).toHaveLength(2));
    await u.click(checkboxOf(within(dialog).getAllByRole('treeitem')[0]));
    await u.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(field()).toHaveValue('业务一科'));

    await openDialog(u);
    const search2 = screen.getByRole('searchbox', { name: '请输入部门名称按回车进行搜索' });
    await u.type(search2, '没有这个{Enter}');
    expect(await screen.findByText('未查询匹配数据！')).toBeInTheDocument();
  });

  it('closes without changing the value; the selection is cleared on close', async () => {
    const u = userEvent.setup();
    renderApp(<Harness />);
    let dialog = await openDialog(u);
    await u.click(checkboxOf(await findTreeItem('办公室', dialog)));
    await u.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(valueOf()).toBe('');
    dialog = await openDialog(u);
    expect(await findTreeItem('办公室', dialog)).toHaveAttribute('aria-checked', 'false');
  });

  it('does not open when disabled', async () => {
    const u = userEvent.setup();
    renderApp(<Harness disabled />);
    await u.click(field());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server message when the tree cannot load', async () => {
    server.use(http.get('*/zw-lgb2/sys/sysDepart/queryDepartTreeSync', () => HttpResponse.json({ success: false, message: '查询失败', code: 0, result: null, timestamp: 1 })));
    const u = userEvent.setup();
    renderApp(<Harness />);
    const dialog = await openDialog(u);
    expect(await within(dialog).findByText('查询失败')).toBeInTheDocument();
  });
});
