import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import type { WfForm, WfFormRow } from '@/api/workflow';
import { WORKFLOW_URLS } from '@/api/workflow';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, type ListColumn, type ListScreenSpec, type QueryField } from '@/widgets/list';
import { FormDesignerDialog } from './FormDesignerDialog';

type FormRow = WfFormRow;

const COLUMNS: readonly ListColumn<FormRow>[] = [
  { field: 'name', title: '表单名称', sortable: true, flex: 1 },
  { field: 'code', title: '表单编码', sortable: true },
  { field: 'description', title: '描述', flex: 1 },
  { field: 'latestVersion', title: '最新版本', sortable: true, render: (r) => (r.latestVersion > 0 ? `v${r.latestVersion}` : '—') },
  { field: 'state', title: '状态', render: (r) => <Chip size="small" label={r.state_dictText ?? r.state} color={r.state === 'published' ? 'success' : r.state === 'modified' ? 'warning' : 'default'} /> },
  { field: 'updateTime', title: '更新时间', sortable: true, width: 170 },
];

const QUERY: readonly QueryField[] = [
  { name: 'name', label: '表单名称', mode: 'like' },
  { name: 'state', label: '状态', type: 'select', options: [{ value: 'draft', text: '草稿' }, { value: 'published', text: '已发布' }, { value: 'modified', text: '有未发布修改' }] },
];

const FORM_SCREEN: ListScreenSpec<FormRow> = { url: { list: WORKFLOW_URLS.forms, delete: WORKFLOW_URLS.formDelete }, queryFields: QUERY, columns: COLUMNS, permissionPrefix: 'form' };

export type FormManagerPageProps = ScreenProps;

/** 表单管理 (`workflow/FormManager`): designed forms, each opened in the designer. */
export default function FormManagerPage({ title }: FormManagerPageProps) {
  const list = useList<FormRow>(FORM_SCREEN);
  const [dialog, setDialog] = useState<{ form: WfForm | null } | null>(null);
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        spec={FORM_SCREEN}
        label={title}
        onAdd={() => setDialog({ form: null })}
        onEdit={(form) => setDialog({ form })}
      />
      <FormDesignerDialog
        open={dialog !== null}
        form={dialog?.form ?? null}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          list.reload();
        }}
      />
    </Paper>
  );
}
