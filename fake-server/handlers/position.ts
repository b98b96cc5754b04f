/**
 * SysPositionController (contract §4.16) with the list, export and import
 * conventions of §1.5-1.7: the shared QueryGenerator (lib/list-query), the
 * DictAspect's `postRank_dictText`, AutoPoi-style workbooks (lib/xls) and the
 * import answer of ImportExcelUtil, including code 201 with an error log that
 * `/sys/common/static/logs/…` serves back.
 */
import { http, type HttpHandler } from 'msw';
import type { ImportErrorReport, SysPosition } from '@/api/types';
import { defineTable, plain } from '../db/table';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { dictItems, registerTableDict, withDictText } from '../lib/dict';
import { newId } from '../lib/ids';
import { listPage, queryRows, type EntityFields } from '../lib/list-query';
import { c0, error, okMsg, okMsgData } from '../lib/result';
import { api, apiPath, apiUrl, BizError, readJson, str, type RouteContext } from '../lib/route';
import { excelResponse, readWorkbook, writeWorkbook, type SheetColumn } from '../lib/xls';

export const positionTable = defineTable<SysPosition>('sys_position');

// `post` of sys_user is a table dictionary over sys_position (code → name); the duplicate check reads it too.
registerTableDict('sys_position', () => positionTable.all());

/** Entity properties of SysPosition: the query and sort fields. */
export const POSITION_FIELDS: EntityFields = {
  id: 'string',
  code: 'string',
  name: 'string',
  postRank: 'string',
  companyId: 'string',
  createBy: 'string',
  createTime: 'date',
  updateBy: 'string',
  updateTime: 'date',
  sysOrgCode: 'string',
};

/** The `@Excel` columns of SysPosition, in declaration order. */
export const POSITION_EXCEL_COLUMNS: readonly SheetColumn[] = [
  { header: '职务编码', key: 'code' },
  { header: '职务名称', key: 'name' },
  { header: '职级', key: 'postRank' },
  { header: '公司id', key: 'companyId' },
  { header: '创建人', key: 'createBy' },
  { header: '创建时间', key: 'createTime', width: 20 },
  { header: '修改人', key: 'updateBy' },
  { header: '修改时间', key: 'updateTime', width: 20 },
  { header: '组织机构编码', key: 'sysOrgCode' },
];

const RANK_DICT = 'position_rank';

/** Spring's MissingServletRequestParameterException, answered by the catch-all handler. */
function requiredParam(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (value === null) throw new Error(`Required request parameter '${name}' for method parameter type String is not present`);
  return value;
}

const codeTaken = (code: string | null, exceptId?: string) =>
  code !== null && code !== '' && positionTable.all().some((p) => p.code === code && p.id !== exceptId);

const all = (): SysPosition[] => positionTable.all().map((p) => plain(p));

// ---- import --------------------------------------------------------------------------------

/** Error logs of partial imports, served at `/sys/common/static/<path>` (PmsUtil.saveErrorTxtByList). */
const errorLogs = new Map<string, string>();

function saveErrorLog(lines: readonly string[], name: string): string {
  const stamp = formatDateTime(Date.now()).replace(/\D/g, '');
  const path = `logs/${stamp.slice(0, 8)}/${name}${stamp}${Math.round(Math.random() * 10000)}.txt`;
  errorLogs.set(path, lines.join('\n') + '\n');
  return path;
}

/** AutoPoi's dicCode replace on import: a rank text becomes its value. */
function rankValue(text: string): string | null {
  if (!text) return null;
  const items = dictItems(RANK_DICT);
  return items.find((i) => i.text === text)?.value ?? text;
}

function fromSheet(values: Record<string, string>): Partial<SysPosition> {
  const byHeader = new Map(POSITION_EXCEL_COLUMNS.map((c) => [c.header, c.key as keyof SysPosition]));
  const out: Partial<Record<keyof SysPosition, string | null>> = {};
  for (const [header, text] of Object.entries(values)) {
    const key = byHeader.get(header);
    if (key) out[key] = text === '' ? null : key === 'postRank' ? rankValue(text) : text;
  }
  return out as Partial<SysPosition>;
}

async function insertPosition(entity: Partial<SysPosition>, username: string, orgCode: string | null): Promise<SysPosition> {
  const row: SysPosition = {
    id: entity.id || newId(),
    code: entity.code ?? null,
    name: entity.name ?? null,
    postRank: entity.postRank ?? null,
    companyId: entity.companyId ?? null,
    // MybatisInterceptor fills these on insert when the entity leaves them empty.
    createBy: entity.createBy || username,
    createTime: entity.createTime || formatDateTime(Date.now()),
    updateBy: entity.updateBy ?? null,
    updateTime: entity.updateTime ?? null,
    sysOrgCode: entity.sysOrgCode || orgCode,
  };
  // The table's unique index uniq_code.
  if (codeTaken(row.code)) throw new Error("Duplicate entry for key 'uniq_code'");
  await positionTable.create(row);
  return row;
}

