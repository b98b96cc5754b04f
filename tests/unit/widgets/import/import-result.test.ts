import { describe, expect, it } from 'vitest';
import { describeImportAnswer, errorLogHref } from '@/widgets/import/import-result';
import type { Result } from '@/api/envelope';

const answer = (over: Partial<Result<unknown>>): Result<unknown> => ({ success: true, message: '', code: 200, result: null, timestamp: 1, ...over });

describe('describeImportAnswer', () => {
  it('is ok with the server message when every row went in', () => {
    expect(describeImportAnswer(answer({ message: '共3行数据全部导入成功！', result: '共3行数据全部导入成功！' }), 'a.xlsx')).toEqual({
      kind: 'ok',
      message: '共3行数据全部导入成功！',
    });
  });

  it('falls back to a file-uploaded message when the server says nothing', () => {
    expect(describeImportAnswer(answer({}), '职务.xlsx')).toEqual({ kind: 'ok', message: '职务.xlsx 文件上传成功' });
  });

  it('reads code 201 with the ImportExcelUtil object: warning, detail and the error-log link', () => {
    const res = answer({
      code: 201,
      message: '文件导入成功，但有错误。',
      result: { totalCount: 3, errorCount: 1, successCount: 2, msg: '总上传行数：3，已导入行数：2，错误行数：1', fileUrl: '/sys/common/static/logs/err_1.txt', fileName: '错误信息.txt' },
    });
    expect(describeImportAnswer(res, 'a.xlsx')).toEqual({
      kind: 'partial',
      message: '导入成功,但是有错误数据!',
      detail: '文件导入成功，但有错误。 总上传行数：3，已导入行数：2，错误行数：1',
      errorLogUrl: '/zw-lgb2/sys/common/static/logs/err_1.txt',
      errorLogName: '错误信息.txt',
    });
  });

  it('reads code 201 with a bare string path (JImportModal shape)', () => {
    const res = answer({ code: 201, message: '文件导入成功，但有错误。', result: '/sys/common/static/logs/err_2.txt' });
    expect(describeImportAnswer(res, 'a.xlsx')).toMatchObject({ kind: 'partial', errorLogUrl: '/zw-lgb2/sys/common/static/logs/err_2.txt' });
  });

  it('is failed with the server message on success:false', () => {
    expect(describeImportAnswer(answer({ success: false, code: 500, message: '文件导入失败:职务编码重复' }), 'a.xlsx')).toEqual({
      kind: 'failed',
      message: '文件导入失败:职务编码重复',
    });
  });
});

describe('errorLogHref', () => {
  it('prefixes API paths with the base, static paths with the static route, and keeps absolute URLs', () => {
    expect(errorLogHref('/sys/common/static/x.txt')).toBe('/zw-lgb2/sys/common/static/x.txt');
    expect(errorLogHref('logs/x.txt')).toBe('/zw-lgb2/sys/common/static/logs/x.txt');
    expect(errorLogHref('https://files.example.org/x.txt')).toBe('https://files.example.org/x.txt');
  });
});
