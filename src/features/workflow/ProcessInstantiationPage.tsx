import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { WfInstanceRow } from '@/api/workflow';
import { WORKFLOW_URLS } from '@/api/workflow';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useDraftReopen, useList, type ListColumn, type ListScreenSpec, type QueryField } from '@/widgets/list';
import { StartProcessDialog } from './StartProcessDialog';

export type InstanceRow = WfInstanceRow;

const STATE_COLOR = { running: 'info', completed: 'success', rejected: 'error' } as const;

export const INSTANCE_COLUMNS: readonly ListColumn<InstanceRow>[] = [
  { field: 'title', title: '标题', flex: 1.5 },
  { field: 'processName', title: '流程', sortable: true, flex: 1 },
  { field: 'starterName', title: '发起人' },
  { field: 'startTime', title: '发起时间', sortable: true, width: 170 },
  { field: 'state', title: '状态', sortable: true, render: (r) => <Chip size="small" label={r.state_dictText ?? r.state} color={STATE_COLOR[r.state]} /> },
  { field: 'currentStep', title: '当前步骤', render: (r) => r.currentStep ?? '—' },
  { field: 'currentAssigneeName', title: '当前办理人', render: (r) => r.currentAssigneeName ?? (r.currentRole ? `角色：${r.currentRole}` : '—') },
];

const QUERY: readonly QueryField[] = [
  { name: 'title', label: '标题', mode: 'like' },
  { name: 'state', label: '状态', type: 'select', options: [{ value: 'running', text: '运行中' }, { value: 'completed', text: '已完成' }, { value: 'rejected', text: '已驳回' }] },
];

const INSTANCE_SCREEN: ListScreenSpec<InstanceRow> = { url: { list: WORKFLOW_URLS.instances }, queryFields: QUERY, columns: INSTANCE_COLUMNS };

export type ProcessInstantiationPageProps = ScreenProps;

/** 流程实例化 (`workflow/ProcessInstantiation`): start a process; the started instances below. */
export default function ProcessInstantiationPage({ title }: ProcessInstantiationPageProps) {
  const list = useList<InstanceRow>(INSTANCE_SCREEN);
  const [open, setOpen] = useState(false);
  // 恢复草稿 of a start reopens 发起流程 with what was typed.
  useDraftReopen<InstanceRow>({ onAdd: () => setOpen(true), rows: [], loading: false, rowKey: 'id' });
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        spec={INSTANCE_SCREEN}
        label={title}
        toolbarExtra={
          <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => setOpen(true)}>
            发起流程
          </Button>
        }
      />
      <StartProcessDialog
        open={open}
        onClose={() => setOpen(false)}
        onStarted={() => {
          setOpen(false);
          list.reload();
        }}
      />
    </Paper>
  );
}
