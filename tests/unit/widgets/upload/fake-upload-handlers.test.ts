import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { cleanFileName, MAX_UPLOAD_BYTES, staticNotFoundHandler, storedPath, uploadedFiles, uploadHandlers } from '@fake/handlers/upload';
import { multipart, type MultipartPart } from '../../fake-server/multipart';

const BASE = 'http://localhost:3000/zw-lgb2';
const server = setupServer(...uploadHandlers, staticNotFoundHandler);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => uploadedFiles.clear());
afterAll(() => server.close());

async function upload(path: string, fields: Record<string, MultipartPart>) {
  const res = await fetch(`${BASE}${path}`, { method: 'POST', ...multipart(Object.entries(fields)) });
  return (await res.json()) as { success: boolean; message: string; code: number; result: unknown };
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 1, 2, 3];
const png = (name = 'x.png') => ({ name, type: 'image/png', bytes: new Uint8Array(PNG) });
const text = (name: string) => ({ name, type: 'text/plain', bytes: new TextEncoder().encode('x') });

describe('POST /sys/common/upload', () => {
  it('answers c0 with the stored path <biz>/<name>_<millis>.<ext> in message and a null result', async () => {
    const body = await upload('/sys/common/upload', { file: png('头像.png'), biz: 'temp', isup: '1' });
    expect(body).toMatchObject({ success: true, code: 0, result: null });
    expect(body.message).toMatch(/^temp\/头像_\d{13}\.png$/);
  });

  it('stores just the file name when biz is empty', async () => {
    const body = await upload('/sys/common/upload', { file: png('a.png') });
    expect(body.message).toMatch(/^a_\d{13}\.png$/);
  });

  it('serves the bytes back from /sys/common/static with a type from the name', async () => {
    const { message } = await upload('/sys/common/upload', { file: png('me.png'), biz: 'avatar' });
    const res = await fetch(`${BASE}/sys/common/static/${message}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Array.from(new Uint8Array(await res.arrayBuffer()))).toEqual(PNG);
  });

  it('answers HTTP 404 for a static path nobody stored', async () => {
    const res = await fetch(`${BASE}/sys/common/static/temp/none_1.png`);
    expect(res.status).toBe(404);
  });

  it('refuses more than 10 MB with the global handler message (code 500)', async () => {
    const big = { name: 'big.zip', bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) };
    const body = await upload('/sys/common/upload', { file: big, biz: 'temp' });
    expect(body).toMatchObject({ success: false, code: 500, message: '文件大小超出10MB限制, 请压缩或降低文件质量! ' });
    expect(uploadedFiles.size).toBe(0);
  });

  it('fails with 上传失败！ without a file or with a biz that climbs directories', async () => {
    expect(await upload('/sys/common/upload', { biz: 'temp' })).toMatchObject({ success: false, message: '上传失败！' });
    expect(await upload('/sys/common/upload', { file: png('a.png'), biz: '../etc' })).toMatchObject({ success: false, message: '上传失败！' });
  });

  it('answers local for the editor flag without storing anything', async () => {
    const body = await upload('/sys/common/upload', { file: png('p.png'), biz: 'jeditor', jeditor: '1' });
    expect(body).toMatchObject({ success: true, message: 'local' });
    expect(uploadedFiles.size).toBe(0);
  });
});

describe('POST /cas/cmsRecord/upload', () => {
  it('stores under biz (default temp) and answers the path', async () => {
    const body = await upload('/cas/cmsRecord/upload?fileType=img', { file: png('p.png'), biz: 'jeditor', jeditor: '1' });
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.message).toMatch(/^jeditor\/p_\d{13}\.png$/);
    expect((await upload('/cas/cmsRecord/upload?fileType=file', { file: text('n.txt') })).message).toMatch(/^temp\/n_\d+\.txt$/);
  });

  it('refuses a non-image when fileType=img', async () => {
    const body = await upload('/cas/cmsRecord/upload?fileType=img', { file: text('a.txt'), biz: 'jeditor' });
    expect(body).toMatchObject({ success: false, message: '上传失败！' });
  });
});

describe('stored names', () => {
  it('strips directories, separators that break comma-joined values, and spaces', () => {
    expect(cleanFileName('C:\\tmp\\a b,c=d&e#f“g”.png')).toBe('abcdefg.png');
    expect(cleanFileName('/x/y/z.txt')).toBe('z.txt');
  });

  it('never hands out the same path twice within one millisecond', () => {
    const a = storedPath('a.png', 'temp', 1_700_000_000_000);
    const b = storedPath('a.png', 'temp', 1_700_000_000_000);
    expect(a).not.toBe(b);
    expect(storedPath('README', '', 1)).toMatch(/^README_\d+$/);
  });
});
