import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { childrenOf, loadTreeChildren } from '@/widgets/editable-table/tree';
import { editableTableDemoHandlers, treeDemoChildren } from '@fake/handlers/editable-table-demo';

const server = setupServer(...editableTableDemoHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('tree-table children', () => {
  it('reads a list or result.records, anything else is 返回数据类型不识别', () => {
    expect(childrenOf([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(childrenOf({ records: [{ id: 2 }], total: 1 })).toEqual([{ id: 2 }]);
    expect(() => childrenOf({ rows: [] })).toThrow('返回数据类型不识别');
    expect(() => childrenOf('x')).toThrow('返回数据类型不识别');
  });

  it('fetches children of a parent from the demo endpoint with the parent key parameter', async () => {
    const rows = await loadTreeChildren({ url: '/demo/treeTable/children' }, 'T1');
    expect(rows).toEqual(treeDemoChildren('T1'));
    expect(rows.map((r) => r.id)).toEqual(['T1-1', 'T1-2', 'T1-3']);
    expect(rows.every((r) => r.hasChildren === true)).toBe(true);
    expect(await loadTreeChildren({ url: '/demo/treeTable/children' }, 'T1-1')).toSatisfy((rs: Array<{ hasChildren: boolean }>) => rs.every((r) => !r.hasChildren));
    expect(await loadTreeChildren({ url: '/demo/treeTable/children' }, 'T1-1-1')).toEqual([]);
  });

  it('rejects the broken variant with 返回数据类型不识别', async () => {
    await expect(loadTreeChildren({ url: '/demo/treeTable/children-bad' }, 'T1')).rejects.toThrow('返回数据类型不识别');
  });
});
