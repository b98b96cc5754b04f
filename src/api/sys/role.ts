/**
 * Roles (`/sys/role/*`, contract §4.7).
 */
import type { AuditFields } from '../envelope';
import { crudEndpoints } from '../crud-endpoints';

export interface SysRole extends AuditFields {
  id: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
}

/** Roles: endpoint paths. */
export const ROLE_API = crudEndpoints('/sys/role', ['checkRoleCode', 'datarule', 'exportXls', 'importExcel', 'queryTreeList', 'queryall']);

/** The data rules of one menu for one role. */
export const roleDataRuleUrl = (permissionId: string, roleId: string): string => `${ROLE_API.datarule}/${permissionId}/${roleId}`;
