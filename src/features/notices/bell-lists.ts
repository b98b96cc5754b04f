/**
 * The bell's first list (`listByUser`), which needs only the token: a sign-in or signed-in reload
 * starts it together with the menu call instead of after the console has drawn its header. Kept
 * apart from the bell's other modules so that the route guard loads only this.
 */
import { getAction } from '@/api/http';
import { unwrap } from '@/api/errors';
import type { UserAnnouncements } from '@/api/sys/announcement';
import { ANNOUNCEMENT_API } from '@/api/sys/announcement';

/** The bell shows at most this many items per tab (`listByUser?pageSize=5`). */
export const BELL_PAGE_SIZE = 5;

export async function loadNoticeLists(): Promise<UserAnnouncements> {
  return unwrap(await getAction<UserAnnouncements>(ANNOUNCEMENT_API.listByUser, { pageSize: BELL_PAGE_SIZE }, { silent: true }));
}

let started: { token: string; lists: Promise<UserAnnouncements> } | null = null;

/** Starts the bell's first list for this token now; the bell takes it when it mounts. */
export function startNoticeLists(token: string): void {
  const lists = loadNoticeLists();
  // Whoever takes it sees the failure; until then it must not count as unhandled.
  lists.catch(() => undefined);
  started = { token, lists };
}

/**
 * The list started for this token, once (its answer or its failure); any later load, and a load
 * for another token, asks again.
 */
export function takeNoticeLists(token: string): Promise<UserAnnouncements> {
  const early = started;
  started = null;
  return early && early.token === token ? early.lists : loadNoticeLists();
}