async function importExcel({ request }: RouteContext) {
  const { user } = await requireSession(request);
  const form = await request.formData();
  const errorMessage: string[] = [];
  let successLines = 0;
  let errorLines = 0;
  for (const [, value] of form.entries()) {
    if (typeof value === 'string') continue;
    let sheet;
    try {
      sheet = await readWorkbook(await value.arrayBuffer(), { titleRows: 2, headRows: 1 });
    } catch (e) {
      return error(`文件导入失败:${e instanceof Error ? e.message : String(e)}`);
    }
    const entities = sheet.rows.map((r) => fromSheet(r.values)).filter((e) => Object.values(e).some((v) => v !== null));
    for (let i = 0; i < entities.length; i += 1) {
      try {
        await insertPosition(entities[i], user.username, user.orgCode ?? null);
      } catch (e) {
        const message = e instanceof Error ? e.message.toLowerCase() : '';
        errorMessage.push(message.includes('uniq_code') ? `第 ${i + 1} 行：职务编码已经存在，忽略导入。` : `第 ${i + 1} 行：未知错误，忽略导入`);
      }
    }
    // The controller's own arithmetic (cumulative error list), wrong across several files like the original.
    errorLines += errorMessage.length;
    successLines += entities.length - errorLines;
  }
  if (errorLines === 0) return okMsg(`共${successLines}行数据全部导入成功！`);
  const totalCount = successLines + errorLines;
  const path = saveErrorLog(errorMessage, 'userImportExcelErrorLog');
  const report: ImportErrorReport = {
    totalCount,
    errorCount: errorLines,
    successCount: successLines,
    msg: `总上传行数：${totalCount}，已导入行数：${successLines}，错误行数：${errorLines}`,
    fileUrl: `/sys/common/static/${path}`,
    fileName: path.slice(path.lastIndexOf('/') + 1),
  };
  return { ...okMsgData('文件导入成功，但有错误。', report), code: 201 };
}

// ---- handlers ------------------------------------------------------------------------------

export const positionHandlers: HttpHandler[] = [
  api.get('/sys/position/list', ({ query }) => {
    const page = listPage(all(), query, POSITION_FIELDS);
    return c0({ ...page, records: withDictText(page.records, { postRank: RANK_DICT }) });
  }),

  api.post('/sys/position/add', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    try {
      await insertPosition(
        { id: str(body.id) ?? undefined, code: str(body.code), name: str(body.name), postRank: str(body.postRank), companyId: str(body.companyId), sysOrgCode: str(body.sysOrgCode) },
        user.username,
        user.orgCode ?? null,
      );
    } catch {
      return error('操作失败');
    }
    return okMsgData('添加成功！', null);
  }),

  ...api.methods(['put', 'post'], '/sys/position/edit', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const id = str(body.id);
    const existing = id ? positionTable.findFirst((q) => q.where({ id })) : undefined;
    if (!existing) return error('未找到对应实体');
    const code = str(body.code);
    if (codeTaken(code, existing.id)) throw new BizError('数据库中已存在该记录');
    await positionTable.update(existing, {
      data(draft) {
        // updateById writes only the non-null properties of the entity.
        for (const key of ['code', 'name', 'postRank', 'companyId', 'sysOrgCode'] as const) {
          const value = str(body[key]);
          if (value !== null) draft[key] = value;
        }
        draft.updateBy = user.username;
        draft.updateTime = formatDateTime(Date.now());
      },
    });
    return okMsgData('修改成功!', null);
  }),

  api.delete('/sys/position/delete', ({ query }) => {
    const id = requiredParam(query, 'id');
    positionTable.delete((q) => q.where({ id }));
    return okMsg('删除成功!');
  }),

  api.delete('/sys/position/deleteBatch', ({ query }) => {
    const ids = requiredParam(query, 'ids');
    if (ids.trim() === '') return error('参数不识别！');
    const wanted = new Set(ids.split(',').filter(Boolean));
    positionTable.deleteMany((q) => q.where({ id: (id: string) => wanted.has(id) }));
    return okMsgData('删除成功!', null);
  }),

  api.get('/sys/position/queryById', ({ query }) => {
    const id = requiredParam(query, 'id');
    const row = positionTable.findFirst((q) => q.where({ id }));
    return row ? c0(plain(row)) : error('未找到对应实体');
  }),

  api.get('/sys/position/queryByCode', ({ query }) => {
    const code = requiredParam(query, 'code');
    const row = positionTable.findFirst((q) => q.where({ code }));
    return c0(row ? plain(row) : null);
  }),

  api.get('/sys/position/exportXls', async ({ request, query }) => {
    const { user } = await requireSession(request);
    let rows = queryRows(all(), query, POSITION_FIELDS);
    // JeecgController.exportXls: selected rows only, when the client sends them.
    const selections = query.get('selections');
    if (selections) {
      const ids = new Set(selections.split(','));
      rows = rows.filter((r) => ids.has(r.id));
    }
    const ranks = new Map(dictItems(RANK_DICT).map((i) => [i.value, i.text]));
    const bytes = await writeWorkbook({
      title: '职务表列表数据',
      secondTitle: `导出人:${user.realname}`,
      sheetName: '导出信息',
      columns: POSITION_EXCEL_COLUMNS,
      rows: rows.map((r) => ({ ...r, postRank: r.postRank ? (ranks.get(r.postRank) ?? r.postRank) : '' })),
    });
    return excelResponse(bytes, '职务表列表');
  }),

  api.post('/sys/position/importExcel', importExcel),

  // CommonController.view for the error logs written above; other paths fall through to the next handler.
  http.get(apiUrl('/sys/common/static/logs/*'), ({ request }) => {
    const path = decodeURIComponent(apiPath(request.url).slice('/sys/common/static/'.length));
    const text = errorLogs.get(path);
    if (text === undefined) return undefined;
    return new Response(text, {
      headers: {
        'Content-Type': 'application/force-download',
        'Content-Disposition': `attachment;fileName=${encodeURIComponent(path.slice(path.lastIndexOf('/') + 1))}`,
      },
    });
  }),
];
