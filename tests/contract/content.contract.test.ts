/**
 * The content endpoints (README "Content endpoints"; the spec names none) against the contract's
 * conventions: Result envelope, MyBatis-Plus page, `_dictText` labels, the exact messages, and
 * the Shiro refusal (code 510) for a user without the area's button permission.
 */
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@/api/content';
import type { Page } from '@/api/envelope';
import { contentTable } from '@fake/db/content';
import { call, tokenOf } from '../unit/fake-server/fake-client';
import { contentServer, resetWithContent } from '../component/content/content-server';
import { envelope, errorEnvelope, expectShape, literal, nul, num, nullable, object, page, str } from './shapes';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';

const ns = nullable(str);
const nn = nullable(num);
const itemFields = {
  id: str, area: str, title: str, content: ns, coverImage: ns, attachments: ns, linkUrl: ns, columnCode: ns, source: ns, author: ns,
  publishTime: ns, sortNo: nn, status: ns, auditStatus: str, auditReason: ns, auditBy: ns, auditTime: ns, submitBy: ns, submitTime: ns,
  viewCount: nn, sysOrgCode: ns, createBy: ns, createTime: ns, updateBy: ns, updateTime: ns,
};
const listed = object({ ...itemFields, auditStatus_dictText: str, columnCode_dictText: str, status_dictText: str });

type Row = ContentItem & { auditStatus_dictText: string; columnCode_dictText: string; status_dictText: string };

let admin: string;
withFakeServer(contentServer, resetWithContent, async () => {
  admin = await tokenOf('admin');
});

const list = async (seg: string, params: Record<string, string> = {}, token = admin) =>
  (await call<Page<Row>>(`/content/${seg}/list?${new URLSearchParams(params)}`, { token })).body;

