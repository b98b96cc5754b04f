import type { SysTenant } from '@/api/sys/tenant';
import type { SeedContext } from './context';

/** 1 省局 and 2 市局 are effective; 3 is frozen (status 0) so its users cannot log in. */
export function tenantRows(ctx: SeedContext): SysTenant[] {
  const base = { createBy: 'admin', createTime: ctx.at(-60 * 24 * 300), beginDate: null, endDate: null };
  return [
    { id: 1, name: '省局', ...base, status: 1 },
    { id: 2, name: '市局', ...base, status: 1 },
    { id: 3, name: '冻结租户', ...base, status: 0 },
  ];
}
