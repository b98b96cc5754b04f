/**
 * Whether a previewed workbook may be sent at all. Row problems alone do not block (the server's
 * error log stays the authority for them), but a sheet that cannot import a single row does: the
 * backend would skip every row and still answer 共0行数据全部导入成功！.
 */
import type { WorkbookPreview } from './parse-types';

export const PREVIEW_BLOCK_TEXT = {
  missingColumns: (names: string) => `表头缺少必填列「${names}」，无法导入，请按导出的格式修改表头`,
  everyRow: '每一行都有问题，没有可导入的数据',
  /** No data row in the sheet (the import result says the same when the server imported none). */
  noRows: '没有可导入的数据',
};

/** Why this file cannot be imported, or undefined when it can be sent. */
export function previewBlocker(preview: WorkbookPreview): string | undefined {
  if (preview.missingColumns.length > 0) return PREVIEW_BLOCK_TEXT.missingColumns(preview.missingColumns.join('、'));
  if (preview.totalRows === 0) return PREVIEW_BLOCK_TEXT.noRows;
  if (preview.problemRowCount >= preview.totalRows) return PREVIEW_BLOCK_TEXT.everyRow;
  return undefined;
}
