import { useMemo } from 'react';
import { postAction, putAction } from '@/api/http';
import { checkDuplicate } from '@/api/sys/duplicate';
import { pickTrimmed, RecordFormDialog, savedInList, type RecordValues, type RecordDialogBaseProps } from '@/widgets/form';
import { TEMPLATE_URLS, templateFields, type TemplateRow } from './message-template-config';
import { MESSAGE_TEMPLATE_API } from '@/api/sys/message';

const checkCode = (code: string) => checkDuplicate({ tableName: 'sys_sms_template', fieldName: 'template_code', fieldVal: code });

/** How a template is saved, and how a timed-out save is checked. */
export const TEMPLATE_SAVE = {
  add: (v: RecordValues) => postAction(MESSAGE_TEMPLATE_API.add, v),
  edit: (v: RecordValues, r: TemplateRow) => putAction(MESSAGE_TEMPLATE_API.edit, { ...v, id: r.id }),
  // After a timeout: the template code is unique, so the list by code shows whether the save landed.
  findSaved: savedInList<RecordValues, TemplateRow>({
    listUrl: TEMPLATE_URLS.list,
    query: (v) => pickTrimmed(v, ['templateCode']),
    expected: (v) => pickTrimmed(v, ['templateCode', 'templateName', 'templateType', 'templateContent']),
  }),
};

export type MessageTemplateFormDialogProps = RecordDialogBaseProps<TemplateRow>;

/** 新增 / 编辑 / 详情 of a message template: the code is unique (duplicate check) and fixed once saved. */
export function MessageTemplateFormDialog({ mode, record, onClose, onSaved, validateOnOpen }: MessageTemplateFormDialogProps) {
  const fields = useMemo(() => templateFields(checkCode), []);
  return <RecordFormDialog<TemplateRow> mode={mode} record={record} fields={fields} save={TEMPLATE_SAVE} onClose={onClose} onSaved={onSaved} validateOnOpen={validateOnOpen} />;
}
