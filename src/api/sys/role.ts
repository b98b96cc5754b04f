/**
 * Roles (`/sys/role/*`, contract §4.7).
 */
import type { AuditFields } from '../envelope';

export interface SysRole extends AuditFields {
  id: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
}

/** Roles: endpoint paths. */
export const ROLE_API = {
  add: '/sys/role/add',
  checkRoleCode: '/sys/role/checkRoleCode',
  datarule: '/sys/role/datarule',
  delete: '/sys/role/delete',
  deleteBatch: '/sys/role/deleteBatch',
  edit: '/sys/role/edit',
  exportXls: '/sys/role/exportXls',
  importExcel: '/sys/role/importExcel',
  list: '/sys/role/list',
  queryTreeList: '/sys/role/queryTreeList',
  queryall: '/sys/role/queryall',
} as const;

/** The data rules of one menu for one role. */
export const roleDataRuleUrl = (permissionId: string, roleId: string): string => `${ROLE_API.datarule}/${permissionId}/${roleId}`;
