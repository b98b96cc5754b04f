/**
 * Rows of the data-source, gateway-route and message screens, plus the three dictionaries
 * they label with (database_type, msgType, messageType) when the core seed lacks them.
 * Deterministic: dates from the context, no other randomness.
 */
import type { SysDataSource } from '@/api/sys/data-source';
import type { SysDict, SysDictItem } from '@/api/sys/dict';
import type { SysMessage, SysMessageTemplate } from '@/api/sys/message';
import { insertAll } from '../db/table';
import { db } from '../db/tables';
import { dataSourceTable, encryptPassword } from '../handlers/sys-data-source';
import { gatewayRouteTable, type GatewayRouteRow } from '../handlers/sys-gateway';
import { messageTable, messageTemplateTable, renderTemplate } from '../handlers/sys-message';
import type { SeedContext } from './context';

export const MISC_DICTS: Array<[string, string, Array<[string, string]>]> = [
  ['database_type', '数据库类型', [['1', 'MySQL5.7'], ['2', 'Oracle'], ['3', 'SQLServer'], ['4', 'PostgreSQL'], ['5', 'MySQL8'], ['6', '达梦'], ['7', '人大金仓']]],
  ['msgType', '模板类型', [['1', '文本'], ['2', '富文本']]],
  ['messageType', '推送类别', [['1', '短信'], ['2', '邮件'], ['3', '微信'], ['4', '系统']]],
];

function dictRows(ctx: SeedContext): { dicts: SysDict[]; items: SysDictItem[] } {
  const dicts: SysDict[] = [];
  const items: SysDictItem[] = [];
  const createTime = ctx.at(-60 * 24 * 370);
  for (const [dictCode, dictName, entries] of MISC_DICTS) {
    if (db.sysDict.findFirst((q) => q.where({ dictCode }))) continue;
    const dict: SysDict = { id: ctx.nextId(), type: 0, dictName, dictCode, description: '', delFlag: 0, createBy: 'admin', createTime, updateBy: null, updateTime: null };
    dicts.push(dict);
    entries.forEach(([itemValue, itemText], j) =>
      items.push({ id: ctx.nextId(), dictId: dict.id, itemText, itemValue, description: '', sortOrder: j + 1, status: 1, createBy: 'admin', createTime, updateBy: null, updateTime: null }),
    );
  }
  return { dicts, items };
}

export function dataSourceRows(ctx: SeedContext): SysDataSource[] {
  const base = (i: number) => ({ id: ctx.nextId(), createBy: 'admin', createTime: ctx.at(-60 * 24 * (40 - i)), updateBy: null, updateTime: null, sysOrgCode: 'A01' });
  return [
    { ...base(0), code: 'zw_portal', name: '门户主库', remark: '政务门户业务库', dbType: '5', dbDriver: 'com.mysql.cj.jdbc.Driver', dbUrl: 'jdbc:mysql://10.10.1.21:3306/zw_portal?characterEncoding=UTF-8&useUnicode=true&useSSL=false&serverTimezone=Asia/Shanghai', dbName: 'zw_portal', dbUsername: 'portal', dbPassword: encryptPassword('Portal@2026') },
    { ...base(1), code: 'zw_archive', name: '档案库', remark: '历史档案（只读）', dbType: '2', dbDriver: 'oracle.jdbc.OracleDriver', dbUrl: 'jdbc:oracle:thin:@10.10.1.30:1521:ORCL', dbName: 'ARCHIVE', dbUsername: 'archive_ro', dbPassword: encryptPassword('Arch#ro88') },
    { ...base(2), code: 'zw_report', name: '统计报表库', remark: null, dbType: '4', dbDriver: 'org.postgresql.Driver', dbUrl: 'jdbc:postgresql://10.10.1.42:5432/report', dbName: 'report', dbUsername: 'report', dbPassword: encryptPassword('Rpt_2026!') },
    { ...base(3), code: 'zw_dm', name: '信创达梦库', remark: '国产化试点', dbType: '6', dbDriver: 'dm.jdbc.driver.DmDriver', dbUrl: 'jdbc:dm://10.10.1.50:5236', dbName: 'ZW', dbUsername: 'SYSDBA', dbPassword: encryptPassword('Dameng123') },
  ];
}

