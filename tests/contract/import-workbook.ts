/** A sheet to import, laid out like an AutoPoi export (2 title rows, the header row, then data). */
import { writeWorkbook } from '@fake/lib/xls';

export function importWorkbook(headers: readonly string[], rows: readonly string[][]): Promise<Uint8Array> {
  return writeWorkbook({
    title: '导入',
    secondTitle: '导出人:管理员',
    sheetName: '导出信息',
    bookType: 'xlsx',
    columns: headers.map((header, i) => ({ header, key: String(i) })),
    rows: rows.map((r) => Object.fromEntries(r.map((v, i) => [String(i), v]))),
  });
}
