import type { Story } from '@ladle/react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { delay, http, HttpResponse } from 'msw';
import { ListPage, ListPagination, ListQueryForm, useList, type ListColumn, type ListConfig, type ListPageProps, type QueryField } from '@/widgets/list';
import type { SuperQueryField } from '@/widgets/advanced-query';
import { demoBackend, demoRows, type DemoRow } from '../tests/component/widgets/list/demo-backend';
import { shows } from './story-shows';

export default { title: 'List helper' };

const URLS = { list: '/demo/list', delete: '/demo/delete', deleteBatch: '/demo/deleteBatch', exportXls: '/demo/exportXls' };
const COLUMNS: ListColumn<DemoRow>[] = [
  { field: 'name', title: '名称', sortable: true },
  { field: 'code', title: '编码', sortable: true },
  { field: 'createTime', title: '创建时间', sortable: true, width: 190 },
];
const QUERY: QueryField[] = [
  { name: 'name', label: '名称', mode: 'like' },
  { name: 'createTime', label: '创建时间', type: 'dateRange' },
];
const SUPER: SuperQueryField[] = [
  { value: 'name', text: '名称' },
  { value: 'code', text: '编码' },
  { value: 'createTime', text: '创建时间', type: 'datetime' },
];

type DemoProps = Partial<Omit<ListPageProps<DemoRow>, 'spec'>> & { config?: Partial<ListConfig>; note?: string; spec?: Partial<ListPageProps<DemoRow>['spec']> };

/** A list page over the demo backend; every story brings its own handlers (Story.msw). */
function Demo({ config, note, spec, ...props }: DemoProps) {
  const list = useList<DemoRow>({ url: URLS, queryFields: QUERY, exportName: '演示列表', ...config });
  return (
    <Paper sx={{ p: 2 }}>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {note}
        </Typography>
      )}
      <ListPage list={list} spec={{ columns: COLUMNS, queryFields: QUERY, superQueryFields: SUPER, ...spec }} label="演示列表" queryRoles={null} onAdd={() => undefined} onDetail={() => undefined} {...props} />
    </Paper>
  );
}

/** Filled: 25 rows, paging, sorting, query form, selection, delete (r1 fails), export. */
export const Filled: Story = shows(() => <Demo note="Rows are served by the fake server's query helper: try 名称 处室, sorting, 高级查询, 导出, deleting the oldest row (fails)." />, { text: ['科室25', 'C025', '2025-01-25 09:00:00', '处室24'], roles: [{ role: 'grid', name: '演示列表' }, { role: 'row', count: 11 }, { role: 'button', name: '高级查询' }], absent: ['暂无数据'] });
Filled.msw = demoBackend().handlers;

export const Empty: Story = shows(() => <Demo />, { text: ['暂无数据'], roles: [{ role: 'grid', name: '演示列表' }, { role: 'row', count: 1 }] });
Empty.msw = demoBackend([]).handlers;

