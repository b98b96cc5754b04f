/**
 * SysCheckRuleController (contract §4.12, CRUD; checkByCode stays in
 * handlers/form-widgets.ts over the same table) and SysFillRuleController
 * (§4.13: CRUD, testFillRule, executeRuleByCode[Batch]). Both are generated
 * JeecgController code: `Result.ok(page)` lists (code 200) and
 * `Result.ok(msg)` writes. The check rules also export / import through
 * AutoPoi (§1.7: filters and `selections`, 200 or 201 with an error log).
 */
import type { HttpHandler } from 'msw';
import type { SysCheckRule } from '@/api/sys/check-rule';
import type { SysFillRule } from '@/api/sys/fill-rule';
import { plain, type Table } from '../db/table';
import { db } from '../db/tables';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { newId } from '../lib/ids';
import { listPage, type EntityFields } from '../lib/list-query';
import { error, okData, okMsg } from '../lib/result';
import { api, readJson, str, type RouteResolver } from '../lib/route';
import type { SheetColumn } from '../lib/xls';
import { exportXlsRoute, importExcelRoute, type SheetRow } from './excel-import';
import { checkRuleTable, fillRuleTable } from '../seed/rules';
import { nextCategoryCode, nextYouBianCode, ROOT_PID } from './sys-category';

const AUDIT: EntityFields = { createBy: 'string', createTime: 'date', updateBy: 'string', updateTime: 'date' };
export const CHECK_RULE_FIELDS: EntityFields = { id: 'string', ruleName: 'string', ruleCode: 'string', ruleJson: 'string', ruleDescription: 'string', ...AUDIT };
export const FILL_RULE_FIELDS: EntityFields = { id: 'string', ruleName: 'string', ruleCode: 'string', ruleClass: 'string', ruleParams: 'string', ...AUDIT };

type RuleRow = { id: string; ruleCode: string; createBy?: string | null; createTime?: string | null; updateBy?: string | null; updateTime?: string | null };

/** The generated controller's CRUD for one rule table; `keys` are the writable properties. */
function crud<T extends RuleRow>(base: string, table: Table<T>, fields: EntityFields, keys: ReadonlyArray<keyof T & string>): HttpHandler[] {
  const codeTaken = (code: string | null, exceptId?: string) => code !== null && table.all().some((r) => r.ruleCode === code && r.id !== exceptId);
  const edit: RouteResolver = async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const id = str(body.id);
    const existing = id ? table.findFirst((q) => q.where({ id } as never)) : undefined;
    if (!existing) return error('未找到对应数据');
    // The unique index on rule_code: DuplicateKeyException through the global handler.
    if (codeTaken(str(body.ruleCode), existing.id)) return error('数据库中已存在该记录');
    await table.update(existing, {
      data(draft) {
        const row = draft as Record<string, unknown>;
        for (const key of keys) {
          const value = str(body[key]);
          if (value !== null) row[key] = value;
        }
        row.updateBy = user.username;
        row.updateTime = formatDateTime(Date.now());
      },
    });
    return okMsg('编辑成功!');
  };
  return [
    api.get(`${base}/list`, ({ query }) => okData(listPage(table.all().map((r) => plain(r)), query, fields))),
    api.post(`${base}/add`, async ({ request }) => {
      const { user } = await requireSession(request);
      const body = await readJson(request);
      if (codeTaken(str(body.ruleCode))) return error('数据库中已存在该记录');
      const row: Record<string, unknown> = { id: newId(), createBy: user.username, createTime: formatDateTime(Date.now()), updateBy: null, updateTime: null };
      for (const key of keys) row[key] = str(body[key]);
      await table.create(row as T);
      return okMsg('添加成功！');
    }),
    ...api.methods(['put', 'post'], `${base}/edit`, edit),
    api.delete(`${base}/delete`, ({ query }) => {
      const id = query.get('id') ?? '';
      table.delete((q) => q.where({ id } as never));
      return okMsg('删除成功!');
    }),
    api.delete(`${base}/deleteBatch`, ({ query }) => {
      const ids = new Set((query.get('ids') ?? '').split(',').filter(Boolean));
      table.deleteMany((q) => q.where({ id: (v: string) => ids.has(v) } as never));
      return okMsg('批量删除成功！');
    }),
    api.get(`${base}/queryById`, ({ query }) => {
      const id = query.get('id') ?? '';
      const row = table.findFirst((q) => q.where({ id } as never));
      return row ? okData(plain(row)) : error('未找到对应数据');
    }),
  ];
}

// ---- check rules: export / import ----------------------------------------------------------

/** The `@Excel` columns of SysCheckRule, in declaration order. */
export const CHECK_RULE_EXCEL_COLUMNS: readonly SheetColumn[] = [
  { header: '规则名称', key: 'ruleName' },
  { header: '规则Code', key: 'ruleCode' },
  { header: '规则JSON', key: 'ruleJson', width: 40 },
  { header: '规则描述', key: 'ruleDescription', width: 30 },
  { header: '更新人', key: 'updateBy' },
  { header: '更新时间', key: 'updateTime', width: 20 },
  { header: '创建人', key: 'createBy' },
  { header: '创建时间', key: 'createTime', width: 20 },
];

