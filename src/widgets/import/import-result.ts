/**
 * The import endpoint's answer as one per-file outcome (contract §1.7): all rows in → ok;
 * `code 201` → imported with error rows and an error log, whose location comes either as a
 * string (JImportModal's reading) or as `{fileUrl, msg, fileName, …}` (ImportExcelUtil's
 * actual shape); `success:false` → failed with the server message.
 */
import { apiUrl } from '@/api/http';
import { fileAccessUrl } from '@/api/files';
import type { ImportErrorReport, Result } from '@/api/envelope';
import type { ImportOutcome, ImportOutcomeKind } from '@machines/import.machine';
import { IMPORT_TEXT } from './messages';

export type { ImportOutcome, ImportOutcomeKind };

/** `/sys/common/static/x.txt` is a path under the API base; bare paths are static files. */
export function errorLogHref(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (/^\/?sys\//.test(path)) return apiUrl(path);
  return fileAccessUrl(path);
}

function reportOf(result: unknown): { url?: string; name?: string; msg?: string } {
  if (typeof result === 'string') return result ? { url: errorLogHref(result) } : {};
  if (result && typeof result === 'object') {
    const r = result as Partial<ImportErrorReport>;
    return {
      url: typeof r.fileUrl === 'string' && r.fileUrl ? errorLogHref(r.fileUrl) : undefined,
      name: typeof r.fileName === 'string' ? r.fileName : undefined,
      msg: typeof r.msg === 'string' ? r.msg : undefined,
    };
  }
  return {};
}

/**
 * A success answer that imported nothing: AutoPoi skips rows whose cells match no column, so a
 * sheet with wrong headers comes back as 共0行数据全部导入成功！ (ImportExcelUtil) or
 * 文件导入成功！数据行数:0 (the controllers that count themselves).
 */
const ZERO_ROWS = /共\s*0\s*行|数据行数\s*[:：]\s*0(?!\d)/;

export function importedNothing(message: string | undefined): boolean {
  return typeof message === 'string' && ZERO_ROWS.test(message);
}

function successCountOf(result: unknown): number | undefined {
  if (!result || typeof result !== 'object') return undefined;
  const n = (result as Partial<ImportErrorReport>).successCount;
  return typeof n === 'number' ? n : undefined;
}

export function describeImportAnswer(res: Result<unknown>, fileName: string): ImportOutcome {
  if (res.success && Number(res.code) === 201) {
    const report = reportOf(res.result);
    const detail = [res.message, report.msg].filter((t): t is string => Boolean(t && t.trim())).join(' ');
    // Every row refused: an error log, but nothing went in, so not a kind of success.
    if (successCountOf(res.result) === 0) {
      return { kind: 'failed', message: IMPORT_TEXT.noneImported, detail: detail || undefined, errorLogUrl: report.url, errorLogName: report.name };
    }
    return {
      kind: 'partial',
      message: IMPORT_TEXT.partial,
      detail: detail || undefined,
      errorLogUrl: report.url,
      errorLogName: report.name,
    };
  }
  // The server's own words would read as success; say what happened instead.
  if (res.success && importedNothing(res.message)) return { kind: 'failed', message: IMPORT_TEXT.noRows };
  if (res.success) return { kind: 'ok', message: res.message || IMPORT_TEXT.uploaded(fileName) };
  return { kind: 'failed', message: res.message || IMPORT_TEXT.failedFallback };
}

export function describeImportError(error: unknown): ImportOutcome {
  const message = error instanceof Error && error.message ? error.message : IMPORT_TEXT.failedFallback;
  return { kind: 'failed', message };
}
