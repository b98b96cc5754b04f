import { useState } from 'react';
import Paper from '@mui/material/Paper';
import { postAction, putAction } from '@/api/http';
import type { ScreenProps } from '@/app/router/screens';
import { ListPage, useList } from '@/widgets/list';
import { EntityFormDialog, valuesOf, type EntityDialogMode, type Values } from './EntityFormDialog';
import { MESSAGE_ADD_URL, MESSAGE_COLUMNS, MESSAGE_EDIT_URL, MESSAGE_FIELDS, MESSAGE_KEYS, MESSAGE_QUERY, MESSAGE_URLS, type MessageRow } from './message-config';

/** Form strings to the entity: the send count is a number (blank = none). */
const toBody = (v: Values) => ({ ...v, esSendNum: v.esSendNum?.trim() ? Number(v.esSendNum) : null });

/** 消息管理 (`message/SysMessageList`): the push log with detail, edit and delete. */
export default function MessageListPage({ title, virtualize }: ScreenProps & { virtualize?: boolean }) {
  const list = useList<MessageRow>({ url: MESSAGE_URLS, queryFields: MESSAGE_QUERY });
  const [dialog, setDialog] = useState<{ mode: EntityDialogMode; record: MessageRow | null } | null>(null);
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        label={title}
        columns={MESSAGE_COLUMNS}
        queryFields={MESSAGE_QUERY}
        permissionPrefix="message"
        onAdd={() => setDialog({ mode: 'add', record: null })}
        onEdit={(record) => setDialog({ mode: 'edit', record })}
        onDetail={(record) => setDialog({ mode: 'detail', record })}
        virtualize={virtualize}
      />
      <EntityFormDialog<MessageRow>
        idPrefix="message"
        mode={dialog?.mode ?? null}
        record={dialog?.record}
        fields={MESSAGE_FIELDS}
        toValues={(record) => (record ? valuesOf(record, MESSAGE_KEYS) : { ...valuesOf(null, MESSAGE_KEYS), esSendStatus: '0', esSendNum: '0' })}
        save={(values, mode, record) => (mode === 'edit' && record ? putAction(MESSAGE_EDIT_URL, { ...toBody(values), id: record.id }) : postAction(MESSAGE_ADD_URL, toBody(values)))}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          list.reload();
        }}
      />
    </Paper>
  );
}
