import { useState, type ReactNode } from 'react';
import type { UserAnnouncements } from '@/api/sys/announcement';
import { markNoticeRead } from './notice-api';
import { MY_MESSAGES_PATH, type NoticeItem } from './notice-config';
import { NoticeBellView } from './NoticeBellView';
import { NoticeDetailModal } from './NoticeDetailModal';
import { useNoticeSocket } from './use-notice-socket';

export interface NoticeCenterProps {
  userId: string;
  token: string;
  onNavigate(path: string): void;
  /** openType component: render `openPage` with `{id: busId}`; without it the HTML modal opens. */
  renderComponent?(item: NoticeItem, close: () => void): ReactNode;
  /** Test seams. */
  load?: () => Promise<UserAnnouncements>;
  markRead?: (anntId: string) => Promise<void>;
}

/**
 * The bell with its data: list + realtime channel (noticeSocket machine), opening a notice marks
 * it read and reloads, then shows the component or the 通知消息 modal.
 */
export function NoticeCenter({ userId, token, onNavigate, renderComponent, load, markRead = markNoticeRead }: NoticeCenterProps) {
  const notices = useNoticeSocket({ userId, token, load });
  const [detail, setDetail] = useState<NoticeItem | null>(null);
  const [component, setComponent] = useState<NoticeItem | null>(null);

  const open = async (item: NoticeItem) => {
    try {
      await markRead(item.id);
    } finally {
      notices.reload();
    }
    if (item.openType === 'component' && item.openPage && renderComponent) setComponent(item);
    else setDetail(item);
  };

  return (
    <>
      <NoticeBellView
        lists={notices.lists}
        loadError={notices.loadError}
        socketState={notices.socket}
        reconnects={notices.reconnects}
        onOpenItem={(item) => void open(item)}
        onMore={() => onNavigate(MY_MESSAGES_PATH)}
      />
      <NoticeDetailModal
        notice={detail}
        onClose={() => setDetail(null)}
        onGoHandle={(page) => {
          setDetail(null);
          onNavigate(page);
        }}
      />
      {component && renderComponent ? renderComponent(component, () => setComponent(null)) : null}
    </>
  );
}
