/** Row actions: the handle menu (向上移 / 向下移 / 插入一行), drag sort, order numbers, disabled rows. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditableColumn } from '@/widgets/editable-table';
import { bodyRows, cell, rowsOf, setup } from './harness';

const columns: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'orderNum', title: '排序', type: 'inputNumber' },
];
const data = () => rowsOf(4, (i) => ({ id: `r${i + 1}`, name: `第${i + 1}行`, orderNum: i + 1 }));
const names = () => bodyRows().map((r) => r.querySelector('[data-key="name"]')!.textContent);

beforeAll(() => {
  // dnd-kit's keyboard sensor scrolls the dragged node into view; jsdom has no layout to scroll.
  Element.prototype.scrollIntoView ??= () => undefined;
});

async function menuFor(user: ReturnType<typeof setup>['user'], rowNumber: number) {
  await user.click(screen.getByRole('button', { name: `拖动排序 ${rowNumber}` }));
  return within(await screen.findByRole('menu'));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('editable-table row actions', () => {
  it('moves a row down and up through the handle menu and renumbers orderNum from 1', async () => {
    const { user, handle } = setup({ columns, dataSource: data(), dragSort: true });
    await user.click((await menuFor(user, 1)).getByRole('menuitem', { name: '向下移' }));
    expect(names()).toEqual(['第2行', '第1行', '第3行', '第4行']);
    await user.click((await menuFor(user, 4)).getByRole('menuitem', { name: '向上移' }));
    expect(names()).toEqual(['第2行', '第1行', '第4行', '第3行']);
    const { values, updatedRows } = await handle().getValues();
    expect(values.map((v) => [v.name, v.orderNum])).toEqual([
      ['第2行', 1],
      ['第1行', 2],
      ['第4行', 3],
      ['第3行', 4],
    ]);
    expect(updatedRows).toHaveLength(4);
  });

  it('cannot move the first row up nor the last row down; insert below is always there', async () => {
    const { user } = setup({ columns, dataSource: data(), dragSort: true });
    let menu = await menuFor(user, 1);
    expect(menu.getByRole('menuitem', { name: '向上移' })).toHaveAttribute('aria-disabled', 'true');
    expect(menu.getByRole('menuitem', { name: '向下移' })).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Escape}');
    menu = await menuFor(user, 4);
    expect(menu.getByRole('menuitem', { name: '向下移' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(menu.getByRole('menuitem', { name: '插入一行' }));
    expect(bodyRows()).toHaveLength(5);
  });

  it('inserts a new row right below the row of the menu', async () => {
    const { user, handle } = setup({ columns, dataSource: data(), dragSort: true });
    await user.click((await menuFor(user, 2)).getByRole('menuitem', { name: '插入一行' }));
    expect(names()).toEqual(['第1行', '第2行', '', '第3行', '第4行']);
    const { insertedRows } = await handle().getValues();
    expect(insertedRows).toEqual([{ name: '', orderNum: 3 }]);
  });

  it('opens the menu from the keyboard with Enter', async () => {
    const { user } = setup({ columns, dataSource: data(), dragSort: true });
    screen.getByRole('button', { name: '拖动排序 2' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: '向上移' })).toBeInTheDocument();
  });

  it('drags a row with the keyboard: Space picks it up, arrows move it, Space drops it', async () => {
    const { user } = setup({ columns, dataSource: data(), dragSort: true });
    screen.getByRole('button', { name: '拖动排序 1' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(names()).toEqual(['第2行', '第3行', '第1行', '第4行']));
  });

  it('drags a row with the mouse: the dragged row follows the pointer and drops two rows lower', async () => {
    // dnd-kit's after-drop timer runs on a simulated clock (that also follows real time) so the test can let it pass.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { handle } = setup({ columns, dataSource: data(), dragSort: true });
    const grip = screen.getByRole('button', { name: '拖动排序 1' });
    fireEvent.pointerDown(grip, { button: 0, isPrimary: true, clientX: 10, clientY: 30 });
    fireEvent.pointerMove(document, { clientX: 10, clientY: 40 });
    fireEvent.pointerMove(document, { clientX: 10, clientY: 30 + 61 * 2 + 5 });
    await waitFor(() => expect(bodyRows()[0]).toHaveClass('et-dragging'));
    // The rows in between make room: row 2 (top 61 px) moves up one row.
    expect(bodyRows()[1].style.transform).toBe('translateY(0px)');
    fireEvent.pointerUp(document, { clientX: 10, clientY: 30 + 61 * 2 + 5 });
    // The click a browser sends after the release does not open the menu.
    fireEvent.click(grip);
    await waitFor(() => expect(names()).toEqual(['第2行', '第3行', '第1行', '第4行']));
    expect(screen.queryByRole('menu')).toBeNull();
    expect((await handle().getValues()).values.map((v) => v.orderNum)).toEqual([1, 2, 3, 4]);
    // dnd-kit swallows clicks for 50 ms after a drop; that must be over before the next test clicks.
    act(() => vi.advanceTimersByTime(100));
  });

  it('a plain click on the handle opens the menu instead of dragging', async () => {
    const { user } = setup({ columns, dataSource: data(), dragSort: true });
    await user.click(screen.getByRole('button', { name: '拖动排序 3' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(names()).toEqual(['第1行', '第2行', '第3行', '第4行']);
  });

  it('disabled rows cannot be selected or edited', async () => {
    const { user, handle } = setup({ columns, dataSource: data(), rowSelection: true, disabledRows: { name: ['第2行'] } });
    expect(bodyRows()[1]).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox', { name: '选择 2' })).toBeDisabled();
    await user.click(cell(1, 'name'));
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(cell(0, 'name'));
    expect(screen.getByRole('textbox', { name: '名称' })).toBeInTheDocument();
    expect(handle().getSelection()).toEqual([]);
  });

  it('a disabled table edits nothing and hides nothing but disables add', async () => {
    const { user } = setup({ columns, dataSource: data(), disabled: true, rowSelection: true });
    await user.click(cell(0, 'name'));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: '新增' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '选择 1' })).toBeDisabled();
  });

  it('shows 暂无数据 when there are no rows', () => {
    setup({ columns, dataSource: [] });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('marks the grid busy and shows a progress bar while loading', () => {
    setup({ columns, dataSource: data(), loading: true });
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeInTheDocument();
    expect(document.querySelector('[data-et-scroll]')).toHaveAttribute('aria-busy', 'true');
  });
});