export function gatewayRows(ctx: SeedContext): GatewayRouteRow[] {
  const route = (i: number, routerId: string, name: string, uri: string, path: string, status = 1): GatewayRouteRow => ({
    id: ctx.nextId(), routerId, name, uri, status, stripPrefix: 0, retryable: 0, persistable: 1, showApi: 1, delFlag: 0,
    predicates: JSON.stringify([{ name: 'Path', args: [path] }]),
    filters: routerId === 'jeecg-demo' ? JSON.stringify([{ name: 'StripPrefix', args: ['1'] }]) : JSON.stringify([]),
    createBy: 'admin', createTime: ctx.at(-60 * 24 * (30 - i)), updateBy: null, updateTime: null, sysOrgCode: 'A01',
  });
  return [
    route(0, 'jeecg-system', 'jeecg-system', 'lb://jeecg-system', '/sys/**'),
    route(1, 'jeecg-demo', 'jeecg-demo', 'lb://jeecg-demo', '/mock/**'),
    route(2, 'jeecg-system-websocket', 'jeecg-system-websocket', 'lb:ws://jeecg-system', '/websocket/**'),
    route(3, 'jeecg-cms', '内容管理服务', 'lb://jeecg-cms', '/cms/**'),
    route(4, 'jeecg-legacy', '旧版接口（停用）', 'http://10.10.1.9:8088', '/legacy/**', 0),
  ];
}

export const TEMPLATE_SEEDS: Array<[code: string, name: string, type: string, content: string, testJson: string]> = [
  ['SYS001', '催办：${taskName}', '1', '${userName}，您好！您有一条待办“${taskName}”已超过 ${hours} 小时未处理，请尽快办理。', '{"userName":"王强","taskName":"年度预算审批","hours":"48"}'],
  ['SYS002', '账号开通通知', '1', '${realname}，您的账号 ${username} 已开通，初始密码请向管理员索取。', '{"realname":"李文静","username":"editor"}'],
  ['SYS003', '会议通知', '2', '<p>各位同事：定于 <b>${date}</b> 在 ${room} 召开 ${title}，请准时参加。</p>', '{"date":"2026-12-01 09:30","room":"三楼会议室","title":"季度工作会"}'],
  ['SYS004', '验证码', '1', '您的验证码为 ${code}，5 分钟内有效，请勿泄露。', '{"code":"482913"}'],
  ['SYS005', '稿件审核结果', '1', '您提交的稿件《${article}》${result}。', '{"article":"全省政务服务提质增效","result":"已通过审核"}'],
];

export function templateRows(ctx: SeedContext): SysMessageTemplate[] {
  return TEMPLATE_SEEDS.map(([templateCode, templateName, templateType, templateContent, templateTestJson], i) => ({
    id: ctx.nextId(), templateCode, templateName, templateType, templateContent, templateTestJson, useStatus: '1',
    createBy: 'admin', createTime: ctx.at(-60 * 24 * (20 - i)), updateBy: null, updateTime: null,
  }));
}

const RECEIVERS = ['18611111111', 'editor@example.com', 'wangqiang', '18622222222', 'jeecg', 'lisi@example.com'];

export function messageRows(ctx: SeedContext, templates: readonly SysMessageTemplate[]): SysMessage[] {
  return Array.from({ length: 24 }, (_, i) => {
    const t = templates[i % templates.length];
    const data = JSON.parse(t.templateTestJson ?? '{}') as Record<string, unknown>;
    const status = i % 7 === 3 ? '2' : i % 11 === 5 ? '0' : '1';
    const at = ctx.at(-60 * 24 * 14 + i * 517);
    return {
      id: ctx.nextId(),
      esTitle: renderTemplate(t.templateName, data),
      esContent: renderTemplate(t.templateContent ?? '', data),
      esParam: t.templateTestJson ?? null,
      esReceiver: RECEIVERS[i % RECEIVERS.length],
      esResult: status === '2' ? '对方号码不可达' : null,
      esSendNum: status === '2' ? 3 : status === '0' ? 0 : 1,
      esSendStatus: status,
      esSendTime: status === '0' ? null : at,
      esType: String((i % 4) + 1),
      remark: null,
      createBy: 'admin',
      createTime: at,
      updateBy: null,
      updateTime: null,
    };
  });
}

/** Listed in the seed entry (seed/index.ts). */
export async function seedMiscAdmin(ctx: SeedContext): Promise<void> {
  const { dicts, items } = dictRows(ctx);
  await insertAll(db.sysDict, dicts);
  await insertAll(db.sysDictItem, items);
  await insertAll(dataSourceTable, dataSourceRows(ctx));
  await insertAll(gatewayRouteTable, gatewayRows(ctx));
  const templates = templateRows(ctx);
  await insertAll(messageTemplateTable, templates);
  await insertAll(messageTable, messageRows(ctx, templates));
}
