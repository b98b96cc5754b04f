/**
 * The fake backend with a small, known audit queue in place of the seeded content, so the
 * tests can name their rows.
 */
import type { ContentArea, ContentAuditStatus, ContentItem } from '@/api/content';
import { contentTable } from '@fake/db/content';
import { insertAll } from '@fake/db/table';
import { contentAuditLogTable } from '@fake/handlers/content-audit';
import { resetFakeDb, server } from '@fake/node';

export const auditServer = server;

function item(id: string, area: ContentArea, title: string, auditStatus: ContentAuditStatus, submitTime: string | null, extra: Partial<ContentItem> = {}): ContentItem {
  return {
    id,
    area,
    title,
    content: `<p>${title}的正文。</p>`,
    coverImage: null,
    author: '宣传处',
    publishTime: '2026-11-01 09:00:00',
    status: '0',
    auditStatus,
    submitBy: 'editor',
    submitTime,
    createBy: 'editor',
    createTime: '2026-10-30 09:00:00',
    ...extra,
  };
}

/** Four waiting items (newest first: A4 … A1), one approved, one rejected, one draft. */
export const AUDIT_FIXTURES: ContentItem[] = [
  item('A1', 'notice', '关于开展年度考核工作的通知', '1', '2026-11-10 09:00:00', {
    content: '<p>请各单位按时报送。</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    coverImage: 'content/cover-a1.jpg',
    source: '本局办公室',
    attachments: 'content/考核办法_1731200000000.pdf,content/报送表_1731200000001.xlsx',
  }),
  item('A2', 'hot_focus', '全市干部教育培训工作会议召开', '1', '2026-11-11 09:00:00'),
  item('A3', 'work_status', '组织部开展主题党日活动', '1', '2026-11-12 09:00:00'),
  item('A4', 'notice', '关于调整办公时间的通知', '1', '2026-11-13 09:00:00'),
  item('P1', 'study_garden', '学习贯彻会议精神心得', '2', '2026-11-05 09:00:00', { auditBy: 'admin', auditTime: '2026-11-06 10:00:00', status: '1' }),
  item('R1', 'cadre_work', '干部选拔任用公示', '3', '2026-11-04 09:00:00', { auditBy: 'admin', auditTime: '2026-11-05 10:00:00', auditReason: '公示期限填写错误' }),
  item('D1', 'notice', '尚未提交的草稿', '0', null),
];

export async function resetWithAuditQueue(): Promise<void> {
  await resetFakeDb();
  contentTable.clear();
  contentAuditLogTable.clear();
  await insertAll(contentTable, AUDIT_FIXTURES);
  await insertAll(contentAuditLogTable, [
    { id: 'L1', contentId: 'R1', area: 'cadre_work', action: 'submit', reason: null, operator: 'editor', operatorName: '李文静', createTime: '2026-11-04 09:00:00' },
    { id: 'L2', contentId: 'R1', area: 'cadre_work', action: 'reject', reason: '公示期限填写错误', operator: 'admin', operatorName: '管理员', createTime: '2026-11-05 10:00:00' },
    { id: 'L3', contentId: 'A1', area: 'notice', action: 'submit', reason: null, operator: 'editor', operatorName: '李文静', createTime: '2026-11-10 09:00:00' },
  ]);
}
