/**
 * The /sys/oss/file endpoints (OssFileController; contract §4.24 names it only) against the
 * contract's conventions: bare-Result code 0 for list and queryById, `上传成功！` / `上传失败`,
 * `删除成功!`, `未找到对应实体`, the Page shape, the QueryGenerator filters, and the stored bytes
 * served back at the recorded url.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/envelope';
import type { OssFile } from '@/api/sys/oss';
import { ossFileTable } from '@fake/handlers/sys-oss';
import { call, tokenOf } from '../unit/fake-server/fake-client';
import { ossServer, resetWithOssFiles } from '../component/oss/oss-server';
import { envelope, errorEnvelope, expectShape, literal, nul, nullable, object, optional, page, str } from './shapes';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';
import { multipart } from '../unit/fake-server/multipart';

const ns = nullable(str);
export const ossFile = object({ id: str, fileName: ns, url: ns, createBy: optional(ns), createTime: optional(ns), updateBy: optional(ns), updateTime: optional(ns) });

let token: string;
withFakeServer(ossServer, resetWithOssFiles, async () => {
  token = await tokenOf('admin');
});

const list = async (params: Record<string, string> = {}) => (await call<Page<OssFile>>(`/sys/oss/file/list?${new URLSearchParams(params)}`, { token })).body;

const upload = (name: string, bytes: Uint8Array, field = 'file') =>
  call<null>('/sys/oss/file/upload', { method: 'POST', token, ...multipart([[field, { name, bytes }]]) });

describe('/sys/oss/file', () => {
  it('lists a Page of OSSFile with code 0, ten per page by default, in insertion order unless sorted', async () => {
    const body = await list({ column: 'createTime', order: 'desc' });
    expectShape(body, envelope(page(ossFile), 0));
    expect(body.result.total).toBe(30);
    expect(body.result.records).toHaveLength(10);
    const times = body.result.records.map((r) => r.createTime ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    // No default order in the controller: without column/order the rows come as stored (oldest first).
    expect((await list()).result.records[0].fileName).toBe('通知附件.pdf');
  });

  it('filters by fileName (like, *v*) and by url, and pages', async () => {
    const byName = await list({ fileName: '*报告*' });
    expect(byName.result.records.map((r) => r.fileName).sort()).toEqual(['年度报告.docx', '项目验收报告.docx']);
    const exact = await list({ fileName: '报告' });
    expect(exact.result.total).toBe(0);
    const first = byName.result.records[0];
    const byUrl = await list({ url: first.url ?? '' });
    expect(byUrl.result.records.map((r) => r.id)).toEqual([first.id]);
    const third = await list({ pageNo: '3', pageSize: '10' });
    expect(third.result.records).toHaveLength(10);
    expect(third.result.current).toBe(3);
  });

  it('uploads: 上传成功！ with a null result, a row with the cleaned name, the bytes at its url', async () => {
    const res = await upload('会议 通知.pdf', new TextEncoder().encode('%PDF-1.4 demo'));
    expectShape(res.body, envelope(nul, 200));
    expect(res.body.message).toBe('上传成功！');
    const row = ossFileTable.findFirst((q) => q.where({ fileName: '会议通知.pdf' }));
    expect(row?.createBy).toBe('admin');
    expect(row?.url).toMatch(/^\/zw-lgb2\/sys\/common\/static\/oss\/upload\/test\/会议通知_\d+\.pdf$/);
    const served = await fetch(`http://localhost:3000${encodeURI(row?.url ?? '')}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(await served.text()).toBe('%PDF-1.4 demo');
    expect((await list({ column: 'createTime', order: 'desc' })).result.records[0].fileName).toBe('会议通知.pdf');
  });

  it('answers 上传失败 (code 500) without a file part, and the 10 MB message for a larger file', async () => {
    const missing = await upload('a.txt', new Uint8Array(3), 'other');
    expectShape(missing.body, errorEnvelope(500));
    expect(missing.body.message).toBe('上传失败');
    const big = await upload('big.zip', new Uint8Array(10 * 1024 * 1024 + 1));
    expect(big.body).toMatchObject({ success: false, code: 500, message: '文件大小超出10MB限制, 请压缩或降低文件质量! ' });
    expect(ossFileTable.count()).toBe(30);
  });

  it('serves the seeded files: pictures inline, documents as attachments', async () => {
    const records = (await list({ pageSize: '30' })).result.records;
    const picture = records.find((r) => r.fileName === '宣传图.png');
    const doc = records.find((r) => r.fileName === '年度报告.docx');
    const png = await fetch(`http://localhost:3000${encodeURI(picture?.url ?? '')}`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-disposition')).toMatch(/^inline/);
    expect(new Uint8Array(await png.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x42, 0x4d]));
    const docx = await fetch(`http://localhost:3000${encodeURI(doc?.url ?? '')}`);
    expect(docx.headers.get('content-disposition')).toMatch(/^attachment/);
    const missing = await fetch('http://localhost:3000/zw-lgb2/sys/common/static/oss/seed/99-不存在.pdf');
    expect(missing.status).toBe(404);
  });

  it('queryById answers the entity with code 0, or 未找到对应实体', async () => {
    const [first] = (await list()).result.records;
    const found = await call<OssFile>(`/sys/oss/file/queryById?id=${first.id}`, { token });
    expectShape(found.body, envelope(ossFile, 0));
    expect(found.body.result).toEqual(first);
    const missing = await call(`/sys/oss/file/queryById?id=nope`, { token });
    expectShape(missing.body, errorEnvelope(500));
    expect(missing.body.message).toBe('未找到对应实体');
  });

  it('deletes with 删除成功! and forgets the bytes; an unknown id is 未找到对应实体', async () => {
    await upload('临时.txt', new TextEncoder().encode('x'));
    const row = ossFileTable.findFirst((q) => q.where({ fileName: '临时.txt' }));
    const res = await call<null>(`/sys/oss/file/delete?id=${row?.id}`, { method: 'DELETE', token });
    expectShape(res.body, envelope(nul, 200));
    expect(res.body.message).toBe('删除成功!');
    expect(ossFileTable.count()).toBe(30);
    expect((await fetch(`http://localhost:3000${encodeURI(row?.url ?? '')}`)).status).toBe(404);
    const again = await call(`/sys/oss/file/delete?id=${row?.id}`, { method: 'DELETE', token });
    expect(again.body).toMatchObject({ success: false, code: 500, message: '未找到对应实体' });
    expectShape(again.body, object({ success: literal(false), code: literal(500), message: str, result: nul, timestamp: { kind: 'number' } }));
  });
});
