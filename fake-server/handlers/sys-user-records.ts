/**
 * sys_user rows as SysUserController reads and writes them: live and deleted users, department
 * names per user, the table's unique keys, the entity a form may write, role and department
 * links, and `saveUser`. The user endpoints, the import and the recycle bin share them.
 */
import type { SysUser } from '@/api/sys/user';
import { db } from '../db/tables';
import type { SysUserAccountRow } from '../db/rows';
import { formatDateTime } from '../lib/dates';
import { newId } from '../lib/ids';
import { hashPassword, makeSalt } from '../lib/password';
import { str } from '../lib/route';

export const live = (): SysUserAccountRow[] => db.sysUser.findMany((q) => q.where({ delFlag: 0 }));
export const deleted = (): SysUserAccountRow[] => db.sysUser.findMany((q) => q.where({ delFlag: 1 }));
export const idList = (text: string | null) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
export const now = () => formatDateTime(Date.now());

/** `getDepNamesByUserIds`: department names per user, comma-joined. */
export function departNames(userIds: readonly string[]): Map<string, string> {
  const names = new Map(db.sysDepart.all().map((d) => [d.id, d.departName]));
  const wanted = new Set(userIds);
  const out = new Map<string, string[]>();
  for (const link of db.sysUserDepart.all()) {
    const name = names.get(link.depId);
    if (!wanted.has(link.userId) || !name) continue;
    out.set(link.userId, [...(out.get(link.userId) ?? []), name]);
  }
  return new Map([...out].map(([k, v]) => [k, v.join(',')]));
}

export function withDepartNames(users: SysUser[]): SysUser[] {
  const names = departNames(users.map((u) => u.id));
  return users.map((u) => ({ ...u, orgCodeTxt: names.get(u.id) ?? null }));
}

/** The table's unique keys (uniq_sys_user_username, _work_no, _phone, _email) over every row, deleted or not. */
export function uniqueViolation(row: Partial<SysUser>, exceptId?: string): string | null {
  for (const [field, key] of [['username', 'username'], ['workNo', 'work_no'], ['phone', 'phone'], ['email', 'email']] as const) {
    const value = row[field];
    if (value && db.sysUser.all().some((u) => u[field] === value && u.id !== exceptId)) return `Duplicate entry '${value}' for key 'uniq_sys_user_${key}'`;
  }
  return null;
}

export const intOrNull = (value: unknown): number | null => {
  const text = str(value);
  if (text === null || text.trim() === '') return null;
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : null;
};

/** The entity properties a form may write; '' for a Date property reads as null (Jackson). */
export function entityFrom(body: Record<string, unknown>): Partial<SysUser> {
  const text = (k: string) => str(body[k]);
  return {
    username: text('username') ?? undefined,
    realname: text('realname') ?? undefined,
    avatar: text('avatar'),
    birthday: text('birthday') || null,
    sex: intOrNull(body.sex),
    email: text('email'),
    phone: text('phone'),
    workNo: text('workNo'),
    post: text('post'),
    telephone: text('telephone'),
    activitiSync: intOrNull(body.activitiSync),
    userIdentity: intOrNull(body.userIdentity),
    departIds: text('departIds'),
    relTenantIds: text('relTenantIds'),
  };
}

export async function linkRoles(userId: string, roleIds: readonly string[]) {
  db.sysUserRole.deleteMany((q) => q.where({ userId }));
  for (const roleId of roleIds) await db.sysUserRole.create({ id: newId(), userId, roleId });
}

export async function linkDeparts(userId: string, depIds: readonly string[]) {
  db.sysUserDepart.deleteMany((q) => q.where({ userId }));
  for (const depId of depIds) await db.sysUserDepart.create({ id: newId(), userId, depId });
}

/** `saveUser`: status 1, a fresh salt, the password hashed; the unique keys throw like the SQL would. */
export async function insertUser(entity: Partial<SysUser> & { password?: string | null; id?: string | null }, createBy: string, roles: string[], departs: string[]) {
  const username = entity.username ?? '';
  const salt = makeSalt();
  const row: SysUserAccountRow = {
    id: entity.id || newId(),
    username,
    realname: entity.realname ?? '',
    avatar: entity.avatar ?? null,
    birthday: entity.birthday ?? null,
    sex: entity.sex ?? null,
    email: entity.email || null,
    phone: entity.phone || null,
    orgCode: entity.orgCode || null,
    orgCodeTxt: null,
    status: 1,
    delFlag: 0,
    workNo: entity.workNo || null,
    post: entity.post ?? null,
    telephone: entity.telephone ?? null,
    activitiSync: entity.activitiSync ?? null,
    userIdentity: entity.userIdentity ?? null,
    departIds: entity.departIds ?? null,
    relTenantIds: entity.relTenantIds ?? null,
    clientId: null,
    homePath: null,
    createBy,
    createTime: now(),
    updateBy: null,
    updateTime: null,
    password: hashPassword(username, entity.password ?? '', salt),
    salt,
  };
  if (!username) throw new Error("Column 'username' cannot be null");
  const dup = uniqueViolation(row);
  if (dup) throw new Error(dup);
  await db.sysUser.create(row);
  await linkRoles(row.id, roles);
  await linkDeparts(row.id, departs);
  return row;
}
