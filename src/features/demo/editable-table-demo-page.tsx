/**
 * Demo screen `demo/EditableTableDemo` (/demo/editable-table): a notice form
 * with two sub-tables (attachments, parameters) in tabs and a 收集数据
 * button that validates both and shows what getValues() returns; a failing
 * cell switches to its tab. Below, a tree sub-table over the demo tree GET.
 */
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEMO_API } from '@/api/demo';
import { notify } from '@/ui/notify';
import { EditableTable, type EditableColumn, type EditableTableHandle, type MessageLevel, type RowValues, type ValidationFailure } from '@/widgets/editable-table';

const LEVEL = [
  { value: 'L', text: '一般消息' },
  { value: 'M', text: '重要消息' },
  { value: 'H', text: '紧急消息' },
];

const ATTACHMENT_COLUMNS: EditableColumn[] = [
  { key: 'fileName', title: '文件名', type: 'input', width: 180, placeholder: '请输入${title}', validateRules: [{ required: true, message: '请输入${title}' }] },
  { key: 'file', title: '附件', type: 'upload', width: 200, token: true },
  { key: 'level', title: '级别', type: 'select', options: LEVEL, defaultValue: 'L' },
  { key: 'publishDate', title: '发布日期', type: 'date' },
  { key: 'contact', title: '联系电话', type: 'input', width: 150, validateRules: [{ pattern: 'm', message: '请输入正确的手机号码' }] },
  { key: 'orderNum', title: '排序', type: 'hidden' },
];

const PARAM_COLUMNS: EditableColumn[] = [
  { key: 'paramKey', title: '参数名', type: 'input', width: 160, validateRules: [{ required: true, message: '请输入${title}' }, { unique: true, message: '${title}不能重复' }] },
  { key: 'paramValue', title: '参数值', type: 'input', width: 160 },
  { key: 'amount', title: '数值', type: 'inputNumber', statistics: ['sum', 'average'], validateRules: [{ pattern: 'money', message: '${title}最多两位小数' }] },
  { key: 'enabled', title: '启用', type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true, width: 80 },
  { key: 'kinds', title: '适用范围', type: 'list_multi', options: LEVEL, width: 180 },
  { key: 'runAt', title: '执行时间', type: 'time' },
];

const TREE_COLUMNS: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input', width: 240 },
  { key: 'code', title: '编码', type: 'input' },
  { key: 'sortNo', title: '排序', type: 'inputNumber' },
];

const ATTACHMENTS: RowValues[] = [
  { id: 'att-1', fileName: '年度工作要点', file: '', level: 'M', publishDate: '2025-01-06', contact: '13800138000', orderNum: 1 },
  { id: 'att-2', fileName: '会议纪要', file: '', level: 'L', publishDate: '2025-01-08', contact: '', orderNum: 2 },
];

const PARAMS: RowValues[] = [
  { id: 'p-1', paramKey: 'timeout', paramValue: '9000', amount: 12.5, enabled: 'Y', kinds: 'L,M', runAt: '09:00:00' },
  { id: 'p-2', paramKey: 'retry', paramValue: '3', amount: 3, enabled: 'N', kinds: 'H', runAt: '18:30:00' },
];

const TREE_ROOTS: RowValues[] = [1, 2, 3].map((i) => ({ id: `T${i}`, parentId: '', name: `一级部门T${i}`, code: `T${i}`, sortNo: i, hasChildren: true }));

const toast = (level: MessageLevel, message: string) => notify[level](message);

function isFailure(e: unknown): e is ValidationFailure {
  return typeof e === 'object' && e !== null && 'key' in e && 'message' in e;
}

export default function EditableTableDemoPage({ title = '可编辑表格' }: { title?: string }) {
  const [noticeTitle, setNoticeTitle] = useState('关于做好年度工作的通知');
  const [tab, setTab] = useState(0);
  const [collected, setCollected] = useState<string>('');
  const [failure, setFailure] = useState<string>('');
  const attachments = useRef<EditableTableHandle>(null);
  const params = useRef<EditableTableHandle>(null);

  const collect = async () => {
    setFailure('');
    try {
      const [a, p] = await Promise.all([attachments.current!.getValues({ validate: true }), params.current!.getValues({ validate: true })]);
      setCollected(JSON.stringify({ title: noticeTitle, attachments: a, params: p }, null, 2));
    } catch (e) {
      if (!isFailure(e)) throw e;
      if (e.tabIndex !== undefined) setTab(e.tabIndex);
      const text = `第${e.rowIndex + 1}行「${e.column}」：${e.message}`;
      setFailure(text);
      setCollected('');
      notify.warning(text);
    }
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h1">
        {title}
      </Typography>
      <Card variant="outlined">
        <CardHeader title="通知" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} sx={{ pb: 0 }} />
        <CardContent>
          <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), void collect())}>
            <TextField label="通知标题" size="small" value={noticeTitle} onChange={(e) => setNoticeTitle(e.target.value)} sx={{ maxWidth: 480 }} />
            <Box>
              <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label="子表">
                <Tab label="附件" id="et-tab-0" aria-controls="et-panel-0" />
                <Tab label="参数" id="et-tab-1" aria-controls="et-panel-1" />
              </Tabs>
              {/* Both tables stay mounted so 收集数据 can read the hidden one too. */}
              <Box role="tabpanel" id="et-panel-0" aria-labelledby="et-tab-0" hidden={tab !== 0} sx={{ pt: 1.5 }}>
                <EditableTable
                  ref={attachments}
                  ariaLabel="附件"
                  draftName="attachments"
                  columns={ATTACHMENT_COLUMNS}
                  dataSource={ATTACHMENTS}
                  formTabIndex={0}
                  rowNumber
                  rowSelection
                  dragSort
                  toolbarButtons={['add', 'remove', 'clearSelection', 'collapse']}
                  onMessage={toast}
                />
              </Box>
              <Box role="tabpanel" id="et-panel-1" aria-labelledby="et-tab-1" hidden={tab !== 1} sx={{ pt: 1.5 }}>
                <EditableTable ref={params} ariaLabel="参数" draftName="params" columns={PARAM_COLUMNS} dataSource={PARAMS} formTabIndex={1} rowNumber rowSelection dragSort onMessage={toast} />
              </Box>
            </Box>
            <Box>
              <Button type="submit" variant="contained">
                收集数据
              </Button>
            </Box>
            {failure ? <Alert severity="warning">{failure}</Alert> : null}
            {collected ? (
              <Box component="pre" aria-label="收集结果" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', maxHeight: 360, fontSize: 12 }}>
                {collected}
              </Box>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title="树形子表" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} sx={{ pb: 0 }} />
        <CardContent>
          <EditableTable ariaLabel="树形子表" columns={TREE_COLUMNS} dataSource={TREE_ROOTS} tree={{ url: DEMO_API.treeTableChildren }} rowNumber toolbar={false} onMessage={toast} />
        </CardContent>
      </Card>
    </Stack>
  );
}
