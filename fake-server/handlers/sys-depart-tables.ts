/**
 * The department-role tables of SysDepartController's neighbours (contract §4.7): department
 * roles, their members, the permissions a department may hand out and those each role holds.
 * The seed, the department-role endpoints and the lazy permission tree share them.
 */
import type { SysDepartRole } from '@/api/sys/depart';
import { defineTable } from '../db/table';

export interface SysDepartRoleUserRow {
  id: string;
  userId: string;
  droleId: string;
}

export interface SysDepartPermissionRow {
  id: string;
  departId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

export interface SysDepartRolePermissionRow {
  id: string;
  departId: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

export const departRoleTable = defineTable<SysDepartRole>('sys_depart_role');
export const departPermissionTable = defineTable<SysDepartPermissionRow>('sys_depart_permission');
export const departRolePermissionTable = defineTable<SysDepartRolePermissionRow>('sys_depart_role_permission');
export const departRoleUserTable = defineTable<SysDepartRoleUserRow>('sys_depart_role_user');
