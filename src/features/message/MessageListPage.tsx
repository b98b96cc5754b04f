import Paper from '@mui/material/Paper';
import { postAction, putAction } from '@/api/http';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, useRecordDialog } from '@/widgets/list';
import { pickTrimmed, RecordFormDialog, savedInList, type RecordValues as Values } from '@/widgets/form';
import { MESSAGE_ADD_URL, MESSAGE_EDIT_URL, MESSAGE_FIELDS, MESSAGE_SCREEN, MESSAGE_URLS, type MessageRow } from './message-config';

/** Form strings to the entity: the send count is a number (blank = none). */
const toBody = (v: Values) => ({ ...v, esSendNum: v.esSendNum?.trim() ? Number(v.esSendNum) : null });

/** How 消息管理's form saves, and how a timed-out save is checked. */
export const MESSAGE_SAVE = {
  add: (v: Values) => postAction(MESSAGE_ADD_URL, toBody(v)),
  edit: (v: Values, r: MessageRow) => putAction(MESSAGE_EDIT_URL, { ...toBody(v), id: r.id }),
  // After a timeout: a message has no unique field, so the list by title and receiver is searched
  // for a row carrying every typed value.
  findSaved: savedInList<Values, MessageRow>({
    listUrl: MESSAGE_URLS.list,
    query: (v) => pickTrimmed(v, ['esTitle', 'esReceiver']),
    expected: (v) => pickTrimmed(v, ['esTitle', 'esType', 'esReceiver', 'esContent', 'esParam']),
  }),
};

/** 消息管理 (`message/SysMessageList`): the push log with detail, edit and delete. */
export default function MessageListPage({ title }: ScreenProps) {
  const list = useList<MessageRow>(MESSAGE_SCREEN);
  const recordDialog = useRecordDialog<MessageRow>(list.reload);
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        spec={MESSAGE_SCREEN}
        label={title}
        {...recordDialog.listActions}
      />
      <RecordFormDialog<MessageRow>
        {...recordDialog.formProps}
        fields={MESSAGE_FIELDS}
        save={MESSAGE_SAVE}
      />
    </Paper>
  );
}
