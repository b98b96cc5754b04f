import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { SysUser } from '@/api/sys/user';
import { notifier } from '@/ui/notify';
import { saveButtonAuth, setUserInfo } from '@/session';
import { ListPage, useList, type ListColumn, type ListConfig, type ListPageProps, type QueryField } from '@/widgets/list';
import type { SuperQueryField } from '@/widgets/advanced-query';
import { StoryProviders } from '../../../../ladle/story-providers';
import { demoBackend, type DemoBackend, type DemoRow } from './demo-backend';
import { renderScreen } from '../../screen-harness';
import { deleteRow } from '../../list-screen';

const server = setupServer();
let backend: DemoBackend;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  backend = demoBackend();
  server.use(...backend.handlers);
});
afterEach(() => {
  server.resetHandlers();
  notifier.clear();
});

const URLS = { list: '/demo/list', delete: '/demo/delete', deleteBatch: '/demo/deleteBatch', exportXls: '/demo/exportXls' };
const COLUMNS: ListColumn<DemoRow>[] = [
  { field: 'name', title: '名称', sortable: true },
  { field: 'code', title: '编码', sortable: true },
];
const QUERY: QueryField[] = [{ name: 'name', label: '名称', mode: 'like' }];
const SUPER: SuperQueryField[] = [{ value: 'code', text: '编码' }];

type HarnessProps = Partial<Omit<ListPageProps<DemoRow>, 'spec'>> & { config?: Partial<ListConfig>; spec?: Partial<ListPageProps<DemoRow>['spec']> };

function Harness({ config, spec, ...props }: HarnessProps) {
  const list = useList<DemoRow>({ url: URLS, queryFields: QUERY, exportName: '演示', ...config });
  return <ListPage list={list} spec={{ columns: COLUMNS, queryFields: QUERY, superQueryFields: SUPER, ...spec }} queryRoles={null} onAdd={() => undefined} {...props} />;
}

function setup(props: HarnessProps = {}) {
  const user = renderScreen('/demo/list', <Harness {...props} />);
  return user;
}

const listCalls = () => backend.requests.filter((r) => r.path === 'list').length;
const rowNames = () => screen.getAllByRole('row').slice(1).map((r) => within(r).queryAllByRole('gridcell')[2]?.textContent ?? '');

describe('loading and paging', () => {
  it('loads page 1 of 10 sorted by createTime desc and shows the total', async () => {
    setup();
    expect(await screen.findByText('1-10 共25 条')).toBeInTheDocument();
    expect(Object.fromEntries(backend.last('list')!)).toMatchObject({ column: 'createTime', order: 'desc', pageNo: '1', pageSize: '10' });
    expect(rowNames()[0]).toBe('科室25');
    expect(screen.getAllByRole('row')).toHaveLength(11);
  });

  it('pages with the buttons, the size changer (back to page 1) and the quick jumper', async () => {
    const user = setup();
    await screen.findByText('1-10 共25 条');
    await user.click(screen.getByRole('button', { name: '转到第 2 页' }));
    expect(await screen.findByText('11-20 共25 条')).toBeInTheDocument();
    expect(backend.last('list')!.get('pageNo')).toBe('2');

    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    await user.click(await screen.findByRole('option', { name: '20 条/页' }));
    expect(await screen.findByText('1-20 共25 条')).toBeInTheDocument();
    expect(backend.last('list')!.get('pageSize')).toBe('20');

    await user.type(screen.getByRole('textbox', { name: '跳至页' }), '9{Enter}');
    expect(await screen.findByText('21-25 共25 条')).toBeInTheDocument();
  });

  it('numbers rows across pages in the # column', async () => {
    const user = setup();
    await screen.findByText('1-10 共25 条');
    await user.click(screen.getByRole('button', { name: '转到第 3 页' }));
    await screen.findByText('21-25 共25 条');
    expect(within(screen.getAllByRole('row')[1]).getAllByRole('gridcell')[1]).toHaveTextContent('21');
  });
});

