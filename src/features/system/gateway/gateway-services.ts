/** Gateway route writes (contract §4.20): one `updateAll` for add and edit, `clearRedis`. */
import { getAction, postAction } from '@/api/http';
import type { Result, SysGatewayRoute } from '@/api/types';

export type RouterInput = Omit<SysGatewayRoute, 'id'> & { id?: string };

export interface GatewayServices {
  save: (router: RouterInput) => Promise<Result<unknown>>;
  clearRedis: () => Promise<Result<unknown>>;
}

export const gatewayServices: GatewayServices = {
  save: (router) => postAction('/sys/gatewayRoute/updateAll', { router }),
  clearRedis: () => getAction('/sys/gatewayRoute/clearRedis'),
};
