/**
 * Tenants (`/sys/tenant/*`, contract §5.x).
 */
import type { DateTimeString } from '../envelope';

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
