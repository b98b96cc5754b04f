/**
 * The import endpoint's answer as one per-file outcome (contract §1.7): all rows in → ok;
 * `code 201` → imported with error rows and an error log, whose location comes either as a
 * string (JImportModal's reading) or as `{fileUrl, msg, fileName, …}` (ImportExcelUtil's
 * actual shape); `success:false` → failed with the server message.
 */
import { apiUrl } from '@/api/http';
import { fileAccessUrl } from '@/api/files';
import type { ImportErrorReport, Result } from '@/api/types';
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

export function describeImportAnswer(res: Result<unknown>, fileName: string): ImportOutcome {
  if (res.success && Number(res.code) === 201) {
    const report = reportOf(res.result);
    const detail = [res.message, report.msg].filter((t): t is string => Boolean(t && t.trim())).join(' ');
    return {
      kind: 'partial',
      message: IMPORT_TEXT.partial,
      detail: detail || undefined,
      errorLogUrl: report.url,
      errorLogName: report.name,
    };
  }
  if (res.success) return { kind: 'ok', message: res.message || IMPORT_TEXT.uploaded(fileName) };
  return { kind: 'failed', message: res.message || IMPORT_TEXT.failedFallback };
}

export function describeImportError(error: unknown): ImportOutcome {
  const message = error instanceof Error && error.message ? error.message : IMPORT_TEXT.failedFallback;
  return { kind: 'failed', message };
}
