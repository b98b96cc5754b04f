/**
 * The server's error log speaks of 第 N 行 with N counting the data rows it read (after the two
 * title rows and the header, blank rows dropped), while the preview shows Excel's row numbers.
 * These helpers read the log and restate each line with the preview's row number, and where the
 * server only says 未知错误 they name the cause the preview already found in that row.
 */
import type { ImportErrorLine } from '@machines/import.machine';
import type { WorkbookPreview } from '@/lib/workbook/parse-types';

const LINE = /^第\s*(\d+)\s*行\s*[:：]\s*(.*)$/;
const UNKNOWN = /未知错误/;

/** The error log's text as lines; blank lines dropped, lines without a row number kept as they are. */
export function parseErrorLog(text: string): ImportErrorLine[] {
  const out: ImportErrorLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const m = LINE.exec(line);
    out.push(m ? { line: Number(m[1]), message: m[2].trim() } : { message: line });
  }
  return out;
}

export interface PreviewRowError {
  /** Excel row number as the preview shows it; absent when the line names no row or a row past the sheet. */
  rowNumber?: number;
  message: string;
}

/** Each log line with the preview's row number; 未知错误 gives way to the preview's own findings for that row. */
export function previewRowErrors(lines: readonly ImportErrorLine[], preview: WorkbookPreview | undefined): PreviewRowError[] {
  return lines.map(({ line, message }) => {
    if (line === undefined) return { message };
    const rowNumber = preview?.serverRowNumbers[line - 1];
    if (rowNumber === undefined) return { message: `第 ${line} 行：${message}` };
    if (!UNKNOWN.test(message) || !preview) return { rowNumber, message };
    const found = preview.problems.filter((p) => p.rowNumber === rowNumber).map((p) => p.message);
    return { rowNumber, message: found.length > 0 ? `${found.join('；')}，忽略导入` : message };
  });
}
