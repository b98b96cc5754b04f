import type { Story } from '@ladle/react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { delay, http, HttpResponse } from 'msw';
import type { AuditRow, AuditServices } from '@/api/audit';
import type { ContentAuditLog } from '@/api/audit';
import type { Result } from '@/api/envelope';
import { AuditDialog } from '@/features/audit/AuditDialog';
import InfoAuditListPage from '@/features/audit/InfoAuditListPage';
import { shows } from './story-shows';

export default { title: 'Content / Information audit' };

const reply = <T,>(success: boolean, message: string, result: T, code = success ? 200 : 500): Result<T> => ({ success, message, code, result, timestamp: Date.now() });
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 400));

const pending: AuditRow = {
  id: 's1',
  area: 'notice',
  area_dictText: '通知公告',
  title: '关于开展2026年度干部考核工作的通知',
  content:
    '<p>各处室、各直属单位：</p><p>根据年度工作安排，现就开展年度考核工作有关事项通知如下。</p><p><strong>一、考核范围</strong>：全体在编在岗干部。</p><img src="x" onerror="alert(1)"><script>alert("xss")</script>',
  coverImage: null,
  author: '干部处',
  publishTime: '2026-11-20 09:00:00',
  auditStatus: '1',
  auditStatus_dictText: '待审核',
  submitBy: 'editor',
  submitBy_dictText: '李文静',
  submitTime: '2026-11-21 16:20:00',
};

const history: ContentAuditLog[] = [
  { id: 'h3', contentId: 's1', area: 'notice', action: 'submit', operator: 'editor', operatorName: '李文静', createTime: '2026-11-21 16:20:00' },
  { id: 'h2', contentId: 's1', area: 'notice', action: 'reject', reason: '落款日期有误，请修改后重新提交', operator: 'admin', operatorName: '管理员', createTime: '2026-11-21 11:05:00' },
  { id: 'h1', contentId: 's1', area: 'notice', action: 'submit', operator: 'editor', operatorName: '李文静', createTime: '2026-11-21 10:00:00' },
];

/** In-memory services; `refuse` answers the 510 of a user whose button was revoked meanwhile. */
function fakeServices({ trail = [] as ContentAuditLog[], refuse = false } = {}): AuditServices {
  const noauth = reply(false, '没有权限，请联系管理员授权', null, 510);
  return {
    queryById: () => later(reply(true, '', pending)),
    history: () => later(reply(true, '', trail)),
    pass: () => later(refuse ? noauth : reply(true, '审核通过！', '审核通过！')),
    reject: () => later(refuse ? noauth : reply(true, '驳回成功！', '驳回成功！')),
  };
}

const ALL = { pass: true, reject: true };
const NONE = { pass: false, reject: false };

function Harness({ services = fakeServices(), allowed = ALL, validateOnOpen }: { services?: AuditServices; allowed?: { pass: boolean; reject: boolean }; validateOnOpen?: boolean }) {
  const [item, setItem] = useState<AuditRow | null>(pending);
  return (
    <Box sx={{ p: 2 }}>
      <Button variant="outlined" onClick={() => setItem(pending)}>
        打开
      </Button>
      <AuditDialog item={item} services={services} allowed={allowed} validateOnOpen={validateOnOpen} onClose={() => setItem(null)} />
    </Box>
  );
}

/** A waiting notice, submitted for the first time: 审核通过 and 驳回; the body's script and onerror are stripped. */
export const PendingItem: Story = () => <Harness />;
shows(PendingItem, { text: ['关于开展2026年度干部考核工作的通知', '提交人李文静', '一、考核范围：全体在编在岗干部。', '暂无审核记录'], roles: [{ role: 'dialog', name: '信息审核' }, { role: 'button', name: '审核通过' }, { role: 'button', name: '驳回' }], absent: ['请填写驳回原因', 'onerror'] });

