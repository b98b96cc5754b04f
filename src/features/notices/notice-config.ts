/** Texts and priority styling of the notice bell and its modal (console.md §2, §3; Vue HeaderNotice). */
import type { SysAnnouncement } from '@/api/sys/announcement';
import { readableOn } from '@/lib/readable-color';

/**
 * console.md §3: L 一般消息 blue, M 重要消息 orange, H 紧急消息 red; each in its shade readable as
 * text on white (Ant Design's own hues read at 2.3–4.1:1).
 */
export const PRIORITY: Record<string, { label: string; color: string }> = {
  L: { label: '一般消息', color: readableOn('#1890FF', '#FFFFFF') },
  M: { label: '重要消息', color: readableOn('#FA8C16', '#FFFFFF') },
  H: { label: '紧急消息', color: readableOn('#F5222D', '#FFFFFF') },
};

export function priorityOf(priority: string | null | undefined): { label: string; color: string } | null {
  return priority ? (PRIORITY[priority] ?? null) : null;
}

export const NOTICE_TEXT = {
  bell: '通知',
  annTab: (n: number) => `通知(${n})`,
  sysTab: (n: number) => `系统消息(${n})`,
  more: '查看更多',
  empty: '暂无数据',
  modalTitle: '通知消息',
  sender: '发布人',
  sendTime: '发布时间',
  close: '关闭',
  goHandle: '去处理',
} as const;

/** Where 查看更多 leads (console.md §2 static routes). */
export const MY_MESSAGES_PATH = '/isps/userAnnouncement';

export { BELL_PAGE_SIZE } from './bell-lists';

/** What the bell and the modal read of an announcement (bell items and 我的消息 rows share it). */
export type NoticeItem = Pick<SysAnnouncement, 'titile' | 'msgContent' | 'sender' | 'sendTime' | 'priority' | 'openType' | 'openPage' | 'busId' | 'createTime'> & {
  /** The announcement id (`anntId` for a 我的消息 row). */
  id: string;
};
