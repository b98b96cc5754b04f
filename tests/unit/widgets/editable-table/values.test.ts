import { describe, expect, it } from 'vitest';
import { TableStore } from '@/widgets/editable-table/store';
import { collectValues, failureOf, validateAll } from '@/widgets/editable-table/values';
import type { EditableColumn } from '@/widgets/editable-table';

describe('editable-table value collection', () => {
  it('returns rows without temporary ids plus inserted, updated and removed lists', () => {
    const s = new TableStore({ defaults: () => ({ name: '' }) });
    s.load([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C' },
    ]);
    const [n] = s.addRows([{ name: 'new' }]);
    s.setCell('b', 'name', 'B2');
    s.removeRows(['c']);
    const out = collectValues(s);
    expect(out.values).toEqual([{ id: 'a', name: 'A' }, { id: 'b', name: 'B2' }, { name: 'new' }]);
    expect(out.insertedRows).toEqual([{ name: 'new' }]);
    expect(out.updatedRows).toEqual([{ id: 'b', name: 'B2' }]);
    expect(out.removedIds).toEqual(['c']);
    expect(JSON.stringify(out)).not.toContain(n);
  });

  it('validates every row in order and marks the first failure with tab index and key', async () => {
    const columns: EditableColumn[] = [
      { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true, message: '${title}不能为空' }] },
      { key: 'code', title: '编码', type: 'input', validateRules: [{ unique: true, message: '${title}不能重复' }] },
    ];
    const s = new TableStore({ disabledRows: { locked: true } });
    s.load([
      { id: 'a', name: 'x', code: 'K' },
      { id: 'b', name: '', code: 'K' },
      { id: 'c', name: '', code: 'Z', locked: true },
    ]);
    const errors = await validateAll(s, columns);
    expect(errors.map((e) => [e.rowIndex, e.key, e.message])).toEqual([
      [0, 'code', '编码不能重复'],
      [1, 'name', '名称不能为空'],
      [1, 'code', '编码不能重复'],
    ]);
    expect(s.getRowView('b')?.errors).toEqual({ name: '名称不能为空', code: '编码不能重复' });
    expect(failureOf(errors[0], 2)).toEqual({ tabIndex: 2, key: 'code', rowIndex: 0, rowId: 'a', column: '编码', message: '编码不能重复' });
  });
});
