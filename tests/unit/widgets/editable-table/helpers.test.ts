import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveCursor, moveForKey } from '@/widgets/editable-table/keyboard';
import { clampSettings, createClickGuard, insertIndex, loadAddSettings, saveAddSettings } from '@/widgets/editable-table/add-settings';
import { openWithRetry, subFormPlacement } from '@/widgets/editable-table/sub-form';
import { DragState, rowKeyboardCoordinates, rowShift, targetIndex } from '@/widgets/editable-table/drag';
import { columnStatistics, formatStatistic } from '@/widgets/editable-table/statistics';
import { displayText, shortFileName } from '@/widgets/editable-table/cells/display';

afterEach(() => vi.useRealTimers());

describe('keyboard movement', () => {
  const grid = { rows: ['a', 'b'], keys: ['x', 'y', 'z'] };
  it('moves like a spreadsheet and wraps Tab to the next row', () => {
    expect(moveCursor(grid, { rowId: 'a', key: 'y' }, 'right')).toEqual({ rowId: 'a', key: 'z' });
    expect(moveCursor(grid, { rowId: 'a', key: 'z' }, 'next')).toEqual({ rowId: 'b', key: 'x' });
    expect(moveCursor(grid, { rowId: 'b', key: 'x' }, 'prev')).toEqual({ rowId: 'a', key: 'z' });
    expect(moveCursor(grid, { rowId: 'a', key: 'x' }, 'down')).toEqual({ rowId: 'b', key: 'x' });
    expect(moveCursor(grid, { rowId: 'a', key: 'x' }, 'up')).toBeNull();
    expect(moveCursor(grid, { rowId: 'b', key: 'z' }, 'next')).toBeNull();
  });
  it('leaves arrows to an open editor that needs them', () => {
    expect(moveForKey({ key: 'ArrowLeft', shiftKey: false }, true, false)).toBeNull();
    expect(moveForKey({ key: 'ArrowDown', shiftKey: false }, true, false)).toBe('down');
    expect(moveForKey({ key: 'ArrowDown', shiftKey: false }, true, true)).toBeNull();
    expect(moveForKey({ key: 'Tab', shiftKey: true }, true, true)).toBe('prev');
    expect(moveForKey({ key: 'Enter', shiftKey: true }, false, false)).toBe('up');
  });
});

describe('add settings', () => {
  it('clamps rows to add to ≥1 and the position to 0..rowCount', () => {
    expect(clampSettings({ count: 0, position: -3 }, 5)).toEqual({ count: 1, position: 0, scroll: false });
    expect(clampSettings({ count: 4, position: 9, scroll: true }, 5)).toEqual({ count: 4, position: 5, scroll: true });
  });
  it('maps position 0 to the bottom and p to before the p-th row', () => {
    expect(insertIndex(0, 5)).toBe(5);
    expect(insertIndex(1, 5)).toBe(0);
    expect(insertIndex(5, 5)).toBe(4);
  });
  it('keeps the settings in localStorage', () => {
    expect(loadAddSettings()).toEqual({ count: 1, position: 0, scroll: false });
    saveAddSettings({ count: 3, position: 2, scroll: true });
    expect(loadAddSettings()).toEqual({ count: 3, position: 2, scroll: true });
    expect(localStorage.getItem('pro__editable-table.add-settings')).toContain('"count":3');
  });
  it('rejects a second click within 1500 ms', () => {
    let now = 10_000;
    const allow = createClickGuard(1500, () => now);
    expect(allow()).toBe(true);
    now += 1499;
    expect(allow()).toBe(false);
    now += 1;
    expect(allow()).toBe(true);
  });
});

