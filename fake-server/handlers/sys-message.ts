/**
 * Message templates and the push log (contract §4.21): `/sys/message/sysMessageTemplate` CRUD
 * plus `sendMsg`, which renders the template with the test data (`${key}` placeholders) and
 * writes a push-log row, and `/sys/message/sysMessage` CRUD of that log with `esType_dictText`
 * and `esSendStatus_dictText`.
 */
import type { HttpHandler } from 'msw';
import type { SysMessage, SysMessageTemplate } from '@/api/sys/message';
import { defineTable, plain } from '../db/table';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { registerTableDict, withDictText } from '../lib/dict';
import { newId } from '../lib/ids';
import { JEECG_ENTITY_FIELDS, listPage, type EntityFields } from '../lib/list-query';
import { error, okData, okMsg, okMsgData } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { editRoute } from '../lib/edit-route';
import type { SheetColumn } from '../lib/xls';
import { exportXlsRoute, forEachWorkbook } from './excel-import';

export const messageTemplateTable = defineTable<SysMessageTemplate>('sys_sms_template');
export const messageTable = defineTable<SysMessage>('sys_sms');
registerTableDict('sys_sms_template', () => messageTemplateTable.all());

export const TEMPLATE_FIELDS: EntityFields = { ...JEECG_ENTITY_FIELDS, templateCode: 'string', templateName: 'string', templateContent: 'string', templateTestJson: 'string', templateType: 'string', useStatus: 'string' };
export const MESSAGE_FIELDS: EntityFields = {
  ...JEECG_ENTITY_FIELDS, esTitle: 'string', esContent: 'string', esParam: 'string', esReceiver: 'string', esResult: 'string', esSendNum: 'int',
  esSendStatus: 'string', esSendTime: 'date', esType: 'string', remark: 'string',
};

const TEMPLATE_KEYS = ['templateCode', 'templateName', 'templateContent', 'templateTestJson', 'templateType', 'useStatus'] as const;
const MESSAGE_KEYS = ['esTitle', 'esContent', 'esParam', 'esReceiver', 'esResult', 'esSendStatus', 'esSendTime', 'esType', 'remark'] as const;

/** `${name}` placeholders replaced from the test data; unknown ones stay as written. */
export function renderTemplate(content: string, data: Record<string, unknown>): string {
  return content.replace(/\$\{\s*(\w+)\s*\}/g, (whole, key: string) => (key in data ? String(data[key]) : whole));
}

type Crud<T extends { id: string }> = {
  base: string;
  table: ReturnType<typeof defineTable<T>>;
  fields: EntityFields;
  keys: readonly (keyof T & string)[];
  dict: Record<string, string>;
  editMessage: string;
  numeric?: readonly (keyof T & string)[];
};

/** JeecgController-style CRUD: list ok Page, add/edit/delete/deleteBatch with their messages, queryById. */
function crud<T extends { id: string; createBy?: string | null; createTime?: string | null; updateBy?: string | null; updateTime?: string | null }>(c: Crud<T>): HttpHandler[] {
  const assign = (draft: T, body: Record<string, unknown>, all: boolean) => {
    for (const key of c.keys) {
      const raw = body[key];
      if (!all && (raw === undefined || raw === null)) continue;
      const value = c.numeric?.includes(key) ? (raw === null || raw === undefined || raw === '' ? null : Number(raw)) : str(raw);
      (draft as Record<string, unknown>)[key] = value;
    }
  };
  return [
    api.get(`${c.base}/list`, ({ query }) => {
      const page = listPage(c.table.all().map((r) => plain(r)), query, c.fields);
      return okData({ ...page, records: withDictText(page.records, c.dict) });
    }),
    api.post(`${c.base}/add`, async ({ request }) => {
      const { user } = await requireSession(request);
      const body = await readJson(request);
      const row = { id: newId(), createBy: user.username, createTime: formatDateTime(Date.now()), updateBy: null, updateTime: null } as T;
      assign(row, body, true);
      await c.table.create(row);
      return okMsg('添加成功！');
    }),
    ...editRoute(`${c.base}/edit`, { find: (id) => c.table.findFirst((q) => q.where({ id } as never)), notFound: '未找到对应数据' }, async ({ user, body, existing }) => {
      await c.table.update(existing, {
        data(draft) {
          assign(draft as T, body, false);
          (draft as T).updateBy = user.username;
          (draft as T).updateTime = formatDateTime(Date.now());
        },
      });
      return okMsg(c.editMessage);
    }),
    api.delete(`${c.base}/delete`, ({ query }) => {
      const id = query.get('id') ?? '';
      c.table.delete((q) => q.where({ id } as never));
      return okMsg('删除成功!');
    }),
    api.delete(`${c.base}/deleteBatch`, ({ query }) => {
      const wanted = new Set((query.get('ids') ?? '').split(',').filter(Boolean));
      c.table.deleteMany((q) => q.where({ id: (id: string) => wanted.has(id) } as never));
      return okMsg('批量删除成功！');
    }),
    api.get(`${c.base}/queryById`, ({ query }) => {
      const id = query.get('id') ?? '';
      const row = c.table.findFirst((q) => q.where({ id } as never));
      return row ? okData(plain(row)) : error('未找到对应数据');
    }),
  ];
}

