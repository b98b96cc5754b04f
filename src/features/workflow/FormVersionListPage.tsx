import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/api/errors';
import type { WfFormVersion } from '@/api/workflow';
import { WORKFLOW_URLS, workflowApi } from '@/api/workflow';
import type { ScreenProps } from '@/ui/screen-props';
import { AppModal } from '@/widgets/form';
import { ListPage, useList, type ListColumn, type QueryField } from '@/widgets/list';
import { FieldsTable } from './FieldsTable';

const COLUMNS: readonly ListColumn<WfFormVersion>[] = [
  { field: 'formName', title: '表单名称', sortable: true, flex: 1 },
  { field: 'formCode', title: '表单编码', sortable: true },
  { field: 'version', title: '版本', sortable: true, render: (r) => `v${r.version}` },
  { field: 'fields', title: '字段数', render: (r) => r.fields.length },
  { field: 'publishBy', title: '发布人' },
  { field: 'publishTime', title: '发布时间', sortable: true, width: 170 },
];

export type FormVersionListPageProps = ScreenProps;

/** 表单版本 (`workflow/FormVersionList`): every published version, filterable by form, viewed read-only. */
export default function FormVersionListPage({ title }: FormVersionListPageProps) {
  const forms = useQuery({ queryKey: ['workflow', 'forms', 'all'], queryFn: async () => unwrap(await workflowApi.allForms()).records });
  const query: QueryField[] = [
    { name: 'formId', label: '表单', type: 'select', options: (forms.data ?? []).map((f) => ({ value: f.id, text: f.name })) },
  ];
  const list = useList<WfFormVersion>({ url: { list: WORKFLOW_URLS.versions }, queryFields: query });
  const [viewing, setViewing] = useState<WfFormVersion | null>(null);
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage list={list} spec={{ columns: COLUMNS, queryFields: query }} label={title} onDetail={setViewing} />
      <AppModal open={viewing !== null} title={viewing ? `${viewing.formName} v${viewing.version}` : ''} width={820} onCancel={() => setViewing(null)} footer={null}>
        {viewing && (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {viewing.publishBy} 发布于 {viewing.publishTime}
            </Typography>
            <FieldsTable fields={viewing.fields} label={`v${viewing.version} 字段`} />
          </>
        )}
      </AppModal>
    </Paper>
  );
}
