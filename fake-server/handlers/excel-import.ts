/**
 * ImportExcelUtil for the department, dictionary, role, position, user, announcement and check-rule imports: every uploaded workbook (2 title
 * rows + 1 header row) row by row through the caller's insert, a duplicate-key failure named per row
 * (`第 N 行：<字段>已经存在，忽略导入。`), then `imporReturnRes`: all in → 共N行数据全部导入成功！,
 * otherwise code 201 with the error log, served at `/sys/common/static/<path>` like PmsUtil writes it.
 * `forEachWorkbook` reads the workbooks alone, for controllers with their own answer (message templates).
 * Also the AutoPoi export of a list: the list's filters and sort, `selections` when the client sends them.
 */
import { http, type HttpHandler } from 'msw';
import type { ImportErrorReport } from '@/api/envelope';
import { requireSession, type Session } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { error, okMsg, okMsgData } from '../lib/result';
import { api, apiPath, apiUrl, type RouteResult } from '../lib/route';
import { queryRows, type EntityFields } from '../lib/list-query';
import { excelResponse, readWorkbook, writeWorkbook, type SheetColumn } from '../lib/xls';

const errorLogs = new Map<string, string>();

function saveErrorLog(lines: readonly string[], name: string): string {
  const stamp = formatDateTime(Date.now()).replace(/\D/g, '');
  const path = `logs/${stamp.slice(0, 8)}/${name}${stamp}${Math.round(Math.random() * 10000)}.txt`;
  errorLogs.set(path, lines.join('\n') + '\n');
  return path;
}

/** One sheet row: keys of the columns, blank cells left out. */
export type SheetRow = Record<string, string>;

/**
 * Every workbook of a multipart request in turn (2 title rows + 1 header row), its rows handed to
 * `each` before the next file is read; an unreadable file ends it with the `文件导入失败:` answer.
 */
export async function forEachWorkbook(
  request: Request,
  columns: readonly SheetColumn[],
  each: (rows: SheetRow[]) => Promise<void>,
): Promise<RouteResult | undefined> {
  const form = await request.formData();
  const byHeader = new Map(columns.map((c) => [c.header, c.key]));
  for (const [, value] of form.entries()) {
    if (typeof value === 'string') continue;
    let sheet;
    try {
      sheet = await readWorkbook(await value.arrayBuffer(), { titleRows: 2, headRows: 1 });
    } catch (e) {
      return error(`文件导入失败:${e instanceof Error ? e.message : String(e)}`);
    }
    const rows = sheet.rows.map((r) => {
      const out: SheetRow = {};
      for (const [header, text] of Object.entries(r.values)) {
        const key = byHeader.get(header);
        if (key && text !== '') out[key] = text;
      }
      return out;
    });
    // AutoPoi (isNotNullObject) drops a row none of whose cells fills a field: a sheet with the
    // wrong headers yields no rows at all, and the controller answers 共0行数据全部导入成功！.
    await each(rows.filter((r) => Object.keys(r).length > 0));
  }
  return undefined;
}

export interface ExcelImportSpec {
  columns: readonly SheetColumn[];
  /** Saves one row (keys of `columns`, blank cells left out); throws with the index name on a duplicate. */
  insert: (row: SheetRow) => Promise<void>;
  /** Unique index name → the field named in the message. */
  duplicates: ReadonlyArray<readonly [string, string]>;
  /** The rows the controller saves, in its order (departments: parents first; positions: blank rows dropped). */
  order?: (rows: SheetRow[]) => SheetRow[];
  /**
   * How the lines are counted. `row` (default): each row once. `cumulative`: SysPositionController's own
   * arithmetic, per file errors += the whole error list so far and successes += rows − errors so far
   * (wrong across several files, like the original).
   */
  tally?: 'row' | 'cumulative';
  logName: string;
}

