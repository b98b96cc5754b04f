/** Gateway route writes (contract §4.20): one `updateAll` for add and edit, `clearRedis`. */
import { getAction, postAction } from '@/api/http';
import { unwrap } from '@/api/errors';
import type { Result } from '@/api/envelope';
import type { SysGatewayRoute } from '@/api/sys/gateway';
import { GATEWAY_API } from '@/api/sys/gateway';

export type RouterInput = Omit<SysGatewayRoute, 'id'> & { id?: string };

export interface GatewayServices {
  save: (router: RouterInput) => Promise<Result<unknown>>;
  clearRedis: () => Promise<Result<unknown>>;
  /** After a timed-out save: whether the server holds the route as typed now. */
  findSaved: (router: RouterInput) => Promise<boolean>;
}

const text = (v: unknown) => String(v ?? '').trim();

/**
 * The routes are one small list: a route with the typed route id (its key in the gateway), name, URI
 * and status; after an edit it must be the edited row.
 */
async function findSavedRoute(router: RouterInput): Promise<boolean> {
  const routes = unwrap(await getAction<SysGatewayRoute[]>(GATEWAY_API.list, {}, { silent: true })) ?? [];
  return routes.some(
    (r) =>
      (router.id === undefined || r.id === router.id) &&
      text(r.routerId) === text(router.routerId) &&
      text(r.name) === text(router.name) &&
      text(r.uri) === text(router.uri) &&
      Number(r.status) === Number(router.status),
  );
}

export const gatewayServices: GatewayServices = {
  save: (router) => postAction(GATEWAY_API.updateAll, { router }),
  clearRedis: () => getAction(GATEWAY_API.clearRedis),
  findSaved: findSavedRoute,
};
