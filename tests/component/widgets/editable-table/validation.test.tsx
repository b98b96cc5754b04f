/** Cell validation in the UI: tooltips with the exact message, on input / change / blur / collection. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { EditableColumn } from '@/widgets/editable-table';
import { cell, setup } from './harness';

const columns: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true, message: '请输入${title}' }] },
  { key: 'mobile', title: '手机号', type: 'input', validateRules: [{ pattern: 'm', message: '请输入正确的${title}' }] },
  { key: 'code', title: '编码', type: 'input', validateRules: [{ unique: true, message: '${title}不能重复' }] },
  { key: 'amount', title: '金额', type: 'inputNumber', statistics: ['sum'], validateRules: [{ pattern: 'money', message: '金额最多两位小数' }] },
];
const data = () => [
  { id: 'a', name: '甲', mobile: '13800138000', code: 'A', amount: 1 },
  { id: 'b', name: '乙', mobile: '', code: 'B', amount: 2 },
];

describe('editable-table validation', () => {
  it('validates on input and shows the message in a tooltip on the failing cell', async () => {
    const { user } = setup({ columns, dataSource: data() });
    await user.click(cell(1, 'mobile'));
    const box = screen.getByRole('textbox', { name: '手机号' });
    await user.type(box, '1234');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('请输入正确的手机号');
    expect(cell(1, 'mobile')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(box);
    await user.type(box, '13912345678');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(cell(1, 'mobile')).not.toHaveAttribute('aria-invalid');
  });

  it('validates on blur: an emptied required cell fails when left', async () => {
    const { user } = setup({ columns, dataSource: data() });
    await user.click(cell(0, 'name'));
    await user.clear(screen.getByRole('textbox', { name: '名称' }));
    await user.tab();
    expect(cell(0, 'name')).toHaveAttribute('aria-invalid', 'true');
    await user.hover(cell(0, 'name'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('请输入名称');
  });

  it('unique: a duplicate fails, and the other row recovers when the duplicate goes away', async () => {
    const { user } = setup({ columns, dataSource: data() });
    await user.click(cell(1, 'code'));
    const box = screen.getByRole('textbox', { name: '编码' });
    await user.clear(box);
    await user.type(box, 'A');
    expect(cell(1, 'code')).toHaveAttribute('aria-invalid', 'true');
    await user.type(box, '2');
    expect(cell(1, 'code')).not.toHaveAttribute('aria-invalid');
  });

  it('collecting with validation rejects with the first failing tab index, key, row and message', async () => {
    const { handle } = setup({ columns, dataSource: data(), formTabIndex: 1 });
    handle().addRows([{ name: '', code: 'A', amount: 1.234 }]);
    await expect(handle().getValues({ validate: true })).rejects.toEqual({
      tabIndex: 1,
      key: 'code',
      rowIndex: 0,
      rowId: 'a',
      column: '编码',
      message: '编码不能重复',
    });
    // Every failing cell is marked, not just the first.
    expect(cell(2, 'name')).toHaveAttribute('aria-invalid', 'true');
    expect(cell(2, 'amount')).toHaveAttribute('aria-invalid', 'true');
    // The first failing cell holds the cursor, so its message shows.
    expect(await screen.findByRole('tooltip')).toHaveTextContent('编码不能重复');
  });

  it('collecting without validation resolves even with errors', async () => {
    const { handle } = setup({ columns, dataSource: [{ id: 'x', name: '' }] });
    await expect(handle().getValues()).resolves.toMatchObject({ values: [{ id: 'x', name: '' }] });
    expect(await handle().validate()).toHaveLength(1);
  });

  it('awaits async handlers and shows their message', async () => {
    const taken = ['admin'];
    const { user, handle } = setup({
      columns: [{ key: 'u', title: '账号', type: 'input', validateRules: [{ handler: async ({ value }) => (taken.includes(String(value)) ? '账号已存在' : true) }] }],
      dataSource: [{ id: 'r', u: '' }],
    });
    await user.click(cell(0, 'u'));
    await user.type(screen.getByRole('textbox', { name: '账号' }), 'admin');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('账号已存在');
    await expect(handle().getValues({ validate: true })).rejects.toMatchObject({ key: 'u', message: '账号已存在' });
  });

  it('shows the tooltip in a portal above the grid, so the statistics row never covers it', async () => {
    const { user } = setup({ columns, dataSource: data() });
    await user.click(cell(1, 'mobile'));
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '1');
    const tip = await screen.findByRole('tooltip');
    const grid = screen.getByRole('grid');
    const footer = within(grid).getByRole('row', { name: '统计' });
    expect(footer).toBeInTheDocument();
    expect(grid.contains(tip)).toBe(false);
    expect(document.body.contains(tip)).toBe(true);
  });

  it('marks required columns in the header', () => {
    setup({ columns, dataSource: [] });
    expect(within(screen.getByRole('columnheader', { name: '名称' })).getByText('*')).toHaveClass('et-required');
    expect(within(screen.getByRole('columnheader', { name: '手机号' })).queryByText('*')).toBeNull();
  });
});
