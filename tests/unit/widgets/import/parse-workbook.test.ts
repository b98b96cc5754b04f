import { describe, expect, it } from 'vitest';
import { looksLikeWorkbook, parseWorkbook } from '@/widgets/import/parse-workbook';
import type { ParseOutcome, WorkbookPreview } from '@/lib/workbook/parse-types';
import { POSITION_HEADERS, positionWorkbook, sheetBytes, workbookBytes } from '../../../e2e/fixtures/workbooks';

const REQUIRED = { requiredColumns: ['职务编码', '职务名称'], dateColumns: ['创建时间'] };

function previewOf(outcome: ParseOutcome): WorkbookPreview {
  if (!outcome.ok) throw new Error(`expected a preview, got ${outcome.message}`);
  return outcome.preview;
}

describe('parseWorkbook', () => {
  it('reads the header from row 3 under two title rows and previews the first rows', () => {
    const p = previewOf(parseWorkbook(positionWorkbook(25), { ...REQUIRED, previewRows: 5 }));
    expect(p.headers).toEqual(POSITION_HEADERS);
    expect(p.headerRowNumber).toBe(3);
    expect(p.totalRows).toBe(25);
    expect(p.rows).toHaveLength(5);
    expect(p.rows[0]).toEqual({ rowNumber: 4, cells: ['P00001', '职务1', '1', '2020-01-01'] });
    expect(p.problemCount).toBe(0);
  });

  it('reads legacy .xls (BIFF8) the same way', () => {
    const p = previewOf(parseWorkbook(positionWorkbook(3, {}, 'biff8'), REQUIRED));
    expect(p.headers).toEqual(POSITION_HEADERS);
    expect(p.totalRows).toBe(3);
  });

  it('flags a row whose required cell is empty, with its Excel row number', () => {
    const p = previewOf(parseWorkbook(positionWorkbook(6, { 2: 'noName' }), REQUIRED));
    expect(p.problems).toEqual([{ rowNumber: 6, column: '职务名称', message: '「职务名称」不能为空' }]);
    expect(p.problemRowCount).toBe(1);
    expect(p.flaggedRows).toEqual([6]);
  });

  it('flags a date that does not exist but accepts date cells, serials and date text', () => {
    const rows = [
      ['A', '甲', '1', '2023-02-30'],
      ['B', '乙', '1', new Date(2023, 1, 28)],
      ['C', '丙', '1', 45000],
      ['D', '丁', '1', '2023/3/5'],
      ['E', '戊', '1', '2023-03-05 08:30:00'],
      ['F', '己', '1', '明天'],
      ['G', '庚', '1', ''],
    ];
    const p = previewOf(parseWorkbook(workbookBytes({ headers: POSITION_HEADERS, rows }), REQUIRED));
    expect(p.problems).toEqual([
      { rowNumber: 4, column: '创建时间', message: '「创建时间」日期格式不正确：2023-02-30' },
      { rowNumber: 9, column: '创建时间', message: '「创建时间」日期格式不正确：明天' },
    ]);
  });

  it('reports a required column missing from the header', () => {
    const bytes = workbookBytes({ headers: ['职务编码', '职级'], rows: [['A', '1']] });
    const p = previewOf(parseWorkbook(bytes, REQUIRED));
    expect(p.missingColumns).toEqual(['职务名称']);
    expect(p.problems).toContainEqual({ rowNumber: 0, column: '职务名称', message: '缺少必填列「职务名称」' });
  });

  it('says the header belongs on row 3 when a file puts it on row 1', () => {
    const bytes = sheetBytes([['职务编码', '职务名称'], ['P1', '甲'], ['P2', '乙'], ['P3', '丙']]);
    const p = previewOf(parseWorkbook(bytes, REQUIRED));
    expect(p.problems.slice(0, 3)).toEqual([
      { rowNumber: 0, message: '表头应在第3行（前2行为标题行），当前在第1行' },
      { rowNumber: 0, column: '职务编码', message: '缺少必填列「职务编码」' },
      { rowNumber: 0, column: '职务名称', message: '缺少必填列「职务名称」' },
    ]);
  });

  it('refuses a sheet whose header row is empty', () => {
    const bytes = sheetBytes([['职务信息'], ['导出人:管理员'], [], ['P1', '甲']]);
    expect(parseWorkbook(bytes, REQUIRED)).toEqual({ ok: false, message: '第3行没有表头（前2行为标题行）' });
  });

  it('skips formatted blank rows instead of counting them as errors', () => {
    const rows = [['A', '甲', '1', '2023-01-01'], [null, '', '  ', null], ['B', '乙', '2', '2023-01-02']];
    const p = previewOf(parseWorkbook(workbookBytes({ headers: POSITION_HEADERS, rows }), REQUIRED));
    expect(p.totalRows).toBe(2);
    expect(p.problemCount).toBe(0);
    expect(p.rows.map((r) => r.rowNumber)).toEqual([4, 6]);
  });

  it('caps the listed problems but keeps counting', () => {
    const bad: Record<number, 'noName'> = {};
    for (let i = 0; i < 30; i += 1) bad[i] = 'noName';
    const p = previewOf(parseWorkbook(positionWorkbook(30, bad), { ...REQUIRED, maxProblems: 10 }));
    expect(p.problems).toHaveLength(10);
    expect(p.problemCount).toBe(30);
    expect(p.problemRowCount).toBe(30);
  });

  it('answers 未知的文件 for text renamed to .xlsx, an empty file and a broken zip', () => {
    const text = new TextEncoder().encode('职务编码,职务名称\nP1,甲\n');
    expect(parseWorkbook(text, REQUIRED)).toEqual({ ok: false, message: '未知的文件' });
    expect(parseWorkbook(new Uint8Array(0), REQUIRED)).toEqual({ ok: false, message: '未知的文件' });
    const truncated = positionWorkbook(50).slice(0, 300);
    expect(parseWorkbook(truncated, REQUIRED)).toEqual({ ok: false, message: '未知的文件' });
  });

  it('recognises workbook signatures before handing bytes to SheetJS', () => {
    expect(looksLikeWorkbook(positionWorkbook(1))).toBe(true);
    expect(looksLikeWorkbook(positionWorkbook(1, {}, 'biff8'))).toBe(true);
    expect(looksLikeWorkbook(new TextEncoder().encode('  <?xml version="1.0"?><Workbook/>'))).toBe(true);
    expect(looksLikeWorkbook(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });

  it('parses 10,000 rows within a couple of seconds and returns only the preview slice', () => {
    const bytes = positionWorkbook(10_000, { 9_999: 'noName' });
    const p = previewOf(parseWorkbook(bytes, REQUIRED));
    expect(p.totalRows).toBe(10_000);
    expect(p.rows).toHaveLength(10);
    expect(p.problems).toEqual([{ rowNumber: 10_003, column: '职务名称', message: '「职务名称」不能为空' }]);
    expect(p.parseMs).toBeLessThan(5000);
  });
});
