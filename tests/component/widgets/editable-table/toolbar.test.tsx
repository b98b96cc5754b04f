/** Toolbar actions: add (with settings), rapid add, remove, clear selection, collapse, authorisation prefix. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { EditableColumn } from '@/widgets/editable-table';
import { bodyRows, rowsOf, setup } from './harness';

const columns: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input', defaultValue: '新行' },
  { key: 'qty', title: '数量', type: 'inputNumber', defaultValue: 1 },
];
const data = () => rowsOf(3, (i) => ({ id: `r${i + 1}`, name: `第${i + 1}行`, qty: i }));
const names = () => bodyRows().map((r) => r.querySelector('[data-key="name"]')!.textContent);

afterEach(() => vi.useRealTimers());

describe('editable-table toolbar', () => {
  it('adds a row at the bottom with the column defaults', async () => {
    const { user, handle } = setup({ columns, dataSource: data() });
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(names()).toEqual(['第1行', '第2行', '第3行', '新行']);
    expect((await handle().getValues()).insertedRows).toEqual([{ name: '新行', qty: 1 }]);
  });

  it('rejects a second add within 1500 ms with 你点击的太快了，请慢点点击!', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user, onMessage } = setup({ columns, dataSource: [] });
    await user.click(screen.getByRole('button', { name: '新增' }));
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(bodyRows()).toHaveLength(1);
    expect(onMessage).toHaveBeenCalledWith('warning', '你点击的太快了，请慢点点击!');
    vi.setSystemTime(Date.now() + 1500);
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(bodyRows()).toHaveLength(2);
  });

  it('uses the settings popover: rows to add and position (saved locally)', async () => {
    const { user, unmount } = setup({ columns, dataSource: data() });
    await user.click(screen.getByRole('button', { name: '新增设置' }));
    const pop = within(await screen.findByRole('presentation'));
    const count = pop.getByRole('spinbutton', { name: '添加行数' });
    const position = pop.getByRole('spinbutton', { name: '添加位置' });
    expect(count).toHaveValue(1);
    expect(position).toHaveValue(0);
    await user.clear(count);
    await user.type(count, '2');
    await user.clear(position);
    await user.type(position, '1');
    await user.click(pop.getByRole('button', { name: '确定' }));
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(names()).toEqual(['新行', '新行', '第1行', '第2行', '第3行']);
    expect(JSON.parse(localStorage.getItem('pro__editable-table.add-settings')!).value).toEqual({ count: 2, position: 1, scroll: false });
    unmount();
    setup({ columns, dataSource: data() });
    await user.click(screen.getByRole('button', { name: '新增设置' }));
    expect(within(await screen.findByRole('presentation')).getByRole('spinbutton', { name: '添加行数' })).toHaveValue(2);
  });

  it('clamps the settings: at least one row, position at most the row count', async () => {
    const { user } = setup({ columns, dataSource: data() });
    await user.click(screen.getByRole('button', { name: '新增设置' }));
    const pop = within(await screen.findByRole('presentation'));
    await user.clear(pop.getByRole('spinbutton', { name: '添加行数' }));
    await user.type(pop.getByRole('spinbutton', { name: '添加行数' }), '0');
    await user.clear(pop.getByRole('spinbutton', { name: '添加位置' }));
    await user.type(pop.getByRole('spinbutton', { name: '添加位置' }), '99');
    await user.click(pop.getByRole('button', { name: '确定' }));
    expect(JSON.parse(localStorage.getItem('pro__editable-table.add-settings')!).value).toEqual({ count: 1, position: 3, scroll: false });
  });

  it('shows remove only with a selection and removes the selected rows', async () => {
    const { user, handle } = setup({ columns, dataSource: data(), rowSelection: true });
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '选择 2' }));
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(names()).toEqual(['第1行', '第3行']);
    expect((await handle().getValues()).removedIds).toEqual(['r2']);
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('shows clear selection only with a selection and only when some rows are disabled', async () => {
    const rows = data();
    const { user, rerender } = setup({ columns, dataSource: rows, rowSelection: true });
    await user.click(screen.getByRole('checkbox', { name: '选择 1' }));
    expect(screen.queryByRole('button', { name: '清空选择' })).toBeNull();
    const { EditableTable } = await import('@/widgets/editable-table');
    rerender(<EditableTable columns={columns} dataSource={rows} rowSelection disabledRows={{ name: '第3行' }} />);
    expect(screen.getByRole('button', { name: '清空选择' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清空选择' }));
    expect(screen.getByRole('checkbox', { name: '选择 1' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: '清空选择' })).toBeNull();
  });

  it('select-all in the header selects every row that is not disabled', async () => {
    const { user, handle } = setup({ columns, dataSource: data(), rowSelection: true, disabledRows: { name: '第2行' } });
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(handle().getSelection()).toEqual(['r1', 'r3']);
    expect(screen.getByRole('checkbox', { name: '选择 2' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeChecked();
  });

  it('collapses and expands the grid', async () => {
    const { user } = setup({ columns, dataSource: data(), toolbarButtons: ['add', 'collapse'] });
    await user.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.queryByRole('grid')).toBeNull();
    await user.click(screen.getByRole('button', { name: '展开' }));
    expect(screen.getByRole('grid')).toBeInTheDocument();
  });

  it('hides add and remove when the authorisation prefix excludes them', async () => {
    const authContext = {
      auth: [],
      allAuth: [
        { action: 'notice:add', type: '1', status: '1', describe: '新增' },
        { action: 'notice:batch_delete', type: '1', status: '1', describe: '删除' },
      ],
    };
    const { user } = setup({ columns, dataSource: data(), rowSelection: true, authPre: 'notice', authContext });
    await user.click(screen.getByRole('checkbox', { name: '选择 1' }));
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('keeps add and remove for a user granted them', async () => {
    const authContext = {
      auth: [
        { action: 'notice:add', type: '1', describe: '新增' },
        { action: 'notice:batch_delete', type: '1', describe: '删除' },
      ],
      allAuth: [
        { action: 'notice:add', type: '1', status: '1', describe: '新增' },
        { action: 'notice:batch_delete', type: '1', status: '1', describe: '删除' },
      ],
    };
    const { user } = setup({ columns, dataSource: data(), rowSelection: true, authPre: 'notice', authContext });
    await user.click(screen.getByRole('checkbox', { name: '选择 1' }));
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('uses its own message line when the host passes no onMessage', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { EditableTable } = await import('@/widgets/editable-table');
    const { render } = await import('@testing-library/react');
    const userEvent = (await import('@testing-library/user-event')).default;
    const user = userEvent.setup({ delay: null });
    render(<EditableTable columns={columns} dataSource={[]} />);
    await user.click(screen.getByRole('button', { name: '新增' }));
    await act(async () => {
      await user.click(screen.getByRole('button', { name: '新增' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('你点击的太快了，请慢点点击!');
  });
});