export const Loading: Story = shows(() => <Demo />, { roles: [{ role: 'grid', name: '演示列表' }, { role: 'row', count: 1 }], absent: ['暂无数据', '科室'] });
Loading.msw = [
  http.get('*/zw-lgb2/demo/list', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

/** The backend answers success:false: the message shows as a warning and the grid stays empty. */
export const ServerFailure: Story = shows(() => <Demo />, { text: ['操作失败，数据库连接超时', '暂无数据'], roles: [{ role: 'row', count: 1 }] });
ServerFailure.msw = [
  http.get('*/zw-lgb2/demo/list', () => HttpResponse.json({ success: false, code: 500, message: '操作失败，数据库连接超时', result: null, timestamp: Date.now() })),
];

/** An HTTP 500 from the gateway: the client's error catalogue shows it. */
export const HttpFailure: Story = shows(() => <Demo />, { text: ['服务器内部错误', '暂无数据'], roles: [{ role: 'row', count: 1 }] });
HttpFailure.msw = [http.get('*/zw-lgb2/demo/list', () => HttpResponse.json({ status: 500, error: 'Internal Server Error', message: '服务器内部错误' }, { status: 500 }))];

/** No url.list: 请设置url.list属性! and nothing loads. */
export const MissingListUrl: Story = shows(() => <Demo config={{ url: {} }} />, { text: ['请设置url.list属性!', '暂无数据'], roles: [{ role: 'row', count: 1 }] });

/**
 * The role gate on: a user outside the query roles sees no query form or advanced query. Stories run
 * as 管理员 (role admin), so the gate here admits province_admin only.
 */
export const QueryHiddenForRole: Story = shows(() => <Demo queryRoles={['province_admin']} note="管理员 holds role admin, not province_admin: the query features are hidden." />, { text: ['科室25', 'C025'], roles: [{ role: 'row', count: 11 }, { role: 'button', name: '查询', count: 0 }], absent: ['高级查询', '创建时间（起）'] });
QueryHiddenForRole.msw = demoBackend().handlers;

/** Read-only: no delete urls, no selection actions beyond export. */
export const ReadOnly: Story = shows(() => <Demo config={{ url: { list: URLS.list, exportXls: URLS.exportXls } }} onAdd={undefined} />, { text: ['科室08', '科室01', '详情'], roles: [{ role: 'row', count: 9 }, { role: 'button', name: '导出' }], absent: ['删除', '新增'] });
ReadOnly.msw = demoBackend(demoRows(8)).handlers;

export const Pagination: Story = () => {
  const [page, setPage] = useState(2);
  const [size, setSize] = useState(10);
  return <ListPagination page={page} pageSize={size} total={87} onPageChange={setPage} onPageSizeChange={(n) => {
        setSize(n);
        setPage(1);
      }} />;
};
shows(Pagination, { text: ['11-20 共87 条'], roles: [{ role: 'button', name: '转到上一页', disabled: false }] });

export const PaginationEmpty: Story = shows(() => <ListPagination page={1} pageSize={10} total={0} onPageChange={() => undefined} onPageSizeChange={() => undefined} />, { text: ['0-0 共0 条'], roles: [{ role: 'button', name: '转到上一页', disabled: true }, { role: 'button', name: '转到下一页', disabled: true }] });

export const QueryForm: Story = () => {
  const [values, setValues] = useState<Record<string, unknown>>({ name: '处室', createTime: ['2025-01-01', ''] });
  const [sent, setSent] = useState('');
  return (
    <Box>
      <ListQueryForm fields={QUERY} values={values} onChange={(k, v) => setValues((s) => ({ ...s, [k]: v }))} onSearch={() => setSent(JSON.stringify(values))} onReset={() => setValues({})} />
      <Typography variant="body2">{sent || '查询 shows the submitted values here'}</Typography>
    </Box>
  );
};
shows(QueryForm, { text: ['查询 shows the submitted values here', '2025-01-01'], roles: [{ role: 'textbox', name: '名称' }, { role: 'button', name: '查询' }, { role: 'button', name: '重置' }] });

const LONG_NAMES = ['关于开展2026年全省网站内容安全专项检查工作的通知', '省局办公室', '关于印发《政务新媒体管理办法》的通知（试行）', '干部任免公示'];
const wideRows = demoRows(12).map((r, i) => ({ ...r, name: `${LONG_NAMES[i % LONG_NAMES.length]}${i + 1}` }));
const WIDE_COLUMNS: ListColumn<DemoRow>[] = [
  { field: 'name', title: '标题', sortable: true, main: true },
  { field: 'code', title: '编码', sortable: true },
  { field: 'createTime', title: '创建时间', sortable: true },
];

/**
 * One list at the widths of a 1024, 1440 and 1920 px screen's content area (side menu and margins
 * taken off): columns size to their content, 标题 takes the rest (two lines, tooltip when cut),
 * and 操作 stays pinned to the right edge when the columns need more room than there is.
 */
export const ThreeWidths: Story = () => (
  <Box sx={{ display: 'grid', gap: 3 }}>
    {[
      { screen: 1024, content: 1024 - 208 - 48 },
      { screen: 1440, content: 1440 - 208 - 48 },
      { screen: 1920, content: 1920 - 208 - 48 },
    ].map(({ screen, content }) => (
      <Box key={screen} sx={{ width: content }}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {screen} px
        </Typography>
        <Demo spec={{ columns: WIDE_COLUMNS }} onEdit={() => undefined} />
      </Box>
    ))}
  </Box>
);
ThreeWidths.msw = demoBackend(wideRows).handlers;
shows(ThreeWidths, { text: ['1024 px', '1440 px', '1920 px', '干部任免公示12', '关于开展2026年全省网站内容安全专项检查工作的通知9'], roles: [{ role: 'grid', count: 3 }] });
