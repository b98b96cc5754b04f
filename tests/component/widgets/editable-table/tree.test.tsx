/** Tree mode against the demo tree endpoint (msw): placeholder child, first-expand fetch, bad answers. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import { editableTableDemoHandlers, treeDemoRoots } from '@fake/handlers/editable-table-demo';
import type { EditableColumn, RowValues } from '@/widgets/editable-table';
import { bodyRows, setup } from './harness';

const server = setupServer(...editableTableDemoHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const columns: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input', width: 220 },
  { key: 'code', title: '编码', type: 'input' },
];
const roots = () => treeDemoRoots(2) as unknown as RowValues[];
const ids = () => bodyRows().map((r) => r.getAttribute('data-row-id'));

describe('editable-table tree mode', () => {
  it('shows 加载中… under a row with children while its children load, then the children', async () => {
    server.use(
      http.get('*/zw-lgb2/demo/treeTable/children', async () => {
        await delay(50);
        return undefined;
      }),
    );
    const { user } = setup({ columns, dataSource: roots(), tree: { url: '/demo/treeTable/children' } });
    expect(ids()).toEqual(['T1', 'T2']);
    await user.click(screen.getAllByRole('button', { name: '展开子级' })[0]);
    expect(await screen.findByText('加载中…')).toBeInTheDocument();
    await waitFor(() => expect(ids()).toEqual(['T1', 'T1-1', 'T1-2', 'T1-3', 'T2']));
    // Clicking the toggle does not open the name cell's editor.
    expect(screen.queryByRole('textbox')).toBeNull();
    const child = bodyRows()[1];
    expect(child.querySelector('[data-key="name"]')).toHaveTextContent('T1-1');
    // Children sit one level deeper.
    expect((child.querySelector('[data-key="name"]') as HTMLElement).style.paddingLeft).toBe('20px');
  });

  it('collapses and re-expands without fetching again', async () => {
    let calls = 0;
    server.use(
      http.get('*/zw-lgb2/demo/treeTable/children', () => {
        calls += 1;
        return undefined;
      }),
    );
    const { user } = setup({ columns, dataSource: roots(), tree: { url: '/demo/treeTable/children' } });
    await user.click(screen.getAllByRole('button', { name: '展开子级' })[0]);
    await waitFor(() => expect(ids()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: '收起子级' }));
    expect(ids()).toEqual(['T1', 'T2']);
    await user.click(screen.getAllByRole('button', { name: '展开子级' })[0]);
    expect(ids()).toHaveLength(5);
    expect(calls).toBe(1);
  });

  it('sends the configured parent key and extra params', async () => {
    let seen: URLSearchParams | null = null;
    server.use(
      http.get('*/zw-lgb2/demo/treeTable/children', ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json({ success: true, code: 0, message: '', result: { records: [{ id: 'k1', name: '子' }], total: 1 }, timestamp: 0 });
      }),
    );
    const { user } = setup({ columns, dataSource: roots(), tree: { url: '/demo/treeTable/children', parentKey: 'pid', params: { tenant: 3 }, condition: '{"a":1}' } });
    await user.click(screen.getAllByRole('button', { name: '展开子级' })[1]);
    await waitFor(() => expect(ids()).toEqual(['T1', 'T2', 'k1']));
    expect(seen!.get('pid')).toBe('T2');
    expect(seen!.get('tenant')).toBe('3');
    expect(seen!.get('condition')).toBe('{"a":1}');
  });

  it('says 返回数据类型不识别 for an answer it cannot read and stays collapsed', async () => {
    const { user, onMessage } = setup({ columns, dataSource: roots(), tree: { url: '/demo/treeTable/children-bad' } });
    await user.click(screen.getAllByRole('button', { name: '展开子级' })[0]);
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('error', '返回数据类型不识别'));
    expect(ids()).toEqual(['T1', 'T2']);
    expect(screen.getAllByRole('button', { name: '展开子级' })).toHaveLength(2);
  });

  it('shows the server message of a failed answer as an error', async () => {
    server.use(http.get('*/zw-lgb2/demo/treeTable/children', () => HttpResponse.json({ success: false, code: 500, message: '查询失败', result: null, timestamp: 0 })));
    const { user, onMessage } = setup({ columns, dataSource: roots(), tree: { url: '/demo/treeTable/children' } });
    await user.click(screen.getAllByRole('button', { name: '展开子级' })[0]);
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('error', '查询失败'));
  });

  it('a row whose children turn out empty loses its expander', async () => {
    server.use(http.get('*/zw-lgb2/demo/treeTable/children', () => HttpResponse.json({ success: true, code: 0, message: '', result: [], timestamp: 0 })));
    const { user } = setup({ columns, dataSource: roots(), tree: { url: '/demo/treeTable/children' } });
    await user.click(screen.getAllByRole('button', { name: '展开子级' })[0]);
    await waitFor(() => expect(screen.getAllByRole('button', { name: '展开子级' })).toHaveLength(1));
    expect(ids()).toEqual(['T1', 'T2']);
  });

  it('has no remove button, and removing rows is an error', async () => {
    const { user, handle } = setup({ columns, dataSource: roots(), tree: { url: '/demo/treeTable/children' }, rowSelection: true });
    await user.click(screen.getByRole('checkbox', { name: '选择 1' }));
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(() => act(() => handle().removeRows('T1'))).toThrow(/tree mode/);
  });

  it('collects the loaded children too', async () => {
    const { user, handle } = setup({ columns, dataSource: roots(), tree: { url: '/demo/treeTable/children' } });
    await user.click(screen.getAllByRole('button', { name: '展开子级' })[0]);
    await waitFor(() => expect(ids()).toHaveLength(5));
    const { values } = await handle().getValues();
    expect(values.map((v) => v.id)).toEqual(['T1', 'T1-1', 'T1-2', 'T1-3', 'T2']);
  });
});
