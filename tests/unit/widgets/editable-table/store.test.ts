import { describe, expect, it, vi } from 'vitest';
import { TableStore } from '@/widgets/editable-table/store';
import type { RowValues } from '@/widgets/editable-table';

const rows = (n: number): RowValues[] => Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, name: `n${i + 1}`, orderNum: i + 1 }));
const names = (s: TableStore) => s.orderedValues().map((v) => v.name);

describe('editable-table row store', () => {
  it('loads existing rows in order, keeping their ids', () => {
    const s = new TableStore();
    s.load(rows(3));
    expect(s.orderedIds()).toEqual(['r1', 'r2', 'r3']);
    expect(s.getMeta()).toMatchObject({ rowCount: 3, selectedCount: 0 });
  });

  it('adds rows with per-column defaults and temporary ids, at the end or at an index', () => {
    const s = new TableStore({ defaults: () => ({ name: '', qty: 0 }) });
    s.load(rows(2));
    const [a] = s.addRows([{}]);
    expect(a).toMatch(/^row_[0-9a-f]{32}$/);
    expect(s.getRecord(a)).toMatchObject({ isNew: true, values: { name: '', qty: 0 } });
    const [b] = s.addRows([{ name: 'top' }], 0);
    expect(s.orderedIds()).toEqual([b, 'r1', 'r2', a]);
  });

  it('inserts one row below a given row', () => {
    const s = new TableStore();
    s.load(rows(3));
    const id = s.insertBelow('r1')!;
    expect(s.orderedIds()).toEqual(['r1', id, 'r2', 'r3']);
  });

  it('records removed existing rows; removed new rows just disappear', () => {
    const s = new TableStore();
    s.load(rows(2));
    const [n] = s.addRows([{}]);
    s.removeRows(['r1', n]);
    expect(s.orderedIds()).toEqual(['r2']);
    expect(s.getRemovedIds()).toEqual(['r1']);
  });

  it('clears the editing cell when its row is removed', () => {
    const s = new TableStore();
    s.load(rows(2));
    s.setCursor({ rowId: 'r2', key: 'name' }, true);
    s.removeRows(['r2']);
    expect(s.getCursor()).toBeNull();
    expect(s.isEditing()).toBe(false);
  });

  it('refuses to remove rows in tree mode', () => {
    const s = new TableStore({ tree: true });
    s.load(rows(1));
    expect(() => s.removeRows(['r1'])).toThrow(/tree mode/);
  });

  it('moves rows: the first cannot move up, the last cannot move down', () => {
    const s = new TableStore();
    s.load(rows(3));
    expect(s.moveUp('r1')).toBe(false);
    expect(s.moveDown('r3')).toBe(false);
    expect(s.moveDown('r1')).toBe(true);
    expect(names(s)).toEqual(['n2', 'n1', 'n3']);
    expect(s.moveUp('r3')).toBe(true);
    expect(names(s)).toEqual(['n2', 'n3', 'n1']);
    expect(s.moveTo('r1', 0)).toBe(true);
    expect(names(s)).toEqual(['n1', 'n2', 'n3']);
  });

  it('renumbers the order key from 1 after every change of order', () => {
    const s = new TableStore({ orderKey: 'orderNum' });
    s.load(rows(3));
    s.moveTo('r3', 0);
    expect(s.orderedValues().map((v) => [v.name, v.orderNum])).toEqual([
      ['n3', 1],
      ['n1', 2],
      ['n2', 3],
    ]);
    s.addRows([{}], 1);
    expect(s.orderedValues().map((v) => v.orderNum)).toEqual([1, 2, 3, 4]);
  });

  it('notifies only the changed row when a cell changes', () => {
    const s = new TableStore();
    s.load(rows(3));
    const l1 = vi.fn();
    const l2 = vi.fn();
    s.subscribeRow('r1', l1);
    s.subscribeRow('r2', l2);
    const before = s.getRowView('r2');
    s.setCell('r1', 'name', 'changed');
    expect(l1).toHaveBeenCalledTimes(1);
    expect(l2).not.toHaveBeenCalled();
    expect(s.getRowView('r2')).toBe(before);
    expect(s.getRowView('r1')?.values.name).toBe('changed');
  });

  it('never selects disabled rows; select-all takes every selectable row', () => {
    const s = new TableStore({ disabledRows: { name: ['n2'] } });
    s.load(rows(3));
    expect(s.toggleSelected('r2')).toBe(false);
    s.selectAll(true);
    expect(s.getSelection()).toEqual(['r1', 'r3']);
    expect(s.getMeta()).toMatchObject({ selectedCount: 2, hasDisabled: true });
    s.clearSelection();
    expect(s.getSelection()).toEqual([]);
  });

  it('accepts a predicate for disabled rows and re-evaluates it when values change', () => {
    const s = new TableStore({ disabledRows: (r) => r.locked === true });
    s.load([{ id: 'a', locked: false }]);
    expect(s.isDisabled('a')).toBe(false);
    s.setCell('a', 'locked', true);
    expect(s.isDisabled('a')).toBe(true);
    expect(s.getMeta().hasDisabled).toBe(true);
  });

  it('tracks updated rows against how they were loaded', () => {
    const s = new TableStore();
    s.load(rows(2));
    expect(s.isUpdated('r1')).toBe(false);
    s.setCell('r1', 'name', 'x');
    expect(s.isUpdated('r1')).toBe(true);
    s.setCell('r1', 'name', 'n1');
    expect(s.isUpdated('r1')).toBe(false);
  });

  it('patches rows by key and reports the changed keys', () => {
    const s = new TableStore();
    s.load(rows(2));
    const changed = s.patchRows([{ rowKey: 'r2', values: { name: 'n2', other: 5 } }, { rowKey: 'zz', values: { name: 'x' } }]);
    expect([...changed]).toEqual([['r2', ['other']]]);
  });

  describe('tree mode', () => {
    const tree = () => {
      const s = new TableStore({ tree: true });
      s.load([{ id: 'p', name: 'parent', hasChildren: true }, { id: 'q', name: 'leaf' }]);
      return s;
    };

    it('gives a row with hasChildren a loading placeholder child, shown when expanded', async () => {
      const s = tree();
      let release!: (rows: RowValues[]) => void;
      const pending = s.expand('p', () => new Promise((r) => (release = r)));
      expect(s.getStructure().visible.map((r) => r.id)).toEqual(['p', 'p__loading', 'q']);
      expect(s.getRowView('p')?.loading).toBe(true);
      release([{ id: 'c1', name: 'child', hasChildren: true }]);
      await pending;
      // c1 has children of its own but is collapsed, so its placeholder is not visible.
      expect(s.getStructure().visible).toEqual([
        { id: 'p', depth: 0 },
        { id: 'c1', depth: 1 },
        { id: 'q', depth: 0 },
      ]);
      expect(s.orderedIds()).toEqual(['p', 'c1', 'q']);
    });

    it('loads children only on the first expand', async () => {
      const s = tree();
      const load = vi.fn(async () => [{ id: 'c1' }]);
      await s.expand('p', load);
      s.collapse('p');
      expect(s.getStructure().visible.map((r) => r.id)).toEqual(['p', 'q']);
      await s.expand('p', load);
      expect(load).toHaveBeenCalledTimes(1);
      expect(s.getStructure().visible.map((r) => r.id)).toEqual(['p', 'c1', 'q']);
    });

    it('drops the expander when there are no children', async () => {
      const s = tree();
      await s.expand('p', async () => []);
      expect(s.getRowView('p')).toMatchObject({ hasChildren: false });
      expect(s.getStructure().visible.map((r) => r.id)).toEqual(['p', 'q']);
    });

    it('collapses again and rethrows when loading fails', async () => {
      const s = tree();
      await expect(s.expand('p', async () => Promise.reject(new Error('返回数据类型不识别')))).rejects.toThrow('返回数据类型不识别');
      expect(s.getRowView('p')).toMatchObject({ expanded: false, hasChildren: true });
    });

    it('moves rows among their siblings only', async () => {
      const s = tree();
      await s.expand('p', async () => [{ id: 'c1' }, { id: 'c2' }]);
      expect(s.canMoveUp('c1')).toBe(false);
      expect(s.moveDown('c1')).toBe(true);
      expect(s.orderedIds()).toEqual(['p', 'c2', 'c1', 'q']);
    });
  });
});
