import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { WfRecord, WfTask, WfTaskRow } from '@/api/workflow';
import { WORKFLOW_URLS } from '@/api/workflow';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, type ListColumn, type QueryField } from '@/widgets/list';
import { TaskDialog, taskDraftForm } from './TaskDialog';
import { usePendingDraft } from '@/session/drafts';

type TaskRow = WfTaskRow;

const taskColumns = (open?: (t: TaskRow) => void): ListColumn<TaskRow>[] => [
  { field: 'instanceTitle', title: '标题', flex: 1.5 },
  { field: 'processName', title: '流程', sortable: true, flex: 1 },
  { field: 'stepName', title: '步骤', sortable: true },
  { field: 'assigneeName', title: '办理人', render: (t) => t.assigneeName ?? (t.candidateRole ? `角色：${t.candidateRole}` : '') },
  { field: 'state', title: '状态', render: (t) => t.state_dictText ?? t.state },
  { field: 'createTime', title: '到达时间', sortable: true, width: 170 },
  ...(open
    ? [
        {
          field: 'operate',
          title: '操作',
          render: (t: TaskRow) => (
            <Link component="button" type="button" onClick={() => open(t)}>
              {!t.assignee && t.candidateRole ? '签收' : '办理'}
            </Link>
          ),
        },
      ]
    : [{ field: 'endTime', title: '办理时间', sortable: true, width: 170 }, { field: 'comment', title: '意见', flex: 1 }]),
];

const RECORD_COLUMNS: readonly ListColumn<WfRecord>[] = [
  { field: 'time', title: '时间', sortable: true, width: 170 },
  { field: 'instanceTitle', title: '标题', flex: 1.5 },
  { field: 'stepName', title: '步骤' },
  { field: 'operatorName', title: '办理人' },
  { field: 'actionName', title: '动作' },
  { field: 'comment', title: '意见', flex: 1 },
  { field: 'target', title: '流转至' },
];

const TASK_QUERY: readonly QueryField[] = [{ name: 'instanceTitle', label: '标题', mode: 'like' }];
const RECORD_QUERY: readonly QueryField[] = [{ name: 'instanceTitle', label: '流程实例', mode: 'like', placeholder: '按实例标题筛选' }];

function TodoTab() {
  const list = useList<TaskRow>({ url: { list: WORKFLOW_URLS.todo }, queryFields: TASK_QUERY });
  const [task, setTask] = useState<WfTask | null>(null);
  // 恢复草稿 of a 办理 dialog reopens its task, which takes what was typed.
  usePendingDraft((draft) => {
    const pending = draft.record as WfTask | undefined;
    if (!pending || draft.form !== taskDraftForm(pending.id)) return false;
    setTask(pending);
    return true;
  });
  return (
    <>
      <ListPage list={list} spec={{ columns: taskColumns(setTask), queryFields: TASK_QUERY }} label="我的待办" queryRoles={null} />
      <TaskDialog
        task={task}
        onClose={() => setTask(null)}
        onDone={() => {
          setTask(null);
          list.reload();
        }}
      />
    </>
  );
}

function DoneTab() {
  const list = useList<TaskRow>({ url: { list: WORKFLOW_URLS.done }, queryFields: TASK_QUERY, defaultSort: { column: 'endTime', order: 'desc' } });
  return <ListPage list={list} spec={{ columns: taskColumns(), queryFields: TASK_QUERY }} label="我的已办" queryRoles={null} />;
}

function RecordTab() {
  const list = useList<WfRecord>({ url: { list: WORKFLOW_URLS.records }, queryFields: RECORD_QUERY, defaultSort: { column: 'time', order: 'desc' } });
  return <ListPage list={list} spec={{ columns: RECORD_COLUMNS, queryFields: RECORD_QUERY }} label="流转记录" queryRoles={null} />;
}

export type FlowCirculationPageProps = ScreenProps;

/** 流转记录 (`workflow/FlowCirculation`): my tasks to do (claim, handle), my handled tasks, and the whole trail. */
export default function FlowCirculationPage(_props: FlowCirculationPageProps) {
  const [tab, setTab] = useState(0);
  return (
    <Paper sx={{ p: 2 }}>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label="流转分类" sx={{ mb: 2 }}>
        <Tab label="我的待办" />
        <Tab label="我的已办" />
        <Tab label="流转记录" />
      </Tabs>
      <Box>
        {tab === 0 && <TodoTab />}
        {tab === 1 && <DoneTab />}
        {tab === 2 && <RecordTab />}
      </Box>
    </Paper>
  );
}
