/** The tenant writes the form dialog makes (contract §4.17). */
import { postAction, putAction } from '@/api/http';
import type { Result } from '@/api/envelope';
import type { SysTenant } from '@/api/sys/tenant';
import { TENANT_API } from '@/api/sys/tenant';

export type TenantInput = Pick<SysTenant, 'id' | 'name' | 'beginDate' | 'endDate' | 'status'>;

export interface TenantServices {
  add: (values: TenantInput) => Promise<Result<unknown>>;
  edit: (values: TenantInput) => Promise<Result<unknown>>;
}

export const tenantServices: TenantServices = {
  add: (values) => postAction(TENANT_API.add, values),
  edit: (values) => putAction(TENANT_API.edit, values),
};
