/**
 * Gateway routes (`/sys/gatewayRoute/*`, contract §4.20, §5.17).
 */
import type { DateTimeString } from '../envelope';
import { controllerPaths } from '../crud-endpoints';

/** A gateway route predicate or filter: `{name: 'Path', args: ['/sys/**']}`. */
export interface GatewayRouteRule {
  name: string;
  args: string[];
}

/** A gateway route as `/sys/gatewayRoute/list` returns it: predicates/filters parsed to arrays (§4.20, §5.17). */
export interface SysGatewayRoute {
  id: string;
  routerId: string;
  name: string;
  uri: string;
  predicates: GatewayRouteRule[] | null;
  filters: GatewayRouteRule[] | null;
  stripPrefix?: number | null;
  retryable?: number | null;
  persistable?: number | null;
  showApi?: number | null;
  status: number;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateBy?: string | null;
  updateTime?: DateTimeString | null;
  sysOrgCode?: string | null;
}

/** Gateway routes: endpoint paths. */
export const GATEWAY_API = controllerPaths('/sys/gatewayRoute', ['clearRedis', 'delete', 'list', 'updateAll']);
