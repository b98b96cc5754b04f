import { useQuery } from '@tanstack/react-query';
import { getCurrentUserDeparts } from '@/api/sys/auth';
import { getProfileExtras, queryOwnUser } from '@/api/sys/account';
import { readUserDeparts, readUserRoleIds } from '@/api/sys/user-links';
import { queryRead, relatedBlockReason, useRelatedData } from '@/widgets/form';
import { ACCOUNT_TEXT as T } from '../account-text';

/**
 * What 基本设置 reads besides the session. The save sends back the server's
 * current row whole (so fields this form does not show — work number,
 * position, identity … — keep what an administrator may have set since login)
 * and the role and department links (the endpoint re-links both). None of them
 * may be guessed, so each read that failed blocks the save.
 */
export function useBaseSettingReads(userId: string, readServerUser: boolean) {
  const serverRead = useRelatedData({ label: '账号资料', queryKey: ['base-setting', 'user', userId], load: () => queryOwnUser(userId), enabled: Boolean(userId) && readServerUser });
  const rolesRead = useRelatedData({ label: '角色', queryKey: ['base-setting', 'roles', userId], load: () => readUserRoleIds(userId), enabled: Boolean(userId) });
  const departsRead = useRelatedData({ label: '所属部门', queryKey: ['base-setting', 'departs', userId], load: () => readUserDeparts(userId), enabled: Boolean(userId) });
  // 个人简介 is saved whenever it differs from what was read, so one that was not read would be overwritten.
  const extrasRead = useRelatedData({ label: T.description, queryKey: ['base-setting', 'extras', userId], load: getProfileExtras, enabled: Boolean(userId) });
  const related = [serverRead, rolesRead, departsRead, extrasRead];
  // Only whether to offer 部门切换: nothing is saved from it, but a failure says so rather than
  // looking like a user of one department.
  const departSwitchRead = queryRead(T.switchDepart, useQuery({ queryKey: ['base-setting', 'current-departs', userId], queryFn: getCurrentUserDeparts, enabled: Boolean(userId) }));
  return { serverRead, rolesRead, departsRead, extrasRead, related, blockedReason: relatedBlockReason(related), departSwitchRead };
}
