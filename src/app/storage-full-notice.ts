/**
 * When the browser refuses to store the session (localStorage full), login still works with the
 * session kept for this tab only; the user is told once, and the notice stays until closed.
 */
import { onStorageFull } from '@/lib/storage';
import { notifier } from '@/ui/notify';

export const STORAGE_FULL_MESSAGE = '浏览器存储空间已满，登录信息仅在当前标签页有效';

/** Shows the notice when storage first turns out full (at once if it already did); returns the unsubscribe. */
export function watchStorageFull(): () => void {
  return onStorageFull(() => void notifier.show('warning', STORAGE_FULL_MESSAGE, undefined, null));
}
