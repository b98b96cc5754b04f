/**
 * Editable table: one story per column type, the table's states, and
 * `TenThousandRows` (10,000 rows × 20 columns) which the benchmark opens as
 * `editable-table--ten-thousand-rows`. No default title, so story ids keep
 * the file name prefix.
 */
import type { Story } from '@ladle/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { http, HttpResponse } from 'msw';
import { EditableTable, type ColumnType, type EditableColumn, type EditableTableHandle, type RowValues } from '@/widgets/editable-table';
import { editableTableDemoHandlers, treeDemoRoots } from '../fake-server/handlers/editable-table-demo';
import { shows, type ShownRole } from './story-shows';

const SEX = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
];
const LEVEL = [
  { value: 'L', text: '一般消息' },
  { value: 'M', text: '重要消息' },
  { value: 'H', text: '紧急消息' },
];

const name: EditableColumn = { key: 'name', title: '名称', type: 'input', placeholder: '请输入${title}', validateRules: [{ required: true, message: '${title}不能为空' }] };

/** The column each type story shows next to the name column. */
const TYPE_COLUMNS: Record<ColumnType, EditableColumn> = {
  input: { key: 'value', title: '输入框', type: 'input', placeholder: '请输入${title}' },
  inputNumber: { key: 'value', title: '数字', type: 'inputNumber', placeholder: '请输入${title}', statistics: ['sum'] },
  checkbox: { key: 'value', title: '启用', type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true },
  select: { key: 'value', title: '下拉框', type: 'select', options: LEVEL, placeholder: '请选择${title}' },
  sel_depart: { key: 'value', title: '部门', type: 'sel_depart', placeholder: '请点击选择层级' },
  sel_user: { key: 'value', title: '用户', type: 'sel_user', placeholder: '请先选择用户' },
  date: { key: 'value', title: '日期', type: 'date' },
  datetime: { key: 'value', title: '时间', type: 'datetime' },
  time: { key: 'value', title: '时刻', type: 'time' },
  input_pop: { key: 'value', title: '弹出输入', type: 'input_pop' },
  textarea: { key: 'value', title: '多行文本', type: 'textarea' },
  upload: { key: 'value', title: '附件', type: 'upload', token: true, responseName: 'message' },
  file: { key: 'value', title: '文件', type: 'file' },
  image: { key: 'value', title: '图片', type: 'image' },
  popup: { key: 'value', title: '弹窗', type: 'popup', popupCode: 'demo', field: 'value', orgFields: 'code', destFields: 'value' },
  radio: { key: 'value', title: '性别', type: 'radio', options: SEX, width: 160 },
  list_multi: { key: 'value', title: '多选', type: 'list_multi', options: LEVEL, width: 180 },
  sel_search: { key: 'value', title: '搜索选择', type: 'sel_search', options: LEVEL },
  sel_search_async: { key: 'value', title: '异步搜索', type: 'sel_search_async', dict: 'sys_depart,depart_name,id' },
  slot: { key: 'value', title: '插槽', type: 'slot', slot: 'badge' },
  hidden: { key: 'value', title: '隐藏', type: 'hidden', defaultValue: 'h' },
};

const SAMPLE: Partial<Record<ColumnType, unknown[]>> = {
  input: ['甲', '乙', ''],
  inputNumber: [12, 3.5, null],
  checkbox: ['Y', 'N', 'Y'],
  select: ['L', 'H', ''],
  date: ['2025-01-06', '2025-02-01', ''],
  datetime: ['2025-01-06 09:00:00', '', ''],
  time: ['09:30:00', '18:00:00', ''],
  radio: ['1', '2', ''],
  list_multi: ['L,M', 'H', ''],
  sel_search: ['M', '', ''],
  file: ['temp/通知附件_1736132400.pdf', '', ''],
  upload: [{ name: '年度报告.docx', status: 'done', percent: 100, path: 'temp/年度报告.docx' }, '', ''],
};