const TEMPLATE_BASE = '/sys/message/sysMessageTemplate';

/** The `@Excel` columns of SysMessageTemplate. */
export const TEMPLATE_EXCEL_COLUMNS: readonly SheetColumn[] = [
  { header: '模板CODE', key: 'templateCode' },
  { header: '模板标题', key: 'templateName', width: 20 },
  { header: '模板内容', key: 'templateContent', width: 40 },
  { header: '模板测试json', key: 'templateTestJson', width: 30 },
  { header: '模板类型', key: 'templateType' },
];


/** JeecgController.importExcel: each sheet row inserted; answers the controller's count messages. */
async function importTemplates({ request }: { request: Request }) {
  const { user } = await requireSession(request);
  let count = 0;
  const failed = await forEachWorkbook(request, TEMPLATE_EXCEL_COLUMNS, async (rows) => {
    for (const row of rows) {
      if (!row.templateCode) continue;
      await messageTemplateTable.create({
        id: newId(), templateCode: row.templateCode, templateName: row.templateName ?? '', templateContent: row.templateContent ?? null,
        templateTestJson: row.templateTestJson ?? null, templateType: row.templateType ?? null, useStatus: '1',
        createBy: user.username, createTime: formatDateTime(Date.now()), updateBy: null, updateTime: null,
      });
      count += 1;
    }
  });
  return failed ?? okMsg(`文件导入成功！数据行数：${count}`);
}

export const messageHandlers: HttpHandler[] = [
  ...crud<SysMessageTemplate>({ base: TEMPLATE_BASE, table: messageTemplateTable, fields: TEMPLATE_FIELDS, keys: TEMPLATE_KEYS, dict: { templateType: 'msgType' }, editMessage: '更新成功！' }),

  exportXlsRoute(`${TEMPLATE_BASE}/exportXls`, () => ({
    rows: messageTemplateTable.all().map((r) => plain(r)),
    fields: TEMPLATE_FIELDS,
    columns: TEMPLATE_EXCEL_COLUMNS,
    title: '消息模板列表数据',
    fileName: '消息模板',
  })),
  api.post(`${TEMPLATE_BASE}/importExcel`, importTemplates),

  api.post(`${TEMPLATE_BASE}/sendMsg`, async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const templateCode = str(body.templateCode) ?? '';
    const template = messageTemplateTable.findFirst((q) => q.where({ templateCode }));
    const receiver = str(body.receiver);
    let data: Record<string, unknown> = {};
    try {
      const text = str(body.testData);
      data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // The real service fails on unparsable test data the same way it fails on a missing template.
      return error('发送消息出错！');
    }
    if (!template || !receiver) return error('发送消息出错！');
    const now = formatDateTime(Date.now());
    await messageTable.create({
      id: newId(),
      esTitle: template.templateName,
      esContent: renderTemplate(template.templateContent ?? '', data),
      esParam: JSON.stringify(data),
      esReceiver: receiver,
      esResult: null,
      esSendNum: 1,
      esSendStatus: '1',
      esSendTime: now,
      esType: str(body.msgType) ?? '4',
      remark: null,
      createBy: user.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    });
    return okMsgData('消息发送成功！', null);
  }),

  ...crud<SysMessage>({
    base: '/sys/message/sysMessage',
    table: messageTable,
    fields: MESSAGE_FIELDS,
    keys: [...MESSAGE_KEYS, 'esSendNum'],
    numeric: ['esSendNum'],
    dict: { esType: 'messageType', esSendStatus: 'msgSendStatus' },
    editMessage: '编辑成功!',
  }),
];
