/**
 * Category dictionary (`/sys/category/*`, contract §5.10).
 */
import type { AuditFields } from '../envelope';

/** `SysCategory` (contract §5.10): root rows have pid "0"; hasChild "1"/"0". */
export interface SysCategory extends AuditFields {
  id: string;
  pid: string;
  name: string;
  code: string;
  sysOrgCode?: string | null;
  hasChild: string;
}
