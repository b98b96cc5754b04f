/**
 * The fake audit endpoints' rules: who may decide (Shiro's 510 for the editor),
 * which items may be decided (only 待审核), the reason rules, what a decision
 * writes (item state, audit trail) and the header counts.
 */
import { describe, expect, it } from 'vitest';
import type { ContentAuditCounts, ContentAuditLog } from '@/api/audit';
import type { Page } from '@/api/envelope';
import type { AuditRow } from '@/api/audit';
import { contentTable } from '@fake/db/content';
import { contentAuditLogTable } from '@fake/handlers/content-audit';
import { call, tokenOf } from '../fake-server/fake-client';
import { auditServer, resetWithAuditQueue } from '../../component/audit/audit-server';
import { withFakeServer } from '../fake-server/fake-server-hooks';

let admin: string;
withFakeServer(auditServer, resetWithAuditQueue, async () => {
  admin = await tokenOf('admin');
});

const put = (path: string, token: string, json: unknown) => call(path, { method: 'PUT', token, json });
const list = async (params: Record<string, string>) => (await call<Page<AuditRow>>(`/content/audit/list?${new URLSearchParams(params)}`, { token: admin })).body.result;
const row = (id: string) => contentTable.findFirst((q) => q.where({ id }));

describe('content audit permissions', () => {
  it('refuses pass and reject with 510 for the seeded editor and leaves the item waiting', async () => {
    const editor = await tokenOf('editor');
    for (const [path, body] of [
      ['/content/audit/pass', { id: 'A1' }],
      ['/content/audit/reject', { id: 'A1', reason: '不合适' }],
    ] as const) {
      const reply = await put(path, editor, body);
      expect(reply.body).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权', result: null });
    }
    expect(row('A1')?.auditStatus).toBe('1');
    expect(contentAuditLogTable.findMany((q) => q.where({ contentId: 'A1' }))).toHaveLength(1);
  });

  it('lets the editor read the queue', async () => {
    const editor = await tokenOf('editor');
    const reply = await call<Page<AuditRow>>('/content/audit/list?auditStatus=1', { token: editor });
    expect(reply.body.success).toBe(true);
    expect(reply.body.result.total).toBe(4);
  });

  it('answers 401 without a token', async () => {
    const reply = await call('/content/audit/pass', { method: 'PUT', json: { id: 'A1' } });
    expect(reply.status).toBe(401);
  });
});

describe('content audit state rules', () => {
  it('passes a waiting item: approved, published, audited by admin, trail entry', async () => {
    const reply = await put('/content/audit/pass', admin, { id: 'A2' });
    expect(reply.body).toMatchObject({ success: true, code: 200, message: '审核通过！' });
    expect(row('A2')).toMatchObject({ auditStatus: '2', status: '1', auditBy: 'admin' });
    expect(row('A2')?.auditTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const history = (await call<ContentAuditLog[]>('/content/audit/history?id=A2', { token: admin })).body.result;
    expect(history).toEqual([expect.objectContaining({ action: 'pass', operator: 'admin', reason: null, contentId: 'A2', area: 'hot_focus' })]);
  });

  it('rejects only with a reason of at most 200 characters, and stores it', async () => {
    expect((await put('/content/audit/reject', admin, { id: 'A3' })).body).toMatchObject({ success: false, code: 500, message: '请填写驳回原因' });
    expect((await put('/content/audit/reject', admin, { id: 'A3', reason: '   ' })).body.message).toBe('请填写驳回原因');
    expect((await put('/content/audit/reject', admin, { id: 'A3', reason: '长'.repeat(201) })).body.message).toBe('驳回原因不能超过200个字');
    expect(row('A3')?.auditStatus).toBe('1');
    const ok = await put('/content/audit/reject', admin, { id: 'A3', reason: '长'.repeat(200) });
    expect(ok.body).toMatchObject({ success: true, message: '驳回成功！' });
    expect(row('A3')).toMatchObject({ auditStatus: '3', auditReason: '长'.repeat(200), auditBy: 'admin' });
  });

  it('refuses to decide an item that is not waiting', async () => {
    for (const id of ['P1', 'R1', 'D1']) {
      expect((await put('/content/audit/pass', admin, { id })).body).toMatchObject({ success: false, message: '该信息不是待审核状态，不能审核' });
      expect((await put('/content/audit/reject', admin, { id, reason: '重复' })).body.message).toBe('该信息不是待审核状态，不能审核');
    }
    await put('/content/audit/pass', admin, { id: 'A1' });
    expect((await put('/content/audit/reject', admin, { id: 'A1', reason: '晚了' })).body.message).toBe('该信息不是待审核状态，不能审核');
    expect((await put('/content/audit/pass', admin, { id: 'nope' })).body.message).toBe('未找到对应数据');
  });

  it('serves the history newest first', async () => {
    const history = (await call<ContentAuditLog[]>('/content/audit/history?id=R1', { token: admin })).body.result;
    expect(history.map((h) => h.action)).toEqual(['reject', 'submit']);
    expect(history[0].reason).toBe('公示期限填写错误');
  });

  it('counts waiting items and today’s decisions', async () => {
    const before = (await call<ContentAuditCounts>('/content/audit/counts', { token: admin })).body.result;
    expect(before).toEqual({ pending: 4, passedToday: 0, rejectedToday: 0 });
    await put('/content/audit/pass', admin, { id: 'A1' });
    await put('/content/audit/reject', admin, { id: 'A2', reason: '图片不清晰' });
    const after = (await call<ContentAuditCounts>('/content/audit/counts', { token: admin })).body.result;
    expect(after).toEqual({ pending: 2, passedToday: 1, rejectedToday: 1 });
  });
});

describe('content audit queue', () => {
  it('filters by status, area, title and submit time, newest submission first', async () => {
    expect((await list({ auditStatus: '1' })).records.map((r) => r.id)).toEqual(['A4', 'A3', 'A2', 'A1']);
    expect((await list({ auditStatus: '1,2,3' })).total).toBe(6);
    expect((await list({})).total).toBe(7);
    expect((await list({ auditStatus: '1', area: 'notice' })).records.map((r) => r.id)).toEqual(['A4', 'A1']);
    expect((await list({ title: '*通知*' })).records.map((r) => r.id)).toEqual(['A4', 'A1']);
    expect((await list({ submitTime_begin: '2026-11-11', submitTime_end: '2026-11-12' })).records.map((r) => r.id)).toEqual(['A3', 'A2']);
  });

  it('labels area, state and submitter', async () => {
    const [first] = (await list({ auditStatus: '1' })).records;
    expect(first).toMatchObject({ area: 'notice', area_dictText: '通知公告', auditStatus_dictText: '待审核', submitBy_dictText: '李文静' });
    const rejected = (await list({ auditStatus: '3' })).records[0];
    expect(rejected).toMatchObject({ area_dictText: '干部工作', auditStatus_dictText: '已驳回' });
  });
});