/** One imported rule; the unique rule_code refuses a second one. */
async function importCheckRule(values: SheetRow, username: string): Promise<void> {
  if (!values.ruleCode) throw new Error("Column 'rule_code' cannot be null");
  if (checkRuleTable.findFirst((q) => q.where({ ruleCode: values.ruleCode }))) throw new Error("Duplicate entry for key 'uk_scr_rule_code'");
  await checkRuleTable.create({
    id: newId(),
    ruleName: values.ruleName ?? '',
    ruleCode: values.ruleCode,
    ruleJson: values.ruleJson ?? '',
    ruleDescription: values.ruleDescription ?? null,
    createBy: values.createBy || username,
    createTime: values.createTime || formatDateTime(Date.now()),
    updateBy: values.updateBy ?? null,
    updateTime: values.updateTime ?? null,
  });
}

const checkRuleExcel: HttpHandler[] = [
  // JeecgController.exportXls(…, "编码校验规则"): "<title>报表" over a sheet named after the title.
  exportXlsRoute('/sys/checkRule/exportXls', () => ({
    rows: checkRuleTable.all().map((r) => plain(r)),
    fields: CHECK_RULE_FIELDS,
    columns: CHECK_RULE_EXCEL_COLUMNS,
    title: '编码校验规则报表',
    fileName: '编码校验规则',
    sheetName: '编码校验规则',
  })),
  importExcelRoute('/sys/checkRule/importExcel', (user) => ({
    columns: CHECK_RULE_EXCEL_COLUMNS,
    insert: (row) => importCheckRule(row, user.username),
    duplicates: [['uk_scr_rule_code', '规则Code']],
    logName: 'checkRuleImportExcelErrorLog',
  })),
];

// ---- fill rules ---------------------------------------------------------------------------

type Json = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const stamp = () => formatDateTime(Date.now()).replace(/\D/g, '');

/** OrgCodeRule: the next YouBian org code among the departments under `parentId`. */
function nextOrgCode(parentId: string): string {
  const live = db.sysDepart.findMany((q) => q.where({ delFlag: '0' }));
  const parent = parentId ? live.find((d) => d.id === parentId) : undefined;
  const siblings = live.filter((d) => (parentId ? d.parentId === parentId : !d.parentId)).map((d) => d.orgCode).filter(Boolean);
  if (siblings.length === 0) return `${parent?.orgCode ?? ''}A01`;
  return nextYouBianCode(siblings.reduce((a, b) => (b.length > a.length || (b.length === a.length && b > a) ? b : a)));
}

/** The IFillRuleHandler implementations the seed names, by class. */
const RULE_CLASSES: Record<string, (params: Json, formData: Json) => unknown> = {
  'org.jeecg.modules.system.rule.OrderNumberRule': (params, formData) => {
    const prefix = text(params.prefix) || 'CN';
    const random = 10 + Math.floor(Math.random() * 90);
    return `${prefix}${stamp()}${random}${formData.name ? text(formData.name) : ''}`;
  },
  'org.jeecg.modules.system.rule.OrgCodeRule': (params, formData) => nextOrgCode(text(formData.parentId ?? params.parentId)),
  'org.jeecg.modules.system.rule.CategoryCodeRule': (params, formData) => nextCategoryCode(text(formData.pid ?? params.pid) || ROOT_PID),
};

/**
 * FillRuleUtil.executeRule: null when the rule is missing or its class fails
 * (the util logs and swallows). Query-string values override the rule's params.
 */
export function executeRule(ruleCode: string, formData: Json, query?: URLSearchParams): unknown {
  const rule = fillRuleTable.findFirst((q) => q.where({ ruleCode }));
  if (!rule) return null;
  try {
    const params = (rule.ruleParams ? JSON.parse(rule.ruleParams) : {}) as Json;
    for (const key of Object.keys(params)) if (query?.has(key)) params[key] = query.get(key);
    const handler = RULE_CLASSES[rule.ruleClass];
    return handler ? handler(params, formData) : null;
  } catch {
    return null;
  }
}

const fillRuleExtras: HttpHandler[] = [
  api.get('/sys/fillRule/testFillRule', ({ query }) => okData(executeRule(query.get('ruleCode') ?? '', {}, query))),
  api.put('/sys/fillRule/executeRuleByCode/:ruleCode', async ({ request, url }) => {
    const ruleCode = decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1));
    return okData(executeRule(ruleCode, await readJson(request)));
  }),
  api.put('/sys/fillRule/executeRuleByCodeBatch', async ({ request }) => {
    const body = await readJson(request);
    const common = (body.commonFormData ?? {}) as Json;
    const rules = Array.isArray(body.rules) ? (body.rules as Json[]) : [];
    return okData(rules.map((r) => ({ ruleCode: r.ruleCode, result: executeRule(text(r.ruleCode), { ...common, ...((r.formData ?? {}) as Json) }) })));
  }),
];

export const sysRuleHandlers: HttpHandler[] = [
  ...crud<SysCheckRule>('/sys/checkRule', checkRuleTable, CHECK_RULE_FIELDS, ['ruleName', 'ruleCode', 'ruleJson', 'ruleDescription']),
  ...checkRuleExcel,
  ...fillRuleExtras,
  ...crud<SysFillRule>('/sys/fillRule', fillRuleTable, FILL_RULE_FIELDS, ['ruleName', 'ruleCode', 'ruleClass', 'ruleParams']),
];
