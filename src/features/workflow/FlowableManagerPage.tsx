import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import type { WfProcess, WfProcessRow } from '@/api/workflow';
import { WORKFLOW_URLS } from '@/api/workflow';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, type ListColumn, type QueryField } from '@/widgets/list';
import { ProcessEditorDialog } from './ProcessEditorDialog';

type ProcessRow = WfProcessRow;

const COLUMNS: readonly ListColumn<ProcessRow>[] = [
  { field: 'name', title: '流程名称', sortable: true, flex: 1 },
  { field: 'key', title: '流程标识', sortable: true },
  { field: 'formName', title: '绑定表单', flex: 1 },
  { field: 'steps', title: '步骤', flex: 1, render: (r) => r.steps.map((s) => s.name).join(' → ') },
  { field: 'version', title: '版本', sortable: true, render: (r) => (r.version > 0 ? `v${r.version}` : '—') },
  { field: 'state', title: '状态', render: (r) => <Chip size="small" label={r.state_dictText ?? r.state} color={r.state === 'published' ? 'success' : 'default'} /> },
];

const QUERY: readonly QueryField[] = [{ name: 'name', label: '流程名称', mode: 'like' }];

export type FlowableManagerPageProps = ScreenProps;

/** 流程设计 (`workflow/FlowableManager`): process definitions and their step editor. */
export default function FlowableManagerPage({ title }: FlowableManagerPageProps) {
  const list = useList<ProcessRow>({ url: { list: WORKFLOW_URLS.processes, delete: WORKFLOW_URLS.processDelete }, queryFields: QUERY });
  const [dialog, setDialog] = useState<{ process: WfProcess | null } | null>(null);
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage list={list} spec={{ columns: COLUMNS, queryFields: QUERY, permissionPrefix: 'flow' }} label={title} onAdd={() => setDialog({ process: null })} onEdit={(process) => setDialog({ process })} />
      <ProcessEditorDialog
        open={dialog !== null}
        process={dialog?.process ?? null}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          list.reload();
        }}
      />
    </Paper>
  );
}
