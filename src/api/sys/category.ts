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

/** The category dictionary: endpoint paths. */
export const CATEGORY_API = {
  add: '/sys/category/add',
  checkCode: '/sys/category/checkCode',
  childList: '/sys/category/childList',
  delete: '/sys/category/delete',
  edit: '/sys/category/edit',
  loadDictItem: '/sys/category/loadDictItem',
  loadTreeChildren: '/sys/category/loadTreeChildren',
  loadTreeRoot: '/sys/category/loadTreeRoot',
  rootList: '/sys/category/rootList',
} as const;
