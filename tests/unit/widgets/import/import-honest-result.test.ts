import { describe, expect, it } from 'vitest';
import { describeImportAnswer, importedNothing } from '@/widgets/import/import-result';
import { previewBlocker } from '@/lib/workbook/preview-blocker';
import type { WorkbookPreview } from '@/lib/workbook/parse-types';
import type { Result } from '@/api/envelope';

const answer = (over: Partial<Result<unknown>>): Result<unknown> => ({ success: true, message: '', code: 200, result: null, timestamp: 1, ...over });

const preview = (over: Partial<WorkbookPreview>): WorkbookPreview => ({
  sheetName: 'Sheet1',
  headers: ['登录账号', '真实名称'],
  headerRowNumber: 3,
  rows: [],
  totalRows: 3,
  problems: [],
  problemCount: 0,
  problemRowCount: 0,
  missingColumns: [],
  flaggedRows: [],
  serverRowNumbers: [],
  parseMs: 1,
  ...over,
});

describe('previewBlocker', () => {
  it('lets a clean sheet and a sheet with some bad rows through', () => {
    expect(previewBlocker(preview({}))).toBeUndefined();
    expect(previewBlocker(preview({ problemRowCount: 2, problemCount: 2 }))).toBeUndefined();
  });

  it('blocks missing required headers, naming them', () => {
    expect(previewBlocker(preview({ missingColumns: ['登录账号', '真实名称'] }))).toBe('表头缺少必填列「登录账号、真实名称」，无法导入，请按导出的格式修改表头');
  });

  it('blocks a sheet without data rows and one whose every row is bad', () => {
    expect(previewBlocker(preview({ totalRows: 0 }))).toBe('没有可导入的数据');
    expect(previewBlocker(preview({ totalRows: 3, problemRowCount: 3, problemCount: 4 }))).toBe('每一行都有问题，没有可导入的数据');
  });
});

describe('an import answer for zero rows', () => {
  it('recognises both zero-row success texts of the backend, and no other count', () => {
    expect(importedNothing('共0行数据全部导入成功！')).toBe(true);
    expect(importedNothing('文件导入成功！数据行数:0')).toBe(true);
    expect(importedNothing('共10行数据全部导入成功！')).toBe(false);
    expect(importedNothing('文件导入成功！数据行数:05')).toBe(false);
    expect(importedNothing('文件导入成功！数据行数:10')).toBe(false);
  });

  it('is a failure saying 没有可导入的数据, never 全部导入成功', () => {
    const outcome = describeImportAnswer(answer({ message: '共0行数据全部导入成功！', result: '共0行数据全部导入成功！' }), 'u.xlsx');
    expect(outcome).toEqual({ kind: 'failed', message: '没有可导入的数据' });
    expect(JSON.stringify(outcome)).not.toContain('全部导入成功');
  });

  it('is a failure with the error log when code 201 says no row went in', () => {
    const outcome = describeImportAnswer(
      answer({
        code: 201,
        message: '文件导入成功，但有错误。',
        result: { totalCount: 2, errorCount: 2, successCount: 0, msg: '总上传行数：2，已导入行数：0，错误行数：2', fileUrl: '/sys/common/static/logs/e.txt', fileName: 'e.txt' },
      }),
      'u.xlsx',
    );
    expect(outcome.kind).toBe('failed');
    expect(outcome.message).toBe('没有导入任何数据');
    expect(outcome.errorLogUrl).toBe('/zw-lgb2/sys/common/static/logs/e.txt');
  });
});
