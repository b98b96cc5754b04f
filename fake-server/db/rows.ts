/**
 * Row shapes of the tables that have no public type in src/api
 * (join tables, the token table) plus the write-only user columns.
 */
import type { SysUser } from '@/api/sys/user';

/** A stored sys_user row: the public entity plus the write-only password hash and salt. */
export interface SysUserAccountRow extends SysUser {
  password: string;
  salt: string;
}

export interface SysUserRoleRow {
  id: string;
  userId: string;
  roleId: string;
}

export interface SysUserDepartRow {
  id: string;
  userId: string;
  depId: string;
}

export interface SysRolePermissionRow {
  id: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
  operateDate: string | null;
  operateIp: string | null;
}

/** The Redis key `prefix_user_token_<token>` of the real backend, as a table so it persists. */
export interface SysTokenRow {
  token: string;
  userId: string;
  username: string;
  /** epoch ms */
  createdAt: number;
  /** epoch ms; refreshed on use (2 h idle timeout) */
  expiresAt: number;
}
