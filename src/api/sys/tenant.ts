/**
 * Tenants (`/sys/tenant/*`, contract §5.x).
 */
import type { DateTimeString, DictText } from '../envelope';

export interface SysTenant {
  id: number;
  name: string;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  beginDate?: DateTimeString | null;
  endDate?: DateTimeString | null;
  status: number;
}

/** `GET /sys/tenant/getCurrentUserTenant` result: `{}` when the user has no tenants. */
export interface CurrentUserTenant {
  list?: SysTenant[];
}


/** A row of the tenant list, with its dictionary texts. */
export type SysTenantRow = SysTenant & DictText<'status'>;
/** Tenants: endpoint paths. */
export const TENANT_API = {
  add: '/sys/tenant/add',
  delete: '/sys/tenant/delete',
  deleteBatch: '/sys/tenant/deleteBatch',
  edit: '/sys/tenant/edit',
  list: '/sys/tenant/list',
  queryList: '/sys/tenant/queryList',
} as const;