describe('query form and sorting', () => {
  it('wraps a like field as *v*, goes back to page 1 and resets', async () => {
    const user = setup();
    await screen.findByText('1-10 共25 条');
    await user.click(screen.getByRole('button', { name: '转到第 2 页' }));
    await screen.findByText('11-20 共25 条');
    await user.type(screen.getByRole('textbox', { name: '名称' }), ' 处室 ');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('1-8 共8 条')).toBeInTheDocument();
    expect(backend.last('list')!.get('name')).toBe('*处室*');
    expect(backend.last('list')!.get('pageNo')).toBe('1');

    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(await screen.findByText('1-10 共25 条')).toBeInTheDocument();
    expect(backend.last('list')!.has('name')).toBe(false);
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveValue('');
  });

  it('loads again on every 查询 and 重置, even when the filter is unchanged', async () => {
    const user = setup();
    await screen.findByText('1-10 共25 条');
    expect(listCalls()).toBe(1);
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listCalls()).toBe(2));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listCalls()).toBe(3));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(listCalls()).toBe(4));
    // A changed filter loads once, not twice.
    await user.type(screen.getByRole('textbox', { name: '名称' }), '处室');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('1-8 共8 条')).toBeInTheDocument();
    expect(listCalls()).toBe(5);
  });

  it('sorts by a clicked column ascending, then descending, then back to the default', async () => {
    const user = setup();
    await screen.findByText('1-10 共25 条');
    const header = screen.getByRole('columnheader', { name: /编码/ });
    await user.click(header);
    await waitFor(() => expect(backend.last('list')!.get('column')).toBe('code'));
    expect(backend.last('list')!.get('order')).toBe('asc');
    await waitFor(() => expect(rowNames()[0]).toBe('科室01'));
    await user.click(header);
    await waitFor(() => expect(backend.last('list')!.get('order')).toBe('desc'));
    await user.click(header);
    await waitFor(() => expect(backend.last('list')!.get('column')).toBe('createTime'));
  });

  it('shows the server message when the list call fails (unknown sort column)', async () => {
    const user = setup({ spec: { columns: [...COLUMNS, { field: 'nope', title: '不存在', sortable: true }] } });
    await screen.findByText('1-10 共25 条');
    await user.click(screen.getByRole('columnheader', { name: /不存在/ }));
    expect(await screen.findByText('请注意，将要排序的列字段不存在：nope')).toBeInTheDocument();
  });
});

describe('selection and deleting', () => {
  it('asks for a selection before a batch delete', async () => {
    const user = setup();
    await screen.findByText('1-10 共25 条');
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument();
    expect(backend.requests.some((r) => r.path === 'deleteBatch')).toBe(false);
  });

  it('batch-deletes the selected ids (trailing comma) after the confirm, then clears the selection', async () => {
    const user = setup();
    await screen.findByText('1-10 共25 条');
    const boxes = screen.getAllByRole('checkbox', { name: '选择行' });
    await user.click(boxes[0]);
    await user.click(boxes[1]);
    expect(screen.getByText('已选择 2项')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const dialog = await screen.findByRole('dialog', { name: '确认删除' });
    expect(dialog).toHaveTextContent('是否删除选中数据?');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(backend.last('deleteBatch')!.get('ids')).toBe('r25,r24,');
    expect(await screen.findByText('1-10 共23 条')).toBeInTheDocument();
    expect(screen.queryByText(/已选择/)).not.toBeInTheDocument();
  });

  it('keeps the selection across pages and clears it with 清空', async () => {
    const user = setup();
    await screen.findByText('1-10 共25 条');
    await user.click(screen.getAllByRole('checkbox', { name: '选择行' })[0]);
    await user.click(screen.getByRole('button', { name: '转到第 2 页' }));
    await screen.findByText('11-20 共25 条');
    await user.click(screen.getAllByRole('checkbox', { name: '选择行' })[0]);
    expect(screen.getByText('已选择 2项')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.queryByText(/已选择/)).not.toBeInTheDocument();
  });

  it('deletes one row after 确定删除吗? and shows the server message; a failure shows its message', async () => {
    const user = setup();
    await screen.findByText('1-10 共25 条');
    await user.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '确定删除吗?' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(backend.last('delete')!.get('id')).toBe('r25');
    expect(await screen.findByText('1-10 共24 条')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '转到第 3 页' }));
    await screen.findByText('21-24 共24 条');
    const rows = screen.getAllByRole('row');
    await deleteRow(user, rows[rows.length - 1]);
    expect(await screen.findByText('删除失败!')).toBeInTheDocument();
  });

  it('cancelling the row confirm deletes nothing', async () => {
    const user = setup();
    await screen.findByText('1-10 共25 条');
    await user.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确定删除吗?' })).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requests.some((r) => r.path === 'delete')).toBe(false);
  });

  it('steps back a page when the last row of the last page goes', async () => {
    backend.rows = backend.rows.slice(0, 21);
    // r1 fails on purpose in the demo backend; make the oldest row deletable here.
    backend.rows[0].id = 'x1';
    const user = setup();
    await screen.findByText('1-10 共21 条');
    await user.click(screen.getByRole('button', { name: '转到第 3 页' }));
    await screen.findByText('21-21 共21 条');
    await deleteRow(user, screen.getAllByRole('row')[1]);
    expect(await screen.findByText('11-20 共20 条')).toBeInTheDocument();
  });
});