describe('GET /content/<area>/list', () => {
  it('answers code 0 with a MyBatis-Plus page of the area rows, newest first, with the three dict labels', async () => {
    const body = await list('notice', { column: 'createTime', order: 'desc', pageNo: '1', pageSize: '10' });
    expectShape(body, envelope(page(listed), 0));
    expect(body.result.total).toBeGreaterThanOrEqual(50);
    expect(body.result.records).toHaveLength(10);
    expect(body.result.records.every((r) => r.area === 'notice')).toBe(true);
    const times = body.result.records.map((r) => r.createTime!);
    expect([...times].sort().reverse()).toEqual(times);
    const labels = new Set(body.result.records.map((r) => `${r.auditStatus}:${r.auditStatus_dictText}`));
    for (const l of labels) expect(['0:草稿', '1:待审核', '2:审核通过', '3:已驳回']).toContain(l);
    expect(body.result.records.every((r) => r.columnCode_dictText !== '')).toBe(true);
  });

  it('keeps areas apart and filters by title, audit status and publish-time range', async () => {
    const links = await list('friendshipLink', { pageSize: '100' });
    expect(links.result.records.every((r) => r.area === 'friendship_link' && /^https?:\/\//.test(r.linkUrl!))).toBe(true);
    const pending = await list('hotFocus', { auditStatus: '1', pageSize: '100' });
    expect(pending.result.total).toBeGreaterThanOrEqual(5);
    expect(pending.result.records.every((r) => r.auditStatus === '1')).toBe(true);
    const titled = await list('notice', { title: '*通知*', pageSize: '100' });
    expect(titled.result.total).toBeGreaterThan(0);
    expect(titled.result.records.every((r) => r.title.includes('通知'))).toBe(true);
    const ranged = await list('notice', { publishTime_begin: '2024-06-01 00:00:00', publishTime_end: '2024-06-30 23:59:59', pageSize: '100' });
    expect(ranged.result.records.every((r) => r.publishTime! >= '2024-06-01' && r.publishTime! <= '2024-06-30 23:59:59')).toBe(true);
  });
});

describe('GET /content/<area>/queryById', () => {
  it('answers the item or 未找到对应数据', async () => {
    const id = (await list('workStatus')).result.records[0].id;
    const found = await call<Row>(`/content/workStatus/queryById?id=${id}`, { token: admin });
    expectShape(found.body, envelope(listed, 0));
    const other = await call(`/content/notice/queryById?id=${id}`, { token: admin });
    expectShape(other.body, errorEnvelope());
    expect(other.body.message).toBe('未找到对应数据');
  });
});

describe('writes', () => {
  it('adds as 草稿, edits, submits once, deletes and batch-deletes with the backend messages', async () => {
    const add = await call('/content/notice/add', { method: 'POST', token: admin, json: { title: '关于测试的通知', content: '<p>正文</p>', columnCode: 'notice_notice' } });
    expectShape(add.body, envelope(nul, 200));
    expect(add.body.message).toBe('添加成功！');
    const created = contentTable.findFirst((q) => q.where({ title: '关于测试的通知' }))!;
    expect(created.auditStatus).toBe('0');
    const edit = await call('/content/notice/edit', { method: 'PUT', token: admin, json: { id: created.id, title: '关于测试的通知（修订）' } });
    expect(edit.body.message).toBe('编辑成功!');
    const submit = await call('/content/notice/submit', { method: 'PUT', token: admin, json: { id: created.id } });
    expectShape(submit.body, envelope(str, 200));
    expect(submit.body.message).toBe('提交成功，等待审核');
    const again = await call('/content/notice/submit', { method: 'PUT', token: admin, json: { id: created.id } });
    expect([again.body.success, again.body.message]).toEqual([false, '该信息已提交审核，请等待审核结果']);
    const del = await call(`/content/notice/delete?id=${created.id}`, { method: 'DELETE', token: admin });
    expect(del.body.message).toBe('删除成功!');
    const ids = (await list('notice')).result.records.slice(0, 2).map((r) => r.id);
    const batch = await call(`/content/notice/deleteBatch?ids=${ids.join(',')},`, { method: 'DELETE', token: admin });
    expect(batch.body.message).toBe('批量删除成功!');
    expect(ids.every((id) => !contentTable.findFirst((q) => q.where({ id })))).toBe(true);
  });

  it('puts an approved item back to 草稿 when edited', async () => {
    const approved = (await list('studyGarden', { auditStatus: '2' })).result.records[0];
    await call('/content/studyGarden/edit', { method: 'PUT', token: admin, json: { id: approved.id, title: approved.title } });
    expect(contentTable.findFirst((q) => q.where({ id: approved.id }))!.auditStatus).toBe('0');
  });

  it('refuses an invalid link address and a picture link without a picture', async () => {
    const link = await call('/content/friendshipLink/add', { method: 'POST', token: admin, json: { title: '某网站', linkUrl: 'ftp://x' } });
    expect([link.body.success, link.body.message]).toEqual([false, '链接地址必须以http://或https://开头']);
    const pic = await call('/content/pictureLink/add', { method: 'POST', token: admin, json: { title: '某专题', linkUrl: 'https://a.cn/' } });
    expect(pic.body.message).toBe('请上传图片');
  });

  it('refuses deletes of the content editor (no :delete) with code 510 but lets it add', async () => {
    const editor = await tokenOf('editor');
    const id = (await list('notice')).result.records[0].id;
    const del = await call(`/content/notice/delete?id=${id}`, { method: 'DELETE', token: editor });
    expectShape(del.body, object({ success: literal(false), code: literal(510), message: literal('没有权限，请联系管理员授权'), result: nul, timestamp: num }));
    const batch = await call(`/content/notice/deleteBatch?ids=${id}`, { method: 'DELETE', token: editor });
    expect(batch.body.code).toBe(510);
    const add = await call('/content/notice/add', { method: 'POST', token: editor, json: { title: '编辑添加的通知' } });
    expect(add.body.success).toBe(true);
  });
});

describe('seeded pictures', () => {
  it('serves the seeded covers as inline BMP images', async () => {
    const cover = (await list('homePictureLink')).result.records[0].coverImage!;
    const res = await fetch(`http://localhost:3000/zw-lgb2/sys/common/static/${cover}`);
    expect(res.headers.get('Content-Type')).toBe('image/bmp');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x42, 0x4d]);
    const view = new DataView(bytes.buffer);
    expect([view.getInt32(18, true), view.getInt32(22, true), view.getUint16(28, true)]).toEqual([240, 135, 24]);
  });
});
