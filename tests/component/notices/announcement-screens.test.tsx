/**
 * 系统通告 and 我的消息 against the fake backend: release from the list, the form's required
 * fields, and 全部标注已读.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import AnnouncementListPage from '@/features/system/announcement/AnnouncementListPage';
import UserAnnouncementListPage from '@/features/messages/UserAnnouncementListPage';
import { renderScreen, withFakeBackend } from '../screen-harness';
import { submitEmptyNewDialog } from '../list-screen';

withFakeBackend({ signIn: 'admin' });

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

describe('系统通告', () => {
  it('releases a draft from the list after confirmation', async () => {
    const user = renderScreen('/isystem/annountCement', <AnnouncementListPage title="系统通告" component="system/SysAnnouncementList" />);
    await screen.findByText('2025年度培训计划（草稿）');
    expect(within(rowOf('2025年度培训计划（草稿）')).getByText('未发布')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发布 2025年度培训计划（草稿）' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(rowOf('2025年度培训计划（草稿）')).getByText('已发布')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: '撤销 2025年度培训计划（草稿）' })).toBeInTheDocument();
  });

  it('asks for a title and an end time before saving a new announcement', async () => {
    const user = renderScreen('/isystem/annountCement', <AnnouncementListPage title="系统通告" component="system/SysAnnouncementList" />);
    await screen.findByText('2025年度培训计划（草稿）');
    const dialog = await submitEmptyNewDialog(user, ['请输入标题', '请选择结束时间']);
    await user.click(within(dialog).getByRole('radio', { name: '指定用户' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('请选择指定用户')).toBeInTheDocument();
  });
});

describe('我的消息', () => {
  it('lists my messages and marks them all read', async () => {
    const user = renderScreen('/isps/userAnnouncement', <UserAnnouncementListPage title="我的消息" component="system/UserAnnouncementList" />);
    await screen.findByText('关于开展信息安全自查的通知');
    expect(screen.getAllByText('未读').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '全部标注已读' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryAllByText('未读')).toHaveLength(0));
    expect(screen.getAllByText('已读').length).toBeGreaterThan(0);
  });
});
