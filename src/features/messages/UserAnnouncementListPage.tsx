import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { putAction } from '@/api/http';
import type { AnnouncementSendModel } from '@/api/sys/announcement';
import { useConfirm } from '@/ui/dialogs/confirm';
import type { ScreenProps } from '@/ui/screen-props';
import { markNoticeRead } from '@/features/notices/notice-api';
import { priorityOf, type NoticeItem } from '@/features/notices/notice-config';
import { NoticeDetailModal } from '@/features/notices/NoticeDetailModal';
import { ListPage, useList, type ListColumn, type ListScreenSpec, type QueryField } from '@/widgets/list';
import { useLocation } from 'wouter';
import { sendAndReport } from '@/widgets/feedback';
import { ANNOUNCEMENT_SEND_API } from '@/api/sys/announcement';

const QUERY: readonly QueryField[] = [
  { name: 'titile', label: '标题' },
  { name: 'sender', label: '发布人' },
];

export const MY_MESSAGES_TEXT = {
  readAll: '全部标注已读',
  confirmTitle: '确认操作',
  confirmContent: '是否全部标注已读?',
  read: '已读',
  unread: '未读',
} as const;

const COLUMNS: readonly ListColumn<AnnouncementSendModel>[] = [
  { field: 'titile', title: '标题', flex: 2 },
  { field: 'msgCategory', title: '消息类型', width: 100, render: (r) => (r.msgCategory === '2' ? '系统消息' : '通知公告') },
  { field: 'sender', title: '发布人', width: 100 },
  { field: 'sendTime', title: '发布时间', width: 170 },
  {
    field: 'priority',
    title: '优先级',
    width: 110,
    render: (r) => {
      const p = priorityOf(r.priority);
      return p ? <Chip size="small" variant="outlined" label={p.label} sx={{ color: p.color, borderColor: p.color }} /> : null;
    },
  },
  { field: 'readFlag', title: '阅读状态', width: 100, render: (r) => (r.readFlag === '1' ? MY_MESSAGES_TEXT.read : MY_MESSAGES_TEXT.unread) },
];

const MY_MESSAGES_SCREEN: ListScreenSpec<AnnouncementSendModel> = { url: { list: ANNOUNCEMENT_SEND_API.getMyAnnouncementSend }, queryFields: QUERY, columns: COLUMNS };

export type UserAnnouncementListPageProps = ScreenProps;

/** 我的消息 (`system/UserAnnouncementList`, /isps/userAnnouncement): my copies, paged; 全部标注已读. */
export default function UserAnnouncementListPage({ title }: UserAnnouncementListPageProps) {
  const list = useList<AnnouncementSendModel>(MY_MESSAGES_SCREEN);
  const [detail, setDetail] = useState<NoticeItem | null>(null);
  const confirm = useConfirm();
  const [, navigate] = useLocation();

  const open = async (row: AnnouncementSendModel) => {
    setDetail({ ...row, id: row.anntId });
    if (row.readFlag !== '1') {
      await markNoticeRead(row.anntId).catch(() => undefined);
      list.reload();
    }
  };

  const readAll = async () => {
    if (!(await confirm({ title: MY_MESSAGES_TEXT.confirmTitle, content: MY_MESSAGES_TEXT.confirmContent }))) return;
    await sendAndReport(() => putAction(ANNOUNCEMENT_SEND_API.readAll));
    list.reload();
  };

  const toolbar = (
    <Button variant="outlined" onClick={() => void readAll()}>
      {MY_MESSAGES_TEXT.readAll}
    </Button>
  );

  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        spec={MY_MESSAGES_SCREEN}
        label={title}
        queryRoles={null}
        onDetail={(row) => void open(row)}
        toolbarExtra={toolbar}
      />
      <NoticeDetailModal
        notice={detail}
        onClose={() => setDetail(null)}
        onGoHandle={(page) => {
          setDetail(null);
          navigate(page);
        }}
      />
    </Paper>
  );
}
