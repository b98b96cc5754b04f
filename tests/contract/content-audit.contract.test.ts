/**
 * The information audit endpoints (`/content/audit/…`; the spec names
 * none): Result envelopes (§1.2), the page shape (§1.5) with `_dictText`
 * labels, the 510 refusal of §1.3 and the audit trail's shape.
 */
import { describe, expect, it } from 'vitest';
import { call, tokenOf } from '../unit/fake-server/fake-client';
import { auditServer, resetWithAuditQueue } from '../component/audit/audit-server';
import { arrayOf, envelope, errorEnvelope, expectShape, literal, nullable, num, object, oneOf, optional, page, str } from './shapes';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';

const ns = nullable(str);
const areas = ['friendship_link', 'home_picture_link', 'picture_link', 'notice', 'hot_focus', 'work_status', 'cadre_work', 'care_children', 'study_garden', 'thematic_activities', 'example_power', 'pre_computation'];
const contentFields = {
  id: str,
  area: oneOf(...areas.map(literal)),
  title: str,
  content: optional(ns),
  coverImage: optional(ns),
  attachments: optional(ns),
  linkUrl: optional(ns),
  columnCode: optional(ns),
  source: optional(ns),
  author: optional(ns),
  publishTime: optional(ns),
  sortNo: optional(nullable(num)),
  status: optional(ns),
  auditStatus: oneOf(literal('0'), literal('1'), literal('2'), literal('3')),
  auditReason: optional(ns),
  auditBy: optional(ns),
  auditTime: optional(ns),
  submitBy: optional(ns),
  submitTime: optional(ns),
  viewCount: optional(nullable(num)),
  sysOrgCode: optional(ns),
  createBy: optional(ns),
  createTime: optional(ns),
  updateBy: optional(ns),
  updateTime: optional(ns),
};
const auditRow = object({ ...contentFields, area_dictText: str, auditStatus_dictText: str, submitBy_dictText: str });
const auditLog = object({
  id: str,
  contentId: str,
  area: str,
  action: oneOf(literal('submit'), literal('pass'), literal('reject')),
  reason: optional(ns),
  operator: str,
  operatorName: optional(ns),
  createTime: str,
});
const counts = object({ pending: num, passedToday: num, rejectedToday: num });

let token: string;
withFakeServer(auditServer, resetWithAuditQueue, async () => {
  token = await tokenOf('admin');
});

describe('content audit contract', () => {
  it('GET list: code 200, a page of labelled rows', async () => {
    const { body } = await call('/content/audit/list?auditStatus=1&pageNo=1&pageSize=2', { token });
    expectShape(body, envelope(page(auditRow), 200));
    expect(body.result).toMatchObject({ total: 4, size: 2, current: 1, pages: 2 });
  });

  it('GET queryById: the labelled row; an unknown id is a code-500 error', async () => {
    expectShape((await call('/content/audit/queryById?id=A1', { token })).body, envelope(auditRow, 200));
    const missing = (await call('/content/audit/queryById?id=none', { token })).body;
    expectShape(missing, errorEnvelope(500));
    expect(missing.message).toBe('未找到对应数据');
  });

  it('GET history and counts', async () => {
    expectShape((await call('/content/audit/history?id=R1', { token })).body, envelope(arrayOf(auditLog), 200));
    expectShape((await call('/content/audit/counts', { token })).body, envelope(counts, 200));
  });

  it('PUT pass / reject: Result.ok(msg) (the message copied into result), errors code 500, refusal code 510', async () => {
    const passed = (await call('/content/audit/pass', { method: 'PUT', token, json: { id: 'A1' } })).body;
    expectShape(passed, envelope(literal('审核通过！'), 200));
    const rejected = (await call('/content/audit/reject', { method: 'PUT', token, json: { id: 'A2', reason: '配图与正文不符' } })).body;
    expectShape(rejected, envelope(literal('驳回成功！'), 200));
    expectShape((await call('/content/audit/reject', { method: 'PUT', token, json: { id: 'A3' } })).body, errorEnvelope(500));
    const editor = await tokenOf('editor');
    const refused = (await call('/content/audit/pass', { method: 'PUT', token: editor, json: { id: 'A3' } })).body;
    expectShape(refused, errorEnvelope(510));
    expect(refused.message).toBe('没有权限，请联系管理员授权');
  });
});