function typeRows(type: ColumnType): RowValues[] {
  return [0, 1, 2].map((i) => ({ id: `r${i + 1}`, name: `第${i + 1}行`, value: SAMPLE[type]?.[i] ?? '' }));
}

function Frame({ children, note }: { children: React.ReactNode; note?: string }) {
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

function TypeStory({ type }: { type: ColumnType }) {
  const columns = useMemo(() => [name, TYPE_COLUMNS[type]], [type]);
  const data = useMemo(() => typeRows(type), [type]);
  return (
    <Frame note={`type: ${type}`}>
      <EditableTable
        columns={columns}
        dataSource={data}
        rowNumber
        rowSelection
        dragSort
        slots={{ badge: ({ row }) => <Typography variant="caption">{String(row.name)} ✓</Typography> }}
      />
    </Frame>
  );
}

/**
 * A story of one column type: its note, the column's title and sample cells, three data rows under the
 * header (and a statistics row where the column sums).
 */
function typeStory(type: ColumnType, cells: string[], roles: ShownRole[] = []): Story {
  const S: Story = () => <TypeStory type={type} />;
  const title = TYPE_COLUMNS[type].title;
  const rows = TYPE_COLUMNS[type].statistics ? 5 : 4;
  return shows(S, {
    text: [`type: ${type}`, '第1行', '第2行', '第3行', ...cells],
    roles: [...(type === 'hidden' ? [] : [{ role: 'columnheader', name: title }]), { role: 'row', count: rows }, ...roles],
    absent: type === 'hidden' ? [title] : ['暂无数据'],
  });
}

const dictHandlers = [
  http.get('*/zw-lgb2/sys/dict/loadDict/:code', ({ request }) => {
    const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
    const all = ['办公室', '财务处', '信息科', '人事处', '宣传科'].map((t, i) => ({ value: `D${i + 1}`, text: t }));
    return HttpResponse.json({ success: true, code: 200, message: '', result: all.filter((d) => d.text.includes(keyword)), timestamp: Date.now() });
  }),
  http.get('*/zw-lgb2/sys/dict/loadDictItem/:code', () => HttpResponse.json({ success: true, code: 200, message: '', result: [], timestamp: Date.now() })),
];

export const Input = typeStory('input', ['甲', '乙']);
export const InputNumber = typeStory('inputNumber', ['12', '3.5', '统计', '15.5']);
export const Checkbox = typeStory('checkbox', [], [{ role: 'checkbox', name: '启用', count: 3 }]);
export const Select = typeStory('select', ['一般消息', '紧急消息']);
export const SelDepart = typeStory('sel_depart', ['请点击选择层级']);
export const SelUser = typeStory('sel_user', ['请先选择用户']);
export const DateCell = typeStory('date', ['2025-01-06', '2025-02-01']);
export const Datetime = typeStory('datetime', ['2025-01-06 09:00:00']);
export const Time = typeStory('time', ['09:30:00', '18:00:00']);
export const InputPop = typeStory('input_pop', []);
export const Textarea = typeStory('textarea', []);
export const Upload = typeStory('upload', ['年度报告.']);
export const File = typeStory('file', ['通知附件_']);
export const Image = typeStory('image', ['上传']);
export const Popup = typeStory('popup', []);
export const Radio = typeStory('radio', ['男', '女'], [{ role: 'radio', name: '男', count: 3 }, { role: 'radio', name: '女', count: 3 }]);
export const ListMulti = typeStory('list_multi', ['一般消息+1', '紧急消息']);
export const SelSearch = typeStory('sel_search', ['重要消息']);
export const SelSearchAsync = typeStory('sel_search_async', []);
SelSearchAsync.msw = dictHandlers;
export const Slot = typeStory('slot', ['第1行 ✓', '第3行 ✓']);
export const Hidden = typeStory('hidden', []);

export const Empty: Story = () => (
  <Frame>
    <EditableTable columns={[name, TYPE_COLUMNS.select]} dataSource={[]} rowNumber rowSelection />
  </Frame>
);
shows(Empty, { text: ['暂无数据', '名称', '下拉框'], roles: [{ role: 'checkbox', name: '全选', disabled: true }], absent: ['第1行'] });

export const Loading: Story = () => (
  <Frame>
    <EditableTable columns={[name, TYPE_COLUMNS.select]} dataSource={typeRows('select')} loading rowNumber />
  </Frame>
);
shows(Loading, { text: ['第1行', '一般消息'], roles: [{ role: 'progressbar' }] });

export const Disabled: Story = () => (
  <Frame note="disabledRows: { name: '第2行' } — row 2 cannot be selected or edited">
    <EditableTable
      columns={[name, TYPE_COLUMNS.select, { ...TYPE_COLUMNS.checkbox, key: 'enabled' }]}
      dataSource={typeRows('select').map((r, i) => ({ ...r, value: i === 0 ? 'L' : 'H', enabled: i === 1 ? 'N' : 'Y' }))}
      disabledRows={{ name: '第2行' }}
      rowNumber
      rowSelection
      dragSort
      toolbarButtons={['add', 'remove', 'clearSelection', 'collapse']}
    />
  </Frame>
);
shows(Disabled, { text: ['第1行', '第2行', '第3行'], roles: [{ role: 'row', name: /第2行/, disabled: true }, { role: 'checkbox', name: '选择 2', disabled: true }, { role: 'checkbox', name: '选择 1', disabled: false }] });

export const ValidationFailed: Story = () => {
  const ref = useRef<EditableTableHandle>(null);
  useEffect(() => {
    void ref.current?.validate();
  }, []);
  const columns: EditableColumn[] = [
    name,
    { key: 'mobile', title: '手机号', type: 'input', validateRules: [{ pattern: 'm', message: '请输入正确的${title}' }] },
    { key: 'code', title: '编码', type: 'input', validateRules: [{ unique: true, message: '${title}不能重复' }] },
    { key: 'amount', title: '金额', type: 'inputNumber', validateRules: [{ pattern: 'money', message: '${title}最多两位小数' }], statistics: ['sum'] },
  ];
  return (
    <Frame note="validate() ran on mount; hover a red cell for its message">
      <EditableTable
        ref={ref}
        columns={columns}
        dataSource={[
          { id: 'a', name: '', mobile: '12345', code: 'X1', amount: 1.234 },
          { id: 'b', name: '乙', mobile: '13800138000', code: 'X1', amount: 20 },
        ]}
        rowNumber
      />
    </Frame>
  );
};
shows(ValidationFailed, {
  text: ['12345', '13800138000', 'X1', '统计'],
  roles: [
    { role: 'columnheader', name: '手机号' },
    { role: 'columnheader', name: '金额' },
    { role: 'gridcell', name: '12345', invalid: true },
    { role: 'gridcell', name: 'X1', count: 2, invalid: true },
    { role: 'gridcell', name: '13800138000', invalid: false },
  ],
});

export const Tree: Story = () => (
  <Frame note="rows with hasChildren load their children from GET /demo/treeTable/children on first expand">
    <EditableTable
      columns={[
        { key: 'name', title: '名称', type: 'input', width: 220 },
        { key: 'code', title: '编码', type: 'input' },
        { key: 'sortNo', title: '排序', type: 'inputNumber' },
      ]}
      dataSource={treeDemoRoots() as unknown as RowValues[]}
      tree={{ url: '/demo/treeTable/children' }}
      rowNumber
    />
  </Frame>
);
Tree.msw = editableTableDemoHandlers;
shows(Tree, { text: ['综合处', '办公室', '信息科', 'T1', 'T3'], roles: [{ role: 'columnheader', name: '编码' }] });

export const Statistics: Story = () => (
  <Frame>
    <EditableTable
      columns={[
        name,
        { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum', 'average'] },
        { key: 'price', title: '单价', type: 'inputNumber', statistics: ['average'] },
      ]}
      dataSource={Array.from({ length: 12 }, (_, i) => ({ id: `s${i}`, name: `物品${i + 1}`, qty: i + 1, price: (i + 1) * 1.5 }))}
      rowNumber
      rowSelection
    />
  </Frame>
);
shows(Statistics, { text: ['物品1', '物品11', '统计', '78', '6.5', '9.75'], roles: [{ role: 'row', name: '统计' }] });

// ---- 10,000 rows × 20 columns ------------------------------------------------

const BIG_TYPES: ColumnType[] = [
  'input', 'input', 'input', 'input', 'input', 'inputNumber', 'inputNumber', 'inputNumber', 'select', 'select',
  'checkbox', 'date', 'datetime', 'time', 'list_multi', 'sel_search', 'textarea', 'sel_user', 'sel_depart', 'input_pop',
];

const BIG_COLUMNS: EditableColumn[] = BIG_TYPES.map((type, i) => ({
  key: `c${i}`,
  title: `列${i + 1}`,
  type,
  options: type === 'select' || type === 'list_multi' || type === 'sel_search' ? LEVEL : undefined,
  customValue: type === 'checkbox' ? ['Y', 'N'] : undefined,
  statistics: i === 5 ? ['sum', 'average'] : undefined,
  validateRules: i === 0 ? [{ required: true, message: '${title}不能为空' }] : i === 6 ? [{ pattern: 'n', message: '${title}必须是数字' }] : undefined,
}));

function bigValue(type: ColumnType, r: number, c: number): unknown {
  switch (type) {
    case 'inputNumber':
      return (r * 7 + c) % 1000;
    case 'select':
    case 'sel_search':
      return LEVEL[(r + c) % 3].value;
    case 'list_multi':
      return r % 2 ? 'L,M' : 'H';
    case 'checkbox':
      return r % 3 ? 'Y' : 'N';
    case 'date':
      return `2025-${String((r % 12) + 1).padStart(2, '0')}-${String((r % 28) + 1).padStart(2, '0')}`;
    case 'datetime':
      return `2025-01-${String((r % 28) + 1).padStart(2, '0')} 09:${String(r % 60).padStart(2, '0')}:00`;
    case 'time':
      return `${String(r % 24).padStart(2, '0')}:30:00`;
    default:
      return `行${r + 1}-${c + 1}`;
  }
}

function makeBigRows(count = 10000): RowValues[] {
  const rows: RowValues[] = new Array(count);
  for (let r = 0; r < count; r += 1) {
    const row: RowValues = { id: `big${r}` };
    for (let c = 0; c < BIG_TYPES.length; c += 1) row[`c${c}`] = bigValue(BIG_TYPES[c], r, c);
    rows[r] = row;
  }
  return rows;
}

declare global {
  interface Window {
    __etBench?: { dataMs: number; start: number; commit?: number; paint?: number };
  }
}

/** The benchmark's story: it records when the table starts rendering, commits and first paints. */
export const TenThousandRows: Story = () => {
  const [rows] = useState(() => {
    const t0 = performance.now();
    const made = makeBigRows();
    window.__etBench = { dataMs: performance.now() - t0, start: performance.now() };
    return made;
  });
  useLayoutEffect(() => {
    const bench = window.__etBench;
    if (!bench || bench.commit !== undefined) return;
    bench.commit = performance.now();
    // The first frame after the commit: a task queued from rAF runs after that frame's paint.
    requestAnimationFrame(() => setTimeout(() => (bench.paint = performance.now()), 0));
  }, []);
  return (
    <Frame note="10,000 rows × 20 columns">
      <EditableTable columns={BIG_COLUMNS} dataSource={rows} rowNumber rowSelection dragSort ariaLabel="10000 rows" />
    </Frame>
  );
};
shows(TenThousandRows, { text: ['10,000 rows × 20 columns', '行1-1', '行2-20'], roles: [{ role: 'columnheader', name: '列20' }] });
