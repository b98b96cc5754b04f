import { describe, expect, it } from 'vitest';
import { detectFileKind, fileContentProblem } from '@/lib/file-signature';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);
const webp = new Uint8Array([...text('RIFF'), 0x24, 0, 0, 0, ...text('WEBPVP8 ')]);

const samples: Array<[string, Uint8Array]> = [
  ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
  ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46)],
  ['gif', text('GIF89a\u0001\u0000')],
  ['bmp', bytes(0x42, 0x4d, 0x3a, 0, 0, 0, 0, 0)],
  ['webp', webp],
  ['pdf', text('%PDF-1.7\n')],
  ['zip', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0)],
  ['ole2', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0)],
  ['text', text('职务编码,职务名称\r\nP1,甲\n')],
];

describe('detectFileKind', () => {
  it.each(samples)('knows %s by its first bytes', (kind, head) => {
    expect(detectFileKind(head)).toBe(kind);
  });

  it('knows nothing of an empty head or of binary bytes no signature matches', () => {
    expect(detectFileKind(new Uint8Array(0))).toBeUndefined();
    expect(detectFileKind(bytes(0x00, 0x01, 0x02, 0x03, 0xfe))).toBeUndefined();
  });

  it('does not take RIFF audio for WEBP', () => {
    expect(detectFileKind(new Uint8Array([...text('RIFF'), 0x24, 0, 0, 0, ...text('WAVEfmt ')]))).not.toBe('webp');
  });
});

describe('fileContentProblem', () => {
  const head = (kind: string) => samples.find(([k]) => k === kind)![1];

  it('refuses an empty file everywhere', () => {
    expect(fileContentProblem('a.pdf', new Uint8Array(0), 0)).toBe('不能上传空文件');
    expect(fileContentProblem('a.png', new Uint8Array(0), 0, { image: true })).toBe('不能上传空文件');
    expect(fileContentProblem('unknown.dwg', new Uint8Array(0), 0)).toBe('不能上传空文件');
  });

  it('refuses a text file named .png, as an image and as a plain attachment', () => {
    const t = text('<html>not a picture</html>');
    expect(fileContentProblem('avatar.png', t, t.length, { image: true })).toBe('文件内容与扩展名不符，请选择真实的图片文件');
    expect(fileContentProblem('avatar.png', t, t.length)).toBe('文件内容与扩展名不符，请选择真实的图片文件');
  });

  it('accepts real files under their own extension', () => {
    for (const [name, kind] of [['a.png', 'png'], ['a.JPG', 'jpeg'], ['a.jpeg', 'jpeg'], ['a.gif', 'gif'], ['a.bmp', 'bmp'], ['a.webp', 'webp'], ['a.pdf', 'pdf'], ['a.xlsx', 'zip'], ['a.docx', 'zip'], ['a.xls', 'ole2'], ['a.doc', 'ole2'], ['a.txt', 'text'], ['a.csv', 'text']] as const) {
      expect(fileContentProblem(name, head(kind), 100), name).toBeUndefined();
    }
  });

  it('refuses content that is not what the extension says, naming the extension', () => {
    expect(fileContentProblem('report.pdf', head('text'), 100)).toBe('文件内容与扩展名不符，请确认这是真实的 .pdf 文件');
    expect(fileContentProblem('data.xlsx', head('text'), 100)).toBe('文件内容与扩展名不符，请确认这是真实的 .xlsx 文件');
    expect(fileContentProblem('notes.txt', head('png'), 100)).toBe('文件内容与扩展名不符，请确认这是真实的 .txt 文件');
    expect(fileContentProblem('photo.jpg', head('png'), 100)).toBe('文件内容与扩展名不符，请选择真实的图片文件');
  });

  it('lets unknown extensions through when they are not empty, but an image field still wants a picture', () => {
    expect(fileContentProblem('drawing.dwg', bytes(0x41, 0x43, 0x31, 0x30), 4)).toBeUndefined();
    expect(fileContentProblem('scan', head('pdf'), 100, { image: true })).toBe('文件内容与扩展名不符，请选择真实的图片文件');
    expect(fileContentProblem('scan', head('png'), 100, { image: true })).toBeUndefined();
  });
});
