/** What 个人中心 shows about the signed-in user, read in one go (each part degrades on its own). */
import { getCurrentUserDeparts } from '@/api/sys/auth';
import { getProfileExtras, listOwnLoginLogs, queryOwnRoleNames, queryOwnUser, queryOwnUserRow } from '@/api/sys/account';
import type { AccountProfileExtras } from '@/api/sys/account';
import type { SysDepart } from '@/api/sys/depart';
import type { SysLog } from '@/api/sys/log';
import type { SysUser, SysUserRow } from '@/api/sys/user';

export interface CenterData {
  user: SysUserRow;
  departs: SysDepart[];
  /** orgCode of the current department. */
  currentOrgCode: string | null;
  roles: string[];
  lastLogin: SysLog | null;
  extras: AccountProfileExtras;
}

const LOGIN_OK = '登录成功';

export async function loadCenterData(session: Pick<SysUser, 'id' | 'username' | 'roleCode'>): Promise<CenterData> {
  // The user row is essential: its failure fails the page; the rest falls back to empty.
  const user = (await queryOwnUserRow(session.id)) ?? (await queryOwnUser(session.id));
  const [departs, roles, logs, extras] = await Promise.all([
    getCurrentUserDeparts().catch(() => ({ list: [] as SysDepart[], orgCode: null })),
    queryOwnRoleNames(session.id).catch(() => [] as string[]),
    listOwnLoginLogs(session.username, { pageSize: 10 }).catch(() => null),
    getProfileExtras().catch((): AccountProfileExtras => ({ tags: [], description: '' })),
  ]);
  const records = logs?.records ?? [];
  return {
    user,
    departs: departs.list,
    currentOrgCode: departs.orgCode ?? user.orgCode ?? null,
    roles: roles.length > 0 ? roles : (session.roleCode ?? '').split(',').filter(Boolean),
    lastLogin: records.find((r) => (r.logContent ?? '').includes(LOGIN_OK)) ?? records[0] ?? null,
    extras,
  };
}
