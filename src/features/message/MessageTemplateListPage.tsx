import { useCallback, useState } from 'react';
import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, useRecordDialog, type RowAction } from '@/widgets/list';
import { TEMPLATE_BASE_COLUMNS, TEMPLATE_QUERY, TEMPLATE_TEXT, TEMPLATE_URLS, type TemplateRow } from './message-template-config';
import { MessageTemplateFormDialog } from './MessageTemplateFormDialog';
import { SendTestDialog } from './SendTestDialog';

/** 消息模板管理 (`message/SysMessageTemplateList`): CRUD plus 发送测试 per template. */
export default function MessageTemplateListPage({ title }: ScreenProps) {
  const list = useList<TemplateRow>({ url: TEMPLATE_URLS, queryFields: TEMPLATE_QUERY, exportName: '消息模板' });
  const recordDialog = useRecordDialog<TemplateRow>(list.reload);
  const [testing, setTesting] = useState<TemplateRow | null>(null);
  const rowActions = useCallback(
    (row: TemplateRow): RowAction[] => [{ label: TEMPLATE_TEXT.sendTest, ariaLabel: `${TEMPLATE_TEXT.sendTest} ${row.templateCode}`, onClick: () => setTesting(row) }],
    [],
  );
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        label={title}
        columns={TEMPLATE_BASE_COLUMNS}
        queryFields={TEMPLATE_QUERY}
        permissionPrefix="message_template"
        importRequiredColumns={['模板CODE', '模板标题']}
        {...recordDialog.listActions}
        rowActions={rowActions}
      />
      <MessageTemplateFormDialog
        {...recordDialog.formProps}
      />
      <SendTestDialog template={testing} onClose={() => setTesting(null)} />
    </Paper>
  );
}
