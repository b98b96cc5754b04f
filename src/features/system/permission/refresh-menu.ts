/**
 * 刷新菜单: reloads the signed-in user's menu and buttons into the session
 * store, as RouteGuard does at login, so a menu or role change shows in the
 * sidebar without signing in again.
 */
import { getUserPermissionByToken } from '@/api/sys/auth';
import { notify } from '@/ui/notify';
import { saveButtonAuth } from '@/session/session';
import { sessionStore } from '@/session/store';
import { warnFailure } from '@/widgets/feedback';

export const MENU_REFRESHED = '菜单已刷新';

export async function refreshMenu(): Promise<boolean> {
  try {
    const permissions = await getUserPermissionByToken();
    saveButtonAuth(permissions.auth, permissions.allAuth);
    sessionStore.setPermissions(permissions);
    notify.success(MENU_REFRESHED);
    return true;
  } catch (err) {
    warnFailure(err);
    return false;
  }
}
