/** The tables of the session/auth core. Screen modules add theirs with defineTable(). */
import type { SysAnnouncement, SysAnnouncementSend } from '@/api/sys/announcement';
import type { SysDepart } from '@/api/sys/depart';
import type { SysDict, SysDictItem } from '@/api/sys/dict';
import type { SysLog } from '@/api/sys/log';
import type { SysPermission } from '@/api/sys/permission';
import type { SysRole } from '@/api/sys/role';
import type { SysTenant } from '@/api/sys/tenant';
import { defineTable } from './table';
import type {
  SysRolePermissionRow,
  SysTokenRow,
  SysUserDepartRow,
  SysUserRoleRow,
  SysUserAccountRow,
} from './rows';

export const db = {
  sysUser: defineTable<SysUserAccountRow>('sys_user'),
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
