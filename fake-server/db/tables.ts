/** The tables of the session/auth core. Screen modules add theirs with defineTable(). */
import type {
  SysAnnouncement,
  SysAnnouncementSend,
  SysDepart,
  SysDict,
  SysDictItem,
  SysLog,
  SysPermission,
  SysRole,
  SysTenant,
} from '@/api/types';
import { defineTable } from './table';
import type {
  SysRolePermissionRow,
  SysTokenRow,
  SysUserDepartRow,
  SysUserRoleRow,
  SysUserRow,
} from './rows';

export const db = {
  sysUser: defineTable<SysUserRow>('sys_user'),
  sysRole: defineTable<SysRole>('sys_role'),
  sysUserRole: defineTable<SysUserRoleRow>('sys_user_role'),
  sysDepart: defineTable<SysDepart>('sys_depart'),
  sysUserDepart: defineTable<SysUserDepartRow>('sys_user_depart'),
  sysPermission: defineTable<SysPermission>('sys_permission'),
  sysRolePermission: defineTable<SysRolePermissionRow>('sys_role_permission'),
  sysDict: defineTable<SysDict>('sys_dict'),
  sysDictItem: defineTable<SysDictItem>('sys_dict_item'),
  sysTenant: defineTable<SysTenant>('sys_tenant'),
  sysLog: defineTable<SysLog>('sys_log'),
  sysAnnouncement: defineTable<SysAnnouncement>('sys_announcement'),
  sysAnnouncementSend: defineTable<SysAnnouncementSend>('sys_announcement_send'),
  sysToken: defineTable<SysTokenRow>('sys_token', { primaryKey: 'token' }),
};
