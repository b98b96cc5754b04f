/**
 * Texts of the import dialog. Those marked "spec" are copied from widgets.md §2/§8 and the Vue
 * JImportModal; the preview texts are new (the Vue console had no client-side preview).
 */
import { PREVIEW_BLOCK_TEXT } from '@/lib/workbook/preview-blocker';

export const IMPORT_TEXT = {
  /** JImportModal's default title. */
  title: '导入EXCEL',
  pick: '选择导入文件',
  /** spec: the upload button and its busy label. */
  start: '开始上传',
  uploading: '上传中...',
  close: '关闭',
  /** spec §8: code 201. */
  partial: '导入成功,但是有错误数据!',
  /** spec §8: unknown file. */
  unknownFile: '未知的文件',
  download: '点击下载',
  downloadLead: '具体详情请',
  /** Success without a server message ("a file-uploaded message"). */
  uploaded: (name: string) => `${name} 文件上传成功`,
  failedFallback: '文件导入失败',
  onlyExcel: (names: string) => `只能导入 .xls、.xlsx 文件：${names}`,
  parsing: '正在读取…',
  parseTimeout: '文件过大或格式异常，读取超时',
  encrypted: '文件已加密，无法读取',
  noSheet: '文件中没有工作表',
  noHeader: '第3行没有表头（前2行为标题行）',
  headerMisplaced: (row: number) => `表头应在第3行（前2行为标题行），当前在第${row}行`,
  missingColumn: (name: string) => `缺少必填列「${name}」`,
  requiredEmpty: (name: string) => `「${name}」不能为空`,
  badDate: (name: string, value: string) => `「${name}」日期格式不正确：${value}`,
  summary: (rows: number) => `共 ${rows} 行数据`,
  problemRows: (rows: number) => `${rows} 行有问题`,
  problems: (n: number) => `${n} 个问题`,
  noProblems: '未发现问题',
  moreProblems: (n: number) => `另有 ${n} 个问题未列出`,
  previewCaption: (shown: number, total: number) => `前 ${shown} 行预览（共 ${total} 行）`,
  removeUnreadable: '请移除无法读取的文件后再上传',
  /** A preview that cannot import one row: 开始上传 stays disabled with this reason. */
  /** No data row in the sheet, or the server imported none. */
  noRows: PREVIEW_BLOCK_TEXT.noRows,
  blockedLead: (name: string) => `${name}：`,
  /** Code 201 where not one row went in. */
  noneImported: '没有导入任何数据',
  /** The refused rows of a 201 answer, read from the server's error log. */
  errorRows: '未导入的行',
  moreErrorRows: (n: number) => `另有 ${n} 行未列出，请下载错误日志查看`,
  rowLabel: (row: number) => (row > 0 ? `第${row}行` : '表头'),
  resultOk: '导入成功',
  resultFailed: '导入失败',
  remove: (name: string) => `移除 ${name}`,
} as const;