/** Rejected once, corrected and resubmitted: the trail newest first with the earlier reason. */
export const WithHistory: Story = () => <Harness services={fakeServices({ trail: history })} />;
shows(WithHistory, { text: ['关于开展2026年度干部考核工作的通知', '提交人李文静', '一、考核范围：全体在编在岗干部。', '驳回原因：落款日期有误，请修改后重新提交', '2026-11-21 11:05:00'], roles: [{ role: 'dialog', name: '信息审核' }, { role: 'button', name: '审核通过' }], absent: ['暂无审核记录'] });

/** 驳回 without a reason: the required message under the field, nothing sent. */
export const RejectValidationFailed: Story = () => <Harness validateOnOpen />;
shows(RejectValidationFailed, { text: ['请填写驳回原因'], roles: [{ role: 'dialog', name: '信息审核' }, { role: 'button', name: '驳回' }] });

/** The server refuses (510): its message as a warning, the modal and the typed reason stay. */
export const ServerRefused: Story = () => <Harness services={fakeServices({ trail: history, refuse: true })} />;
shows(ServerRefused, { text: ['关于开展2026年度干部考核工作的通知', '提交人李文静', '一、考核范围：全体在编在岗干部。', '驳回原因：落款日期有误，请修改后重新提交'], roles: [{ role: 'dialog', name: '信息审核' }, { role: 'button', name: '审核通过' }] });

/** Without info_audit:pass / info_audit:reject (the editor): the item and its trail, only 关闭. */
export const ReadOnlyWithoutPermission: Story = () => <Harness services={fakeServices({ trail: history })} allowed={NONE} />;
shows(ReadOnlyWithoutPermission, { text: ['关于开展2026年度干部考核工作的通知', '提交人李文静', '一、考核范围：全体在编在岗干部。', '驳回原因：落款日期有误，请修改后重新提交'], roles: [{ role: 'dialog', name: '信息审核' }, { role: 'button', name: '关闭' }, { role: 'button', name: '审核通过', count: 0 }, { role: 'button', name: '驳回', count: 0 }] });

// ---- the queue ----

const emptyPage = { records: [], total: 0, size: 10, current: 1, orders: [], optimizeCountSql: true, searchCount: true, countId: null, maxLimit: null, pages: 0 };
const counts = http.get('*/zw-lgb2/content/audit/counts', () => HttpResponse.json(reply(true, '', { pending: 0, passedToday: 3, rejectedToday: 1 })));

const Queue = () => <InfoAuditListPage title="信息审核" component="audit/InfoAuditList" />;

/** Nothing waiting: the empty grid, the header figures. */
export const QueueEmpty: Story = () => <Queue />;
QueueEmpty.msw = [counts, http.get('*/zw-lgb2/content/audit/list', () => HttpResponse.json(reply(true, '', emptyPage)))];
shows(QueueEmpty, { text: ['待审核0', '今日通过3', '今日驳回1', '暂无数据'], roles: [{ role: 'grid', name: '信息审核' }, { role: 'row', count: 1 }, { role: 'tab', name: '待审核' }] });

/** The list request never answers: the grid's loading overlay. */
export const QueueLoading: Story = () => <Queue />;
QueueLoading.msw = [
  counts,
  http.get('*/zw-lgb2/content/audit/list', async () => {
    await delay('infinite');
    return HttpResponse.json(reply(true, '', emptyPage));
  }),
];
shows(QueueLoading, { text: ['待审核0', '今日通过3'], roles: [{ role: 'grid', name: '信息审核' }, { role: 'row', count: 1 }], absent: ['暂无数据', '操作失败'] });

/** The list fails (success:false): the server message as a warning over an empty grid. */
export const QueueError: Story = () => <Queue />;
QueueError.msw = [counts, http.get('*/zw-lgb2/content/audit/list', () => HttpResponse.json(reply(false, '操作失败，数据库连接超时', null)))];
shows(QueueError, { text: ['操作失败，数据库连接超时', '暂无数据'], roles: [{ role: 'grid', name: '信息审核' }, { role: 'row', count: 1 }] });
