/** Keyboard navigation between cells and the click-to-edit rules. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { EditableColumn } from '@/widgets/editable-table';
import { cell, setup } from './harness';

const columns: EditableColumn[] = [
  { key: 'a', title: '甲', type: 'input' },
  { key: 'b', title: '乙', type: 'input' },
  { key: 'c', title: '丙', type: 'select', options: [{ value: '1', text: '一' }, { value: '2', text: '二' }] },
];
const data = () => [
  { id: 'r1', a: 'a1', b: 'b1', c: '1' },
  { id: 'r2', a: 'a2', b: 'b2', c: '2' },
];

describe('editable-table keyboard', () => {
  it('Tab moves to the next cell, wrapping to the next row, and keeps editing', async () => {
    const { user } = setup({ columns, dataSource: data() });
    await user.click(cell(0, 'b'));
    expect(screen.getByRole('textbox', { name: '乙' })).toHaveFocus();
    await user.keyboard('{Tab}');
    // Reached by keyboard, a select takes the focus without popping its menu open.
    expect(screen.getByRole('combobox', { name: '丙' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Escape}');
    expect(cell(0, 'c')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: '丙' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(cell(1, 'a')).toHaveAttribute('data-editing', 'true');
    expect(screen.getByRole('textbox', { name: '甲' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(cell(0, 'c')).toHaveAttribute('data-editing', 'true');
  });

  it('Enter moves down, Shift+Enter up; typed text lands in the cell it moved to', async () => {
    const { user, handle } = setup({ columns, dataSource: data() });
    await user.click(cell(0, 'a'));
    await user.keyboard('x{Enter}y');
    const { values } = await handle().getValues();
    expect(values.map((v) => v.a)).toEqual(['a1x', 'a2y']);
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(screen.getByRole('textbox', { name: '甲' })).toHaveValue('a1x');
  });

  it('Escape stops editing; arrows then move between cells; Enter or F2 edits again', async () => {
    const { user } = setup({ columns, dataSource: data() });
    await user.click(cell(0, 'a'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(cell(0, 'a')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell(0, 'b')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell(1, 'b')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(cell(0, 'a')).toHaveFocus();
    await user.keyboard('{F2}');
    expect(screen.getByRole('textbox', { name: '甲' })).toHaveFocus();
    await user.keyboard('{Escape}{ArrowDown}{Enter}');
    expect(screen.getByRole('textbox', { name: '甲' })).toHaveValue('a2');
  });

  it('while editing, Left and Right move the caret, not the cell', async () => {
    const { user } = setup({ columns, dataSource: data() });
    await user.click(cell(0, 'a'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}Z');
    expect(screen.getByRole('textbox', { name: '甲' })).toHaveValue('Za1');
  });

  it('Tab on the last cell leaves the grid', async () => {
    const { user } = setup({ columns: columns.slice(0, 2), dataSource: [{ id: 'r1', a: '', b: '' }], toolbar: false });
    await user.click(cell(0, 'b'));
    await user.keyboard('{Tab}');
    expect(cell(0, 'b')).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('click-to-edit: a mouse release outside the cell closes the editor', async () => {
    const { user } = setup({ columns, dataSource: data() });
    await user.click(cell(0, 'a'));
    expect(screen.getByRole('textbox', { name: '甲' })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(cell(0, 'a')).toHaveTextContent('a1');
  });

  it('click-to-edit: a release inside the select dropdown keeps the editor open', async () => {
    const { user } = setup({ columns, dataSource: data() });
    await user.click(cell(0, 'c'));
    const option = await screen.findByRole('option', { name: '二' });
    fireEvent.mouseUp(option);
    expect(cell(0, 'c')).toHaveAttribute('data-editing', 'true');
    await user.click(option);
    expect(cell(0, 'c')).toHaveTextContent('二');
  });

  it('alwaysEdit shows every editor and Tab walks through them', async () => {
    const { user } = setup({ columns: columns.slice(0, 2), dataSource: data(), alwaysEdit: true });
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    await user.click(screen.getAllByRole('textbox', { name: '乙' })[0]);
    await user.keyboard('{Tab}');
    expect(screen.getAllByRole('textbox', { name: '甲' })[1]).toHaveFocus();
    await user.click(document.body);
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
  });
});
