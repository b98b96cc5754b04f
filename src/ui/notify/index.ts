export { notify, notifier } from './notifier';
export type { Notice, NoticeLevel } from './notifier';
export { NotificationHost } from './NotificationHost';
