/**
 * Message templates and the push log (`/sys/message/*`, contract §5.18).
 */
import type { DateTimeString, DictText } from '../envelope';
import { crudEndpoints } from '../crud-endpoints';

/** A message template (§5.18). */
export interface SysMessageTemplate {
  id: string;
  templateCode: string;
  templateName: string;
  templateContent?: string | null;
  templateTestJson?: string | null;
  templateType?: string | null;
  useStatus?: string | null;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateBy?: string | null;
  updateTime?: DateTimeString | null;
}

/** A pushed message, the push log (§5.18). */
export interface SysMessage {
  id: string;
  esTitle?: string | null;
  esContent?: string | null;
  esParam?: string | null;
  esReceiver?: string | null;
  esResult?: string | null;
  esSendNum?: number | null;
  esSendStatus?: string | null;
  esSendTime?: DateTimeString | null;
  esType?: string | null;
  remark?: string | null;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateBy?: string | null;
  updateTime?: DateTimeString | null;
}


/** A row of the push log's list, with its dictionary texts. */
export type SysMessageRow = SysMessage & DictText<'esType' | 'esSendStatus'>;

/** A row of the message template list, with its dictionary texts. */
export type SysMessageTemplateRow = SysMessageTemplate & DictText<'templateType'>;
/** The push log: endpoint paths. */
export const MESSAGE_API = crudEndpoints('/sys/message/sysMessage');

/** Message templates: endpoint paths. */
export const MESSAGE_TEMPLATE_API = crudEndpoints('/sys/message/sysMessageTemplate', ['exportXls', 'importExcel', 'sendMsg']);