describe('sub-form popover', () => {
  it('opens below when more than 350 px remain, else above', () => {
    expect(subFormPlacement(100, 800)).toBe('below');
    expect(subFormPlacement(450, 800)).toBe('above');
    expect(subFormPlacement(450, 801)).toBe('below');
  });
  it('retries 3 times at 100 ms, then fails with 打开子表失败', async () => {
    vi.useFakeTimers();
    const find = vi.fn(() => null);
    const p = openWithRetry(find);
    const settled = vi.fn();
    p.catch(settled);
    await vi.advanceTimersByTimeAsync(299);
    expect(find).toHaveBeenCalledTimes(3);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).rejects.toThrow('打开子表失败');
    expect(find).toHaveBeenCalledTimes(4);
  });
  it('resolves as soon as the row is found', async () => {
    vi.useFakeTimers();
    let n = 0;
    const p = openWithRetry(() => (++n === 2 ? 'row' : null));
    await vi.advanceTimersByTimeAsync(100);
    await expect(p).resolves.toBe('row');
  });
});

describe('drag sort arithmetic', () => {
  it('derives the target from the vertical delta, clamped to the rows', () => {
    expect(targetIndex(2, 61 * 2 + 10, 61, 10)).toBe(4);
    expect(targetIndex(2, -61 * 5, 61, 10)).toBe(0);
    expect(targetIndex(8, 61 * 5, 61, 10)).toBe(9);
  });
  it('shifts the rows between source and target to make room', () => {
    const s = { activeId: 'a', from: 1, target: 3, dy: 130 };
    expect(rowShift(s, 1, 'a', 61)).toBe(130);
    expect(rowShift(s, 2, 'b', 61)).toBe(-61);
    expect(rowShift(s, 3, 'c', 61)).toBe(-61);
    expect(rowShift(s, 4, 'd', 61)).toBe(0);
    expect(rowShift({ ...s, from: 3, target: 1 }, 1, 'x', 61)).toBe(61);
  });
  it('notifies only on change', () => {
    const d = new DragState();
    const fn = vi.fn();
    d.subscribe(fn);
    d.set({ activeId: 'a', from: 0, target: 0, dy: 0 });
    d.set({ activeId: 'a', from: 0, target: 0, dy: 0 });
    d.reset();
    expect(fn).toHaveBeenCalledTimes(2);
  });
  it('moves a keyboard drag by whole rows', () => {
    const get = rowKeyboardCoordinates(61);
    const ctx = { currentCoordinates: { x: 0, y: 100 } } as Parameters<typeof get>[1];
    expect(get(new KeyboardEvent('keydown', { code: 'ArrowDown' }), ctx)).toEqual({ x: 0, y: 161 });
    expect(get(new KeyboardEvent('keydown', { code: 'ArrowUp' }), ctx)).toEqual({ x: 0, y: 39 });
    expect(get(new KeyboardEvent('keydown', { code: 'KeyA' }), ctx)).toBeUndefined();
  });
});

describe('statistics and display', () => {
  it('sums and averages the numeric cells', () => {
    const rows = [{ q: 1 }, { q: '2.5' }, { q: '' }, { q: null }, { q: 0.1 }, { q: 0.2 }];
    expect(columnStatistics(rows, 'q', ['sum', 'average'])).toEqual({ sum: 3.8, average: 0.95 });
    expect(columnStatistics([], 'q', ['average'])).toEqual({ average: 0 });
    expect(formatStatistic(1234567.891)).toBe('1,234,567.89');
  });
  it('shows option texts, multi values and truncated file names', () => {
    const opts = [{ value: 'L', text: '一般消息' }, { value: 'H', text: '紧急消息' }];
    expect(displayText({ key: 'k', title: 't', type: 'select' }, 'H', opts)).toBe('紧急消息');
    expect(displayText({ key: 'k', title: 't', type: 'list_multi' }, 'L,H', opts)).toBe('一般消息,紧急消息');
    expect(shortFileName('temp/通知附件_1736132400.pdf')).toBe('通知附件_…');
    expect(shortFileName('a.pdf')).toBe('a.pdf');
  });
});
