/**
 * Whether a previewed workbook may be sent at all. Row problems alone do not block (the server's
 * error log stays the authority for them), but a sheet that cannot import a single row does: the
 * backend would skip every row and still answer 共0行数据全部导入成功！.
 */
import { IMPORT_TEXT } from './messages';
import type { WorkbookPreview } from './parse-types';

/** Why this file cannot be imported, or undefined when it can be sent. */
export function previewBlocker(preview: WorkbookPreview): string | undefined {
  if (preview.missingColumns.length > 0) return IMPORT_TEXT.blockedMissingColumns(preview.missingColumns.join('、'));
  if (preview.totalRows === 0) return IMPORT_TEXT.noRows;
  if (preview.problemRowCount >= preview.totalRows) return IMPORT_TEXT.blockedEveryRow;
  return undefined;
}
