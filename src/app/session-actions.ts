import { logout as logoutCall } from '@/api/sys/auth';
import { flushOpenDrafts } from './flush-drafts';
import { clearSession } from '@/session/session';
import { sessionStore } from '@/session/store';
import { notify } from '@/ui/notify';

/**
 * Logs out as spec §4 says: call logout with the token, go on even when the call fails
 * (showing its error), and clear exactly the stored session. Open forms' drafts are written
 * first, so that a reload after a dead session loses nothing typed.
 */
export async function logoutAndClear(): Promise<void> {
  await flushOpenDrafts();
  try {
    await logoutCall();
  } catch (e) {
    notify.error(e instanceof Error ? e.message : String(e));
  } finally {
    clearSession();
    sessionStore.reset();
  }
}

/** Where the login page sends someone who must sign in again, keeping what they wanted. */
export function loginPathFor(wanted: string): string {
  return `/user/login?redirect=${encodeURIComponent(wanted)}`;
}
