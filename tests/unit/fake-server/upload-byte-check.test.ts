// The multipart bodies are built by hand: jsdom's FormData/File do not survive Node's fetch intact.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { uploadedFiles, uploadHandlers } from '@fake/handlers/upload';
import { realFileBytes } from '../../e2e/fixtures/file-bytes';
import { multipart } from './multipart';

const BASE = 'http://localhost:3000/zw-lgb2';
const server = setupServer(...uploadHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => uploadedFiles.clear());
afterAll(() => server.close());

async function upload(path: string, name: string, bytes: Uint8Array) {
  const res = await fetch(`${BASE}${path}`, { method: 'POST', ...multipart([['biz', 'temp'], ['file', { name, bytes }]]) });
  return (await res.json()) as { success: boolean; message: string; code: number };
}

describe('the fake upload checks the bytes as the console does', () => {
  it('refuses a text file named .png and an empty file, storing nothing', async () => {
    const png = await upload('/sys/common/upload', 'a.png', new TextEncoder().encode('just text'));
    expect(png).toMatchObject({ success: false, message: '文件内容与扩展名不符，请选择真实的图片文件' });
    const empty = await upload('/sys/common/upload', 'e.pdf', new Uint8Array(0));
    expect(empty).toMatchObject({ success: false, message: '不能上传空文件' });
    const editor = await upload('/cas/cmsRecord/upload?fileType=img', 'b.png', new TextEncoder().encode('<p>x</p>'));
    expect(editor).toMatchObject({ success: false, message: '文件内容与扩展名不符，请选择真实的图片文件' });
    expect(uploadedFiles.size).toBe(0);
  });

  it('stores real files', async () => {
    const res = await upload('/sys/common/upload', 'r.png', realFileBytes('r.png'));
    expect(res.success).toBe(true);
    expect(res.message).toMatch(/^temp\/r_\d+\.png$/);
  });
});
