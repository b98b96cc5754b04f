import { describe, expect, it } from 'vitest';
import { checkImage, fileNameOfPath, joinPaths, moveItem, shortName, splitPaths, takeWithinLimit } from '@/widgets/upload/rules';

const MB = 1024 * 1024;

describe('image checks', () => {
  it.each([
    [{ type: 'image/png', size: 5 * MB }, null],
    [{ type: 'image/jpeg', size: 10 }, null],
    [{ type: 'image/png', size: 5 * MB + 1 }, '文件大小不可超过5M'],
    [{ type: 'image/gif', size: 10 }, '不支持该格式文件'],
    [{ type: 'image/webp', size: 10 }, '不支持该格式文件'],
    [{ type: 'application/pdf', size: 10 }, '请上传图片'],
    [{ type: '', size: 10 }, '请上传图片'],
  ])('%o → %s', (file, expected) => {
    expect(checkImage(file)).toBe(expected);
  });

  it('checks the kind before the size (a 20 MB pdf is 请上传图片)', () => {
    expect(checkImage({ type: 'application/pdf', size: 20 * MB })).toBe('请上传图片');
  });
});

describe('file names', () => {
  it('keep 5 characters and add an ellipsis only when longer', () => {
    expect(shortName('a.pdf')).toBe('a.pdf');
    expect(shortName('ab.pdf')).toBe('ab.pd...');
    expect(shortName('工作总结报告.docx')).toBe('工作总结报...');
    // Characters outside the BMP count as one.
    expect(shortName('😀😀😀😀😀😀')).toBe('😀😀😀😀😀...');
  });

  it('take the name part of a stored path, with either slash', () => {
    expect(fileNameOfPath('temp/a_1.png')).toBe('a_1.png');
    expect(fileNameOfPath('temp\\sub\\b_2.png')).toBe('b_2.png');
    expect(fileNameOfPath('c.png')).toBe('c.png');
  });
});

describe('values', () => {
  it('split comma-joined paths dropping blanks, and join them back', () => {
    expect(splitPaths('a.png, b.png,,')).toEqual(['a.png', 'b.png']);
    expect(splitPaths(undefined)).toEqual([]);
    expect(joinPaths(['a', 'b'])).toBe('a,b');
  });
});

describe('moving', () => {
  it('swaps with the neighbour', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 'left')).toEqual({ ok: true, list: ['b', 'a', 'c'] });
    expect(moveItem(['a', 'b', 'c'], 1, 'right')).toEqual({ ok: true, list: ['a', 'c', 'b'] });
  });

  it('refuses the first going left (未知的操作) and the last going right (已到最后~)', () => {
    expect(moveItem(['a', 'b'], 0, 'left')).toEqual({ ok: false, message: '未知的操作' });
    expect(moveItem(['a', 'b'], 1, 'right')).toEqual({ ok: false, message: '已到最后~' });
  });
});

describe('count limit', () => {
  it('takes what fits and says whether some were refused; 0 means no limit', () => {
    expect(takeWithinLimit([1, 2, 3], 1, 3)).toEqual({ accepted: [1, 2], refused: true });
    expect(takeWithinLimit([1], 3, 3)).toEqual({ accepted: [], refused: true });
    expect(takeWithinLimit([1, 2], 0, 2)).toEqual({ accepted: [1, 2], refused: false });
    expect(takeWithinLimit([1, 2, 3, 4], 10, 0)).toEqual({ accepted: [1, 2, 3, 4], refused: false });
  });
});
