/** 消息模板管理 (`message/SysMessageTemplateList`, contract §4.21). */
import type { SysMessageTemplateRow } from '@/api/sys/message';
import type { RecordField } from '@/widgets/form';
import { listUrlsOf, type ListScreenSpec } from '@/widgets/list';
import { MESSAGE_TEMPLATE_API } from '@/api/sys/message';

export type TemplateRow = SysMessageTemplateRow;

export const TEMPLATE_URLS = listUrlsOf(MESSAGE_TEMPLATE_API);
export const SEND_URL = MESSAGE_TEMPLATE_API.sendMsg;

export const TEMPLATE_TYPE_DICT = 'msgType';
export const MESSAGE_TYPE_DICT = 'messageType';

export const TEMPLATE_KEYS = ['templateCode', 'templateName', 'templateType', 'templateContent', 'templateTestJson'] as const;

/** Test data must be a JSON object (its keys fill the `${…}` placeholders). */
export function jsonObjectProblem(text: string): string | undefined {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? undefined : TEMPLATE_TEXT.jsonInvalid;
  } catch {
    return TEMPLATE_TEXT.jsonInvalid;
  }
}

export function templateFields(checkCode: (code: string) => Promise<string | undefined>): RecordField[] {
  return [
    { name: 'templateCode', label: '模板CODE', required: '请输入模板CODE!', fixedOnEdit: true, check: (v) => checkCode(v) },
    { name: 'templateName', label: '模板标题', required: '请输入模板标题!' },
    { name: 'templateType', label: '模板类型', kind: 'select', dictCode: TEMPLATE_TYPE_DICT, required: '请选择模板类型!' },
    { name: 'templateContent', label: '模板内容', kind: 'multiline', rows: 4, required: '请输入模板内容!', placeholder: '可用 ${变量名} 作为占位符' },
    { name: 'templateTestJson', label: '模板测试json', kind: 'multiline', rows: 3, validate: jsonObjectProblem, placeholder: '{"变量名":"测试值"}' },
  ];
}

export const TEMPLATE_TEXT = {
  sendTest: '发送测试',
  testData: '测试数据',
  msgType: '消息类型',
  receiver: '消息接收方',
  title: '模板标题',
  content: '模板内容',
  testDataRequired: '请输入测试数据!',
  msgTypeRequired: '请选择消息类型!',
  receiverRequired: '请输入消息接收方!',
  jsonInvalid: '请输入JSON格式的测试数据!',
  send: '发送',
} as const;

export const TEMPLATE_SCREEN: ListScreenSpec<TemplateRow> = {
  url: TEMPLATE_URLS,
  exportName: '消息模板',
  columns: [
    { field: 'templateCode', title: '模板CODE', sortable: true },
    { field: 'templateName', title: '模板标题', sortable: true, width: 180 },
    { field: 'templateContent', title: '模板内容', flex: 1 },
    { field: 'templateType_dictText', title: '模板类型', sortable: true },
  ],
  queryFields: [
    { name: 'templateCode', label: '模板CODE', mode: 'like' },
    { name: 'templateContent', label: '模板内容', mode: 'like' },
    { name: 'templateType', label: '模板类型', type: 'select', dictCode: TEMPLATE_TYPE_DICT },
  ],
  permissionPrefix: 'message_template',
  importRequiredColumns: ['模板CODE', '模板标题'],
};
