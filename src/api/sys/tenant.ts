/**
 * Tenants (`/sys/tenant/*`, contract §5.x).
 */
import type { DateTimeString, DictText } from '../envelope';
import { crudEndpoints } from '../crud-endpoints';

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
export const TENANT_API = crudEndpoints('/sys/tenant', ['queryList']);
