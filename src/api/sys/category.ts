/**
 * Category dictionary (`/sys/category/*`, contract §5.10).
 */
import type { AuditFields } from '../envelope';
import { controllerPaths } from '../crud-endpoints';

/** `SysCategory` (contract §5.10): root rows have pid "0"; hasChild "1"/"0". */
export interface SysCategory extends AuditFields {
  id: string;
  pid: string;
  name: string;
  code: string;
  sysOrgCode?: string | null;
  hasChild: string;
}

/** The category dictionary: endpoint paths. */
export const CATEGORY_API = controllerPaths('/sys/category', ['add', 'checkCode', 'childList', 'delete', 'edit', 'loadDictItem', 'loadTreeChildren', 'loadTreeRoot', 'rootList']);
