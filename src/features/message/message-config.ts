/** 消息管理 (`message/SysMessageList`, contract §4.21): the push log. */
import type { SysMessageRow } from '@/api/sys/message';
import type { RecordField } from '@/widgets/form';
import { listUrlsOf, type ListScreenSpec } from '@/widgets/list';
import { MESSAGE_API } from '@/api/sys/message';

export type MessageRow = SysMessageRow;

export const MESSAGE_URLS = listUrlsOf(MESSAGE_API);
export const MESSAGE_ADD_URL = MESSAGE_API.add;
export const MESSAGE_EDIT_URL = MESSAGE_API.edit;

export const MESSAGE_KEYS = ['esTitle', 'esType', 'esReceiver', 'esContent', 'esParam', 'esSendStatus', 'esSendNum', 'esResult', 'remark'] as const;

export const MESSAGE_FIELDS: readonly RecordField[] = [
  { name: 'esTitle', label: '消息标题', required: '请输入消息标题!' },
  { name: 'esType', label: '推送类型', kind: 'select', dictCode: 'messageType', required: '请选择推送类型!' },
  { name: 'esReceiver', label: '接收人', required: '请输入接收人!' },
  { name: 'esContent', label: '发送内容', kind: 'multiline', rows: 3 },
  { name: 'esParam', label: '推送所需参数Json格式', kind: 'multiline', rows: 2 },
  { name: 'esSendStatus', label: '推送状态', kind: 'select', dictCode: 'msgSendStatus', defaultValue: '0' },
  { name: 'esSendNum', label: '发送次数', defaultValue: '0', validate: (v) => (/^\d+$/.test(v.trim()) ? undefined : '请输入非负整数!') },
  { name: 'esResult', label: '推送失败原因' },
  { name: 'remark', label: '备注' },
];

export const MESSAGE_SCREEN: ListScreenSpec<MessageRow> = {
  url: MESSAGE_URLS,
  columns: [
    { field: 'esTitle', title: '消息标题', sortable: true, width: 180 },
    { field: 'esContent', title: '发送内容', flex: 1 },
    { field: 'esReceiver', title: '接收人', width: 150 },
    { field: 'esType_dictText', title: '推送类型', sortable: true },
    { field: 'esSendNum', title: '发送次数', sortable: true, align: 'right' },
    { field: 'esSendStatus_dictText', title: '推送状态', sortable: true },
    { field: 'esSendTime', title: '推送时间', sortable: true, width: 170 },
  ],
  queryFields: [
    { name: 'esTitle', label: '消息标题', mode: 'like' },
    { name: 'esContent', label: '发送内容', mode: 'like' },
    { name: 'esReceiver', label: '接收人', mode: 'like' },
  ],
  permissionPrefix: 'message',
};
