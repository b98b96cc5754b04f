/** The notice calls (contract §4.3, §4.4) and the realtime channel's URL (§7). */
import { putAction } from '@/api/http';
import { API_BASE } from '@/api/config';
import { ANNOUNCEMENT_SEND_API } from '@/api/sys/announcement';

export { loadNoticeLists } from './bell-lists';

/** Marks the current user's copy read; the result carries no data (code 0). */
export async function markNoticeRead(anntId: string): Promise<void> {
  await putAction(ANNOUNCEMENT_SEND_API.editByAnntIdAndUserId, { anntId }, { silent: true });
}

/**
 * `ws(s)://<host><base>/websocket/<userId>`: the API base may be a path (resolved against the
 * page) or an absolute http(s) URL; the scheme becomes ws / wss.
 */
export function noticeSocketUrl(userId: string, base: string = API_BASE, page: string = window.location.href): string {
  const url = new URL(`${base.replace(/\/$/, '')}/websocket/${encodeURIComponent(userId)}`, page);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
