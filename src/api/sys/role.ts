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
