/** Cascading selects (linkageKey) and the details button (showDetails). */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ColumnOption, EditableColumn } from '@/widgets/editable-table';
import { cell, inCell, setup } from './harness';

const AREAS: Record<string, ColumnOption[]> = {
  root: [
    { value: '110000', text: '北京市' },
    { value: '310000', text: '上海市' },
  ],
  '110000': [{ value: '110100', text: '北京市辖区' }],
  '310000': [{ value: '310100', text: '上海市辖区' }],
};

describe('editable-table linkage and details', () => {
  it('loads each level from its parent and blanks the levels below when a parent changes', async () => {
    const columns: EditableColumn[] = [
      { key: 'province', title: '省', type: 'select', linkageKey: 'area' },
      { key: 'city', title: '市', type: 'select', linkageKey: 'area' },
    ];
    const { user, handle } = setup({
      columns,
      dataSource: [{ id: 'r1', province: '110000', city: '110100' }],
      linkageConfig: [{ key: 'area', requestData: async (parent) => AREAS[parent ?? 'root'] ?? [] }],
    });
    await waitFor(() => expect(cell(0, 'city')).toHaveTextContent('北京市辖区'));
    expect(cell(0, 'province')).toHaveTextContent('北京市');
    await user.click(cell(0, 'province'));
    await user.click(await screen.findByRole('option', { name: '上海市' }));
    expect((await handle().getValues()).values[0]).toMatchObject({ province: '310000', city: '' });
    await user.click(cell(0, 'city'));
    await user.click(await screen.findByRole('option', { name: '上海市辖区' }));
    expect((await handle().getValues()).values[0]).toMatchObject({ province: '310000', city: '310100' });
  });

  it('showDetails puts a details button in the cell that opens the row sub-form', async () => {
    const { user } = setup({
      columns: [{ key: 'name', title: '名称', type: 'input', showDetails: true }],
      dataSource: [{ id: 'r1', name: '甲' }],
      renderSubForm: (row) => <span>详情：{String(row.name)}</span>,
    });
    await user.click(inCell(0, 'name').getByRole('button', { name: '详情 名称' }));
    expect(within(await screen.findByRole('presentation')).getByText('详情：甲')).toBeInTheDocument();
    // The click did not open the cell editor.
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
