import { useCallback, useState } from 'react';
import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, useRecordDialog, type RowAction } from '@/widgets/list';
import { TEMPLATE_SCREEN, TEMPLATE_TEXT, type TemplateRow } from './message-template-config';
import type { MessageTemplateFormDialogProps } from './MessageTemplateFormDialog';
import type { SendTestDialogProps } from './SendTestDialog';
import { deferredDialog } from '@/ui/deferred-dialog';

// The list draws without its dialogs' code and hooks; each arrives once the browser is idle.
const MessageTemplateFormDialog = deferredDialog<MessageTemplateFormDialogProps>(() => import('./MessageTemplateFormDialog').then((m) => ({ default: m.MessageTemplateFormDialog })), {
  isOpen: (p) => p.mode !== null,
  close: (p) => p.onClose(),
});
const SendTestDialog = deferredDialog<SendTestDialogProps>(() => import('./SendTestDialog').then((m) => ({ default: m.SendTestDialog })), {
  isOpen: (p) => p.template !== null,
  close: (p) => p.onClose(),
});

/** 消息模板管理 (`message/SysMessageTemplateList`): CRUD plus 发送测试 per template. */
export default function MessageTemplateListPage({ title }: ScreenProps) {
  const list = useList<TemplateRow>(TEMPLATE_SCREEN);
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
        spec={TEMPLATE_SCREEN}
        label={title}
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
