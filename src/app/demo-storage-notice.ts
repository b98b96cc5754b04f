/**
 * Demo builds keep their database in the browser; when the browser refuses to store a write, the
 * user is told (and the notice stays) that a reload may lose it. Production never receives the event.
 */
import { DEMO_STORAGE_FAILED_ATTRIBUTE, DEMO_STORAGE_FAILED_EVENT } from '@/lib/demo-events';
import { notifier } from '@/ui/notify';

export const DEMO_STORAGE_FAILED_MESSAGE = '演示数据未能保存到浏览器存储，刷新后本次修改可能丢失';

/** Shows the notice for every failed write from now on (and for one before the console started); returns the unsubscribe. */
export function watchDemoStorage(): () => void {
  const show = () => void notifier.show('warning', DEMO_STORAGE_FAILED_MESSAGE, '演示数据', null);
  if (document.documentElement.hasAttribute(DEMO_STORAGE_FAILED_ATTRIBUTE)) show();
  window.addEventListener(DEMO_STORAGE_FAILED_EVENT, show);
  return () => window.removeEventListener(DEMO_STORAGE_FAILED_EVENT, show);
}
