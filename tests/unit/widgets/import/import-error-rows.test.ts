import { describe, expect, it } from 'vitest';
import { parseErrorLog, previewRowErrors } from '@/widgets/import/import-error-rows';
import { parseWorkbook } from '@/widgets/import/parse-workbook';
import type { ParseOutcome, WorkbookPreview } from '@/lib/workbook/parse-types';
import { tryBadInput } from '../../../reliability/tally';
import { workbookBytes } from '../../../e2e/fixtures/workbooks';

const USER_HEADERS = ['登录账号', '真实姓名', '机构编码'];
const USER_REQUIRED = { requiredColumns: ['登录账号', '真实姓名'] };

function previewOf(outcome: ParseOutcome): WorkbookPreview {
  if (!outcome.ok) throw new Error(`expected a preview, got ${outcome.message}`);
  return outcome.preview;
}

describe('parseErrorLog', () => {
  it('reads 第 N 行 lines of the server log and keeps lines without a row as they are', () => {
    expect(parseErrorLog('第 2 行：用户名已经存在，忽略导入。\r\n第3行:未知错误，忽略导入\n\n总计 2 行\n')).toEqual([
      { line: 2, message: '用户名已经存在，忽略导入。' },
      { line: 3, message: '未知错误，忽略导入' },
      { message: '总计 2 行' },
    ]);
  });
});

describe('previewRowErrors', () => {
  it("numbers the server's data-row count as the preview's Excel rows, blank rows skipped as the server skips them", () => {
    const rows = [['a', '甲'], [null, null], ['dup', '乙'], ['', '丙']];
    const preview = previewOf(parseWorkbook(workbookBytes({ headers: USER_HEADERS, rows }), USER_REQUIRED));
    expect(preview.serverRowNumbers).toEqual([4, 6, 7]);
    const errors = previewRowErrors(parseErrorLog('第 2 行：用户名已经存在，忽略导入。\n第 3 行：未知错误，忽略导入\n'), preview);
    expect(errors).toEqual([
      { rowNumber: 6, message: '用户名已经存在，忽略导入。' },
      // The server names no cause; the preview saw the empty 登录账号 in that row.
      { rowNumber: 7, message: '「登录账号」不能为空，忽略导入' },
    ]);
  });

  it('follows the server order when it sorts rows before saving (departments: shorter 机构编码 first)', () => {
    const rows = [['科室', 'A01A01A01'], ['处室', 'A01A01'], ['省局', 'A01']];
    const preview = previewOf(parseWorkbook(workbookBytes({ headers: ['机构/部门名称', '机构编码'], rows }), { serverSortByLength: '机构编码' }));
    expect(preview.serverRowNumbers).toEqual([6, 5, 4]);
    expect(previewRowErrors([{ line: 1, message: '机构编码已经存在，忽略导入。' }], preview)).toEqual([{ rowNumber: 6, message: '机构编码已经存在，忽略导入。' }]);
  });

  it('keeps an unknown error as the server says it when the preview saw nothing wrong in the row', () => {
    const preview = previewOf(parseWorkbook(workbookBytes({ headers: USER_HEADERS, rows: [['a', '甲']] }), USER_REQUIRED));
    expect(previewRowErrors([{ line: 1, message: '未知错误，忽略导入' }], preview)).toEqual([{ rowNumber: 4, message: '未知错误，忽略导入' }]);
  });

  it('keeps the server wording for a line past the previewed sheet or without a preview', async () => {
    const preview = previewOf(parseWorkbook(workbookBytes({ headers: USER_HEADERS, rows: [['a', '甲']] }), USER_REQUIRED));
    await tryBadInput('import error log names a row past the sheet', 'wrong', () => {
      expect(previewRowErrors([{ line: 9, message: '未知错误，忽略导入' }], preview)).toEqual([{ message: '第 9 行：未知错误，忽略导入' }]);
    });
    expect(previewRowErrors([{ line: 2, message: 'x' }], undefined)).toEqual([{ message: '第 2 行：x' }]);
  });
});
