import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SysAnnouncement, UserAnnouncements } from '@/api/sys/announcement';
import { NoticeBellView } from '@/features/notices/NoticeBellView';
import { NoticeDetailModal } from '@/features/notices/NoticeDetailModal';
import type { NoticeItem } from '@/features/notices/notice-config';
import { shows } from './story-shows';

export default { title: 'Notices' };

const annt = (id: string, titile: string, priority: 'H' | 'M' | 'L', extra: Partial<SysAnnouncement> = {}): SysAnnouncement => ({
  id,
  titile,
  priority,
  msgCategory: '1',
  msgType: 'ALL',
  sendStatus: '1',
  delFlag: '0',
  sender: 'admin',
  sendTime: '2025-01-06 09:00:00',
  msgContent: `<p>${titile}。</p><p>请各单位认真贯彻落实。</p>`,
  ...extra,
});

const unreadLists: UserAnnouncements = {
  anntMsgList: [
    annt('1', '关于做好2025年元旦春节期间值班工作的通知', 'H'),
    annt('2', '省局网站栏目调整的公告', 'M', { openType: 'url', openPage: '/content/notice' }),
    annt('3', '2025年度培训计划', 'L'),
  ],
  anntMsgTotal: 7,
  sysMsgList: [annt('4', '系统将于本周六凌晨进行升级维护', 'M', { msgCategory: '2' })],
  sysMsgTotal: 1,
};

const emptyLists: UserAnnouncements = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };
const noop = () => undefined;

const Frame = ({ children }: { children: ReactNode }) => <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2, minHeight: 460 }}>{children}</Box>;

/** No unread notices: no badge; the tabs read 通知(0) / 系统消息(0). */
export const BellEmpty: Story = () => (
  <Frame>
    <NoticeBellView lists={emptyLists} onOpenItem={noop} onMore={noop} defaultOpen />
  </Frame>
);
shows(BellEmpty, { text: ['暂无数据'], roles: [{ role: 'tab', name: '通知(0)' }, { role: 'tab', name: '系统消息(0)' }], absent: ['紧急消息', '网络超时'] });

/** 8 unread (7 notices + 1 system message), priority chips 紧急消息 / 重要消息 / 一般消息. */
export const BellUnread: Story = () => (
  <Frame>
    <NoticeBellView lists={unreadLists} socketState="open" onOpenItem={noop} onMore={noop} defaultOpen />
  </Frame>
);
shows(BellUnread, { text: ['关于做好2025年元旦春节期间值班工作的通知', '紧急消息', '重要消息', '一般消息'], roles: [{ role: 'tab', name: '通知(7)' }, { role: 'tab', name: '系统消息(1)' }], absent: ['暂无数据'] });

/** listByUser failed: the message shows and polling stops (the machine's list.failed). */
export const BellError: Story = () => (
  <Frame>
    <NoticeBellView lists={null} loadError="网络超时" onOpenItem={noop} onMore={noop} defaultOpen />
  </Frame>
);
shows(BellError, { text: ['网络超时'], roles: [{ role: 'alert' }, { role: 'tab', name: '通知(0)' }] });

const urlNotice: NoticeItem = { ...unreadLists.anntMsgList[1] };

/** openType url: 去处理 navigates to openPage. */
export const NoticeModal: Story = () => {
  const [open, setOpen] = useState(true);
  const [went, setWent] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      {went ? <p>→ {went}</p> : null}
      <NoticeDetailModal notice={open ? urlNotice : null} onClose={() => setOpen(false)} onGoHandle={(p) => { setWent(p); setOpen(false); }} />
    </>
  );
};
shows(NoticeModal, { text: ['发布人：admin', '省局网站栏目调整的公告。请各单位认真贯彻落实。'], roles: [{ role: 'heading', name: '省局网站栏目调整的公告' }, { role: 'button', name: '去处理' }] });

/** A body with an image and an XSS payload: the image shows, the script and handler do not run. */
export const NoticeModalSanitised: Story = () => (
  <NoticeDetailModal
    notice={{
      id: 'x',
      titile: '含图片与脚本的通知',
      sender: 'admin',
      sendTime: '2025-01-06 09:00:00',
      msgContent:
        '<p>正文图片：</p><img alt="示例图片" src="data:image/svg+xml;utf8,<svg xmlns=%22http://www.w3.org/2000/svg%22 width=%22120%22 height=%2260%22><rect width=%22120%22 height=%2260%22 fill=%22%231890ff%22/></svg>" onerror="alert(1)"><script>alert(2)</script>',
      openType: null,
    }}
    onClose={noop}
  />
);
shows(NoticeModalSanitised, { text: ['正文图片：'], roles: [{ role: 'heading', name: '含图片与脚本的通知' }, { role: 'img' }], absent: ['alert(', 'onerror'] });
