/** Edits re-render only the edited row (memoised rows with per-row store subscriptions). */
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderProbe } from '@/widgets/editable-table/BodyRow';
import type { EditableColumn } from '@/widgets/editable-table';
import { cell, rowsOf, setup } from './harness';

const columns: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true, message: '必填' }] },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum'] },
  { key: 'lv', title: '级别', type: 'select', options: [{ value: 'L', text: '一般' }] },
  { key: 'ok', title: '启用', type: 'checkbox' },
];

afterEach(() => {
  renderProbe.onRowRender = undefined;
});

function countRenders() {
  const counts = new Map<string, number>();
  renderProbe.onRowRender = (id) => counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

describe('editable-table render isolation', () => {
  it('typing in one cell re-renders that row only', async () => {
    const { user } = setup({ columns, dataSource: rowsOf(8, (i) => ({ id: `r${i}`, name: `n${i}`, qty: i })), rowNumber: true, rowSelection: true, dragSort: true });
    await user.click(cell(2, 'name'));
    const box = screen.getByRole('textbox', { name: '名称' });
    const counts = countRenders();
    await user.type(box, 'abc');
    expect([...counts.keys()]).toEqual(['r2']);
    // One render per keystroke (value) — nothing else in the table repaints.
    expect(counts.get('r2')).toBe(3);
  });

  it('selecting a row re-renders that row only', async () => {
    const { user } = setup({ columns, dataSource: rowsOf(6, (i) => ({ id: `r${i}`, name: `n${i}` })), rowSelection: true });
    const counts = countRenders();
    await user.click(screen.getByRole('checkbox', { name: '选择 4' }));
    expect([...counts.keys()]).toEqual(['r3']);
  });

  it('a value set through the handle re-renders the patched row only', () => {
    const { handle } = setup({ columns, dataSource: rowsOf(6, (i) => ({ id: `r${i}`, name: `n${i}`, qty: 1 })) });
    const counts = countRenders();
    act(() => handle().setValues([{ rowKey: 'r5', values: { qty: 7 } }]));
    expect([...counts.keys()]).toEqual(['r5']);
  });

  it('moving the cursor re-renders the row it leaves and the row it enters', async () => {
    const { user } = setup({ columns, dataSource: rowsOf(6, (i) => ({ id: `r${i}`, name: `n${i}` })) });
    await user.click(cell(1, 'name'));
    const counts = countRenders();
    await user.keyboard('{Enter}');
    expect([...counts.keys()].sort()).toEqual(['r1', 'r2']);
  });
});
