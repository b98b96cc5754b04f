/** The sub-form popover opened by clicking a row. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import type { EditableColumn } from '@/widgets/editable-table';
import { bodyRows, setup } from './harness';

const columns: EditableColumn[] = [{ key: 'name', title: '名称', type: 'input' }];
const data = () => [
  { id: 'a', name: '甲' },
  { id: 'b', name: '乙' },
];
const renderSubForm = (row: Record<string, unknown>) => <div>子表：{String(row.name)}</div>;

afterEach(() => vi.unstubAllGlobals());

describe('editable-table sub-form popover', () => {
  it('opens for the clicked row and closes when the same row is clicked again', async () => {
    vi.stubGlobal('innerHeight', 900);
    setup({ columns, dataSource: data(), rowNumber: true, clickRowShowSubForm: true, renderSubForm });
    const seq = () => bodyRows()[1].querySelector('.et-seq')!;
    fireEvent.click(seq(), { clientY: 100 });
    const pop = await screen.findByRole('presentation');
    expect(within(pop).getByText('子表：乙')).toBeInTheDocument();
    expect(pop).toHaveAttribute('data-placement', 'below');
    fireEvent.click(seq(), { clientY: 100 });
    await waitFor(() => expect(screen.queryByText('子表：乙')).toBeNull());
  });

  it('opens above the row when 350 px or less remain under the click', async () => {
    vi.stubGlobal('innerHeight', 500);
    setup({ columns, dataSource: data(), rowNumber: true, clickRowShowSubForm: true, renderSubForm });
    fireEvent.click(bodyRows()[0].querySelector('.et-seq')!, { clientY: 200 });
    expect(await screen.findByRole('presentation')).toHaveAttribute('data-placement', 'above');
  });

  it('does not open from clicks on controls inside the row', async () => {
    setup({ columns, dataSource: data(), rowSelection: true, clickRowShowSubForm: true, renderSubForm });
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 1' }));
    // The click reached the row (it selected it), and the sub form, which opens on the same click, did not.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '选择 1' })).toBeChecked());
    expect(screen.queryByText('子表：甲')).toBeNull();
  });
});