/** The importExcel answer for the workbooks of a multipart request. */
export async function importWorkbooks(request: Request, spec: ExcelImportSpec): Promise<RouteResult> {
  const errorMessage: string[] = [];
  let successLines = 0;
  let errorLines = 0;
  const failed = await forEachWorkbook(request, spec.columns, async (rows) => {
    const ordered = spec.order ? spec.order(rows) : rows;
    let saved = 0;
    for (let i = 0; i < ordered.length; i += 1) {
      try {
        await spec.insert(ordered[i]);
        saved += 1;
      } catch (e) {
        const message = e instanceof Error ? e.message : '';
        const dup = spec.duplicates.find(([key]) => message.includes(key));
        errorMessage.push(dup ? `第 ${i + 1} 行：${dup[1]}已经存在，忽略导入。` : `第 ${i + 1} 行：未知错误，忽略导入`);
      }
    }
    if (spec.tally === 'cumulative') {
      errorLines += errorMessage.length;
      successLines += ordered.length - errorLines;
    } else {
      successLines += saved;
      errorLines += ordered.length - saved;
    }
  });
  if (failed) return failed;
  if (errorLines === 0) return okMsg(`共${successLines}行数据全部导入成功！`);
  const totalCount = successLines + errorLines;
  const path = saveErrorLog(errorMessage, spec.logName);
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

/**
 * CommonController.view for the error logs written above; other paths fall through to the next handler.
 * Registered once, in handlers/index.ts, for every import that writes a log.
 */
export const importLogHandler: HttpHandler = http.get(apiUrl('/sys/common/static/logs/*'), ({ request }) => {
  const path = decodeURIComponent(apiPath(request.url).slice('/sys/common/static/'.length));
  const text = errorLogs.get(path);
  if (text === undefined) return undefined;
  return new Response(text, {
    headers: {
      'Content-Type': 'application/force-download',
      'Content-Disposition': `attachment;fileName=${encodeURIComponent(path.slice(path.lastIndexOf('/') + 1))}`,
    },
  });
});

export interface ExcelExportSpec<T extends object> {
  rows: readonly T[];
  query: URLSearchParams;
  fields: EntityFields;
  columns: readonly SheetColumn[];
  /** ExportParams title and the file name (`<fileName>.xls`). */
  title: string;
  fileName: string;
  sheetName?: string;
  realname: string;
  /** The sheet values of one row (dictionary codes as their texts); the row itself by default. */
  sheetRow?: (row: T) => Record<string, unknown>;
}

/** exportXls: the filtered, sorted rows (only the selected ones when `selections` is sent) as an .xls. */
export async function exportWorkbook<T extends { id: string }>(spec: ExcelExportSpec<T>): Promise<Response> {
  let rows = queryRows(spec.rows, spec.query, spec.fields);
  const selections = spec.query.get('selections');
  if (selections) {
    const ids = new Set(selections.split(','));
    rows = rows.filter((r) => ids.has(r.id));
  }
  const bytes = await writeWorkbook({
    title: spec.title,
    secondTitle: `导出人:${spec.realname}`,
    sheetName: spec.sheetName ?? '导出信息',
    columns: spec.columns,
    rows: spec.sheetRow ? rows.map(spec.sheetRow) : (rows as unknown as Record<string, unknown>[]),
  });
  return excelResponse(bytes, spec.fileName);
}

/** `POST …/importExcel`: the signed-in user's workbooks, read as `spec` (made for that user) says. */
export function importExcelRoute(path: string, spec: (user: Session['user']) => ExcelImportSpec): HttpHandler {
  return api.post(path, async ({ request }) => {
    const { user } = await requireSession(request);
    return importWorkbooks(request, spec(user));
  });
}

/** `GET …/exportXls`: the list as `spec` (made once the caller is signed in) exports it, headed with the caller's name. */
export function exportXlsRoute<T extends { id: string }>(path: string, spec: () => Omit<ExcelExportSpec<T>, 'query' | 'realname'>): HttpHandler {
  return api.get(path, async ({ request, query }) => {
    const { user } = await requireSession(request);
    return exportWorkbook({ ...spec(), query, realname: user.realname });
  });
}
