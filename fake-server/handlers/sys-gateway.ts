/**
 * SysGatewayRouteController (contract §4.20): routes stored with `predicates`/`filters` as JSON
 * strings (§5.17) and answered parsed, all at once (no paging); `updateAll` inserts or updates
 * one route, `delete` removes it, `clearRedis` drops the gateway's cached routes.
 */
import type { HttpHandler } from 'msw';
import type { GatewayRouteRule, SysGatewayRoute } from '@/api/sys/gateway';
import { defineTable, plain } from '../db/table';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { newId } from '../lib/ids';
import { okData, okMsg } from '../lib/result';
import { api, readJson, str } from '../lib/route';

/** The stored row: predicates and filters are JSON text, as in the table. */
export type GatewayRouteRow = Omit<SysGatewayRoute, 'predicates' | 'filters'> & { predicates: string | null; filters: string | null; delFlag: number };

export const gatewayRouteTable = defineTable<GatewayRouteRow>('sys_gateway_route');

/** Routes the gateway currently serves from Redis (cleared by clearRedis, refilled by a save). */
export const gatewayCache = { routes: 0 };

const parse = (text: string | null): GatewayRouteRule[] | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as GatewayRouteRule[];
  } catch {
    return null;
  }
};

export function toApi(row: GatewayRouteRow): SysGatewayRoute & { delFlag: number } {
  const r = plain(row);
  return { ...r, predicates: parse(r.predicates), filters: parse(r.filters) };
}

const rulesText = (v: unknown): string | null => (v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));
const intOr = (v: unknown, fallback: number) => (v === null || v === undefined || v === '' ? fallback : Number(v));

export const gatewayHandlers: HttpHandler[] = [
  api.get('/sys/gatewayRoute/list', () => okData(gatewayRouteTable.all().filter((r) => r.delFlag === 0).map(toApi))),

  api.post('/sys/gatewayRoute/updateAll', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const router = (body.router ?? {}) as Record<string, unknown>;
    const id = str(router.id);
    const existing = id ? gatewayRouteTable.findFirst((q) => q.where({ id })) : undefined;
    const now = formatDateTime(Date.now());
    const fields = {
      routerId: str(router.routerId) ?? '',
      name: str(router.name) ?? '',
      uri: str(router.uri) ?? '',
      predicates: rulesText(router.predicates),
      filters: rulesText(router.filters),
      status: intOr(router.status, 1),
      stripPrefix: intOr(router.stripPrefix, 0),
      retryable: intOr(router.retryable, 0),
      persistable: intOr(router.persistable, 0),
      showApi: intOr(router.showApi, 1),
    };
    if (existing) {
      await gatewayRouteTable.update(existing, {
        data(draft) {
          Object.assign(draft, fields, { updateBy: user.username, updateTime: now });
        },
      });
    } else {
      await gatewayRouteTable.create({ id: newId(), ...fields, delFlag: 0, createBy: user.username, createTime: now, updateBy: null, updateTime: null, sysOrgCode: user.orgCode ?? null });
    }
    gatewayCache.routes = gatewayRouteTable.all().filter((r) => r.delFlag === 0 && r.status === 1).length;
    return okMsg('操作成功！');
  }),

  api.get('/sys/gatewayRoute/clearRedis', () => {
    gatewayCache.routes = 0;
    return okMsg('清除成功！');
  }),

  api.delete('/sys/gatewayRoute/delete', ({ query }) => {
    const id = query.get('id') ?? '';
    gatewayRouteTable.delete((q) => q.where({ id }));
    return okMsg('删除路由成功');
  }),
];
