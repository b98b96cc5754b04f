/** User-related reads and writes shared by the login and session handlers. */
import type { SysDepart } from '@/api/sys/depart';
import type { SysLog } from '@/api/sys/log';
import type { SysTenant } from '@/api/sys/tenant';
import type { SysUser } from '@/api/sys/user';
import { db } from '../db/tables';
import type { SysUserAccountRow } from '../db/rows';
import { formatDateTime, parseDateTime } from './dates';
import { newId } from './ids';
import { plain } from '../db/table';

/** The JSON view of a user: `password` and `salt` are write-only (contract §1.4). */
export function toUserInfo(user: SysUserAccountRow): SysUser {
  return withoutSecrets(user, roleCodesOf(user.id));
}

/**
 * `toUserInfo` of many users. The role links are read once for all of them: one look-up per user
 * would scan every link per user, which made a page of 用户管理 take a third of a second in the
 * demo's browser backend.
 */
export function toUserInfos(users: readonly SysUserAccountRow[]): SysUser[] {
  const roleIdsByUser = new Map<string, Set<string>>();
  for (const link of db.sysUserRole.all()) {
    const ids = roleIdsByUser.get(link.userId) ?? new Set<string>();
    ids.add(link.roleId);
    roleIdsByUser.set(link.userId, ids);
  }
  const roles = db.sysRole.all();
  return users.map((user) => withoutSecrets(user, roleCodesIn(roles, roleIdsByUser.get(user.id))));
}

function withoutSecrets(user: SysUserAccountRow, roleCode: string): SysUser {
  const { password: _password, salt: _salt, ...rest } = plain(user);
  return { ...rest, roleCode };
}

/** Role codes in the role table's order, comma-joined, as `roleCodesOf` gives them. */
function roleCodesIn(roles: ReadonlyArray<{ id: string; roleCode: string }>, roleIds: ReadonlySet<string> | undefined): string {
  if (!roleIds) return '';
  return roles
    .filter((r) => roleIds.has(r.id))
    .map((r) => r.roleCode)
    .join(',');
}

/**
 * The user's role codes, comma-joined. The bureau's backend sends them in the login user info
 * (spec §6: list pages read roleCode from it to gate query features); stock JeecgBoot does not.
 */
export function roleCodesOf(userId: string): string {
  return roleCodesIn(db.sysRole.all(), new Set(db.sysUserRole.findMany((q) => q.where({ userId })).map((r) => r.roleId)));
}

/** `sysDepartService.queryUserDeparts(userId)`: the departments the user belongs to. */
export function userDeparts(userId: string): SysDepart[] {
  const ids = new Set(db.sysUserDepart.findMany((q) => q.where({ userId })).map((r) => r.depId));
  return db.sysDepart.all().filter((d) => ids.has(d.id) && d.delFlag === '0').map((d) => plain(d));
}

/** `sysUserService.updateUserDepart(username, orgCode)`. */
export async function updateUserDepart(username: string, orgCode: string | null): Promise<void> {
  await db.sysUser.update((q) => q.where({ username }), {
    data(draft) {
      draft.orgCode = orgCode;
    },
  });
}

/** `queryEffectiveTenant(ids)`: status 1 and within begin/end dates. */
export function effectiveTenants(ids: readonly number[], now = Date.now()): SysTenant[] {
  return db.sysTenant
    .all()
    .filter((t) => ids.includes(t.id) && t.status === 1)
    .filter((t) => !t.beginDate || parseDateTime(t.beginDate) <= now)
    .filter((t) => !t.endDate || parseDateTime(t.endDate) >= now)
    .map((t) => plain(t));
}

export function tenantIdsOf(user: SysUser): number[] {
  return (user.relTenantIds ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
}

/**
 * `baseCommonService.addLog(content, logType 1, …, user)`: userid = login name,
 * username = real name; without a user (failed logins) both stay null.
 */
export async function addLoginLog(user: Pick<SysUser, 'username' | 'realname'> | null, content: string, ip = '127.0.0.1'): Promise<void> {
  const now = formatDateTime(Date.now());
  const row: SysLog = {
    id: newId(),
    createBy: user?.username ?? null,
    createTime: now,
    updateBy: null,
    updateTime: null,
    costTime: null,
    ip,
    requestParam: null,
    requestType: null,
    requestUrl: null,
    method: null,
    username: user?.realname ?? null,
    userid: user?.username ?? null,
    logContent: content,
    logType: 1,
    operateType: null,
  };
  await db.sysLog.create(row);
}
