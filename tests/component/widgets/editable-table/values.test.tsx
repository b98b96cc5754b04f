/** The imperative handle: getValues, addRows, removeRows, setValues (with reload flash), clearSelection. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { EditableColumn } from '@/widgets/editable-table';
import { bodyRows, cell, setup } from './harness';

const columns: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum', 'average'] },
];
const data = () => [
  { id: 'a', name: '甲', qty: 1 },
  { id: 'b', name: '乙', qty: 3 },
];

afterEach(() => vi.useRealTimers());

describe('editable-table handle', () => {
  it('collects rows without temporary ids, with inserted, updated and removed lists', async () => {
    const { user, handle } = setup({ columns, dataSource: data() });
    act(() => void handle().addRows([{ name: '丙', qty: 5 }]));
    await user.click(cell(0, 'name'));
    await user.type(screen.getByRole('textbox', { name: '名称' }), '2');
    act(() => handle().removeRows('b'));
    const out = await handle().getValues();
    expect(out).toEqual({
      values: [
        { id: 'a', name: '甲2', qty: 1 },
        { name: '丙', qty: 5 },
      ],
      insertedRows: [{ name: '丙', qty: 5 }],
      updatedRows: [{ id: 'a', name: '甲2', qty: 1 }],
      removedIds: ['b'],
    });
  });

  it('removes rows given as ids or as rows, and refuses anything else', () => {
    const { handle } = setup({ columns, dataSource: data() });
    act(() => handle().removeRows([{ id: 'a' }]));
    expect(bodyRows()).toHaveLength(1);
    expect(() => handle().removeRows([42 as unknown as string])).toThrow(TypeError);
  });

  it('adds rows at an index and reports their ids', () => {
    const { handle } = setup({ columns, dataSource: data() });
    let ids: string[] = [];
    act(() => void (ids = handle().addRows(2, { index: 0 })));
    expect(ids).toHaveLength(2);
    expect(bodyRows().map((r) => r.getAttribute('data-row-id'))).toEqual([...ids, 'a', 'b']);
  });

  it('setValues patches rows by key and flashes the changed cells for 1400 ms', async () => {
    vi.useFakeTimers();
    const { handle } = setup({ columns, dataSource: data(), reloadEffect: true });
    act(() => handle().setValues([{ rowKey: 'b', values: { qty: 9 } }]));
    expect(cell(1, 'qty')).toHaveTextContent('9');
    expect(cell(1, 'qty')).toHaveClass('et-flash');
    expect(cell(1, 'name')).not.toHaveClass('et-flash');
    await act(async () => vi.advanceTimersByTime(1399));
    expect(cell(1, 'qty')).toHaveClass('et-flash');
    await act(async () => vi.advanceTimersByTime(1));
    expect(cell(1, 'qty')).not.toHaveClass('et-flash');
  });

  it('setValues with plain rows replaces the table', async () => {
    const { handle } = setup({ columns, dataSource: data() });
    act(() => handle().setValues([{ id: 'z', name: '新', qty: 0 }]));
    expect((await handle().getValues()).values).toEqual([{ id: 'z', name: '新', qty: 0 }]);
  });

  it('a new dataSource array reloads the rows', async () => {
    const { rerender, handle } = setup({ columns, dataSource: data() });
    const { EditableTable } = await import('@/widgets/editable-table');
    const next = [{ id: 'n', name: '换', qty: 1 }];
    rerender(<EditableTable ref={() => undefined} columns={columns} dataSource={next} />);
    expect(bodyRows()).toHaveLength(1);
    void handle;
  });

  it('clearSelection unselects every row', async () => {
    const { user, handle } = setup({ columns, dataSource: data(), rowSelection: true });
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(handle().getSelection()).toEqual(['a', 'b']);
    act(() => handle().clearSelection());
    expect(handle().getSelection()).toEqual([]);
  });

  it('reports value changes and selection changes to the host', async () => {
    const onValueChange = vi.fn();
    const onSelectionChange = vi.fn();
    const { user } = setup({ columns, dataSource: data(), rowSelection: true, onValueChange, onSelectionChange });
    await user.click(cell(1, 'name'));
    await user.type(screen.getByRole('textbox', { name: '名称' }), '!');
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ rowId: 'b', key: 'name', value: '乙!', oldValue: '乙' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 1' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['a']);
  });

  it('the statistics row 统计 sums and averages every row and follows edits', async () => {
    const { user } = setup({ columns, dataSource: data() });
    const footer = screen.getByRole('row', { name: '统计' });
    expect(footer).toHaveTextContent('统计');
    expect(footer.querySelector('[data-stat="sum"]')).toHaveTextContent('4');
    expect(footer.querySelector('[data-stat="average"]')).toHaveTextContent('2');
    await user.click(cell(0, 'qty'));
    await user.type(screen.getByRole('textbox', { name: '数量' }), '0');
    expect(footer.querySelector('[data-stat="sum"]')).toHaveTextContent('13');
    expect(footer.querySelector('[data-stat="average"]')).toHaveTextContent('6.5');
  });

  it('widens the selection column to 60 px when there is a statistics row', () => {
    setup({ columns, dataSource: data(), rowSelection: true, rowNumber: true });
    const headers = screen.getAllByRole('columnheader');
    expect(headers[0]).toHaveStyle({ width: '60px' });
    expect(headers[1]).toHaveStyle({ width: '60px' });
    expect(bodyRows()[0]).toHaveStyle({ height: '61px' });
  });
});
