/**
 * 信息审核 against the fake backend: the queue across areas with its tabs,
 * filters and header figures, and the audit modal (pass, reject with a reason,
 * a refused call, read-only without the buttons, a sanitised body).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import InfoAuditListPage from '@/features/audit/InfoAuditListPage';
import { contentTable } from '@fake/db/content';
import { auditServer, resetWithAuditQueue } from './audit-server';
import { signInAs } from '../sign-in';
import { renderScreen, withFakeBackend } from '../screen-harness';

const signIn = (username: string) => signInAs(username, username === 'admin' ? 'admin' : 'content_editor');

withFakeBackend({ server: auditServer, reset: resetWithAuditQueue, signIn: 'admin' });

function setup() {
  return renderScreen('/audit/info', <InfoAuditListPage title="信息审核" component="audit/InfoAuditList" />);
}

const rows = () => screen.getAllByRole('row').slice(1);
const rowOf = (title: string) => rows().find((r) => r.textContent?.includes(title)) as HTMLElement;
const figure = (label: string) => screen.getByRole('group', { name: label });

async function openAudit(user: ReturnType<typeof userEvent.setup>, title: string) {
  await waitFor(() => expect(rowOf(title)).toBeDefined());
  await user.click(within(rowOf(title)).getByRole('button', { name: '审核' }));
  return screen.findByRole('dialog', { name: '信息审核' });
}

describe('信息审核 queue', () => {
  it('lists waiting items across areas newest first, with state chips and header figures', async () => {
    const user = setup();
    expect(await screen.findByText('1-4 共4 条')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待审核', selected: true })).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('关于调整办公时间的通知');
    expect(rows()[0]).toHaveTextContent('通知公告');
    expect(rows()[0]).toHaveTextContent('李文静');
    expect(rows()[0]).toHaveTextContent('2026-11-13 09:00:00');
    expect(rows()[0]).toHaveTextContent('待审核');
    expect(rows()[3]).toHaveTextContent('关于开展年度考核工作的通知');
    await waitFor(() => expect(figure('待审核')).toHaveTextContent('4'));
    expect(figure('今日通过')).toHaveTextContent('0');

    await user.click(screen.getByRole('tab', { name: '已驳回' }));
    expect(await screen.findByText('1-1 共1 条')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('干部选拔任用公示');
    expect(within(rows()[0]).getByRole('button', { name: '查看' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '全部' }));
    expect(await screen.findByText('1-6 共6 条')).toBeInTheDocument();
  });

  it('filters by area and by title', async () => {
    const user = setup();
    await screen.findByText('1-4 共4 条');
    await user.click(screen.getByRole('combobox', { name: '栏目' }));
    await user.click(await screen.findByRole('option', { name: '通知公告' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('1-2 共2 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重置' }));
    await screen.findByText('1-4 共4 条');
    await user.type(screen.getByRole('textbox', { name: '标题' }), '干部');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('1-1 共1 条')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('全市干部教育培训工作会议召开');
  });
});

describe('audit modal', () => {
  it('shows the item with a sanitised body and its history, and 审核通过 takes it off the queue', async () => {
    const user = setup();
    await screen.findByText('1-4 共4 条');
    const dialog = await openAudit(user, '关于开展年度考核工作的通知');
    expect(within(dialog).getByRole('heading', { name: '关于开展年度考核工作的通知' })).toBeInTheDocument();
    expect(within(dialog).getByText('宣传处')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '封面图片' })).toHaveAttribute('src', expect.stringContaining('content/cover-a1.jpg'));
    const body = within(dialog).getByTestId('audit-body');
    expect(body).toHaveTextContent('请各单位按时报送。');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(await within(dialog).findByText('提交审核')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '审核通过' }));
    expect(await screen.findByText('审核通过！')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('1-3 共3 条')).toBeInTheDocument();
    expect(screen.queryByText('关于开展年度考核工作的通知')).not.toBeInTheDocument();
    await waitFor(() => expect(figure('今日通过')).toHaveTextContent('1'));
    expect(figure('待审核')).toHaveTextContent('3');
  });

  it('驳回 needs a reason, then rejects: the item moves to 已驳回 with its reason in the history', async () => {
    const user = setup();
    await screen.findByText('1-4 共4 条');
    const dialog = await openAudit(user, '组织部开展主题党日活动');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(within(dialog).getByText('请填写驳回原因')).toBeInTheDocument();
    expect(contentTable.findFirst((q) => q.where({ id: 'A3' }))?.auditStatus).toBe('1');
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '活动照片缺少说明');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('驳回成功！')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('1-3 共3 条')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '已驳回' }));
    expect(await screen.findByText('1-2 共2 条')).toBeInTheDocument();
    await user.click(within(rowOf('组织部开展主题党日活动')).getByRole('button', { name: '查看' }));
    const view = await screen.findByRole('dialog', { name: '信息审核' });
    expect(await within(view).findByText(/活动照片缺少说明/)).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
  });

  it('a refused call (510) shows the server message and keeps the modal and the typed reason', async () => {
    auditServer.use(
      http.put('*/zw-lgb2/content/audit/reject', () =>
        HttpResponse.json({ success: false, code: 510, message: '没有权限，请联系管理员授权', result: null, timestamp: Date.now() }),
      ),
    );
    const user = setup();
    await screen.findByText('1-4 共4 条');
    const dialog = await openAudit(user, '组织部开展主题党日活动');
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '标题不规范');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('没有权限，请联系管理员授权')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '信息审核' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '驳回原因' })).toHaveValue('标题不规范');
    expect(contentTable.findFirst((q) => q.where({ id: 'A3' }))?.auditStatus).toBe('1');
  });

  it('hides 审核通过 and 驳回 from the editor, who still sees the queue and the item', async () => {
    await signIn('editor');
    const user = setup();
    expect(await screen.findByText('1-4 共4 条')).toBeInTheDocument();
    const dialog = await openAudit(user, '关于开展年度考核工作的通知');
    expect(await within(dialog).findByText('提交审核')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '审核通过' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: '驳回原因' })).not.toBeInTheDocument();
  });
});