describe('row actions of the screen', () => {
  it('shows them in the pinned actions column between 编辑 and 删除, per row, and runs them on click', async () => {
    const opened: string[] = [];
    const user = setup({
      onEdit: () => undefined,
      rowActions: (row) => [{ label: '授权', onClick: () => opened.push(row.id) }, ...(row.id === 'r25' ? [{ label: '冻结', onClick: () => opened.push(`freeze ${row.id}`) }] : [])],
    });
    await screen.findByText('1-10 共25 条');
    const [first, second] = screen.getAllByRole('row').slice(1);
    const actionsOf = (row: HTMLElement) => within(row.querySelector<HTMLElement>('[data-field="__actions"]')!).getAllByRole('button').map((b) => b.textContent);
    expect(actionsOf(first)).toEqual(['编辑', '授权', '冻结', '删除']);
    expect(actionsOf(second)).toEqual(['编辑', '授权', '删除']);
    await user.click(within(first).getByRole('button', { name: '冻结' }));
    await user.click(within(second).getByRole('button', { name: '授权' }));
    expect(opened).toEqual(['freeze r25', 'r24']);
  });
});

describe('configuration errors', () => {
  it('says 请设置url.list属性! without a list url', async () => {
    setup({ config: { url: {} } });
    expect(await screen.findByText('请设置url.list属性!')).toBeInTheDocument();
    expect(listCalls()).toBe(0);
  });

  it('says 请设置url.delete属性! and 请设置url.deleteBatch属性! when a delete is asked for without its url', async () => {
    function Bare() {
      const list = useList<DemoRow>({ url: { list: URLS.list } });
      return (
        <>
          <button onClick={() => void list.deleteOne('r2')}>del</button>
          <button onClick={() => void list.batchDelete()}>batch</button>
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(
      <StoryProviders>
        <Bare />
      </StoryProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'del' }));
    expect(await screen.findByText('请设置url.delete属性!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'batch' }));
    expect(await screen.findByText('请设置url.deleteBatch属性!')).toBeInTheDocument();
  });
});

describe('export', () => {
  let saved: Blob[] = [];
  let names: string[] = [];
  beforeEach(() => {
    saved = [];
    names = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      saved.push(b as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads with the applied filter, the advanced query and the selection, named after the page', async () => {
    const user = setup();
    await screen.findByText('1-10 共25 条');
    await user.type(screen.getByRole('textbox', { name: '名称' }), '科室');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByText('1-10 共17 条');
    await user.click(screen.getAllByRole('checkbox', { name: '选择行' })[0]);
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(names).toEqual(['演示.xls']));
    const params = backend.last('exportXls')!;
    expect(params.get('name')).toBe('*科室*');
    expect(params.get('selections')).toBe('r25');
    expect(params.get('column')).toBe('createTime');
    expect(saved[0].size).toBeGreaterThan(0);
  });

  it('says 文件下载失败 for an empty file', async () => {
    const user = setup();
    await screen.findByText('1-10 共25 条');
    await user.type(screen.getByRole('textbox', { name: '名称' }), 'empty');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('文件下载失败')).toBeInTheDocument();
    expect(names).toEqual([]);
  });
});

describe('advanced query, roles and permissions', () => {
  it('sends the advanced query, marks the button active and resets to page 1', async () => {
    const user = setup();
    await screen.findByText('1-10 共25 条');
    await user.click(screen.getByRole('button', { name: '高级查询' }));
    const dialog = await screen.findByRole('dialog', { name: '高级查询构造器' });
    await user.click(within(dialog).getByRole('combobox', { name: '查询字段' }));
    await user.click(await screen.findByRole('option', { name: '编码' }));
    await user.click(within(dialog).getByRole('combobox', { name: '匹配规则' }));
    await user.click(await screen.findByRole('option', { name: '以..开始' }));
    await user.type(within(dialog).getByRole('textbox', { name: '值' }), 'C00');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    expect(await screen.findByText('1-9 共9 条')).toBeInTheDocument();
    const sent = backend.last('list')!;
    expect(JSON.parse(decodeURIComponent(sent.get('superQueryParams')!))).toEqual([{ field: 'code', rule: 'right_like', val: 'C00' }]);
    expect(sent.get('superQueryMatchType')).toBe('and');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '高级查询' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides the query form and advanced query from roles other than province_admin and admin', async () => {
    setUserInfo({ id: 'u', username: 'editor', realname: '编辑', status: 1, delFlag: 0, roleCode: 'content_editor' } as SysUser);
    setup({ queryRoles: undefined });
    await screen.findByText('1-10 共25 条');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '高级查询' })).not.toBeInTheDocument();
  });

  it('shows them to province_admin', async () => {
    setUserInfo({ id: 'u', username: 'jeecg', realname: '陈', status: 1, delFlag: 0, roleCode: 'province_admin' } as SysUser);
    setup({ queryRoles: undefined });
    await screen.findByText('1-10 共25 条');
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '高级查询' })).toBeInTheDocument();
  });

  it('shows only the buttons the permission prefix grants', async () => {
    saveButtonAuth([{ action: 'demo:add', type: '1', describe: '新增' }, { action: 'demo:export', type: '1', describe: '导出' }], []);
    setup({ spec: { permissionPrefix: 'demo' } });
    await screen.findByText('1-10 共25 条');
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量删除' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: '删除' })).toHaveLength(0);
  });
});
