/** 网关路由 (`system/SysGatewayRouteList`, contract §4.20): all routes at once, no paging. */
import { createElement } from 'react';
import Chip from '@mui/material/Chip';
import type { GatewayRouteRule, SysGatewayRoute } from '@/api/sys/gateway';
import type { ListColumn, ListUrls } from '@/widgets/list';
import { GATEWAY_API } from '@/api/sys/gateway';

export const GATEWAY_URLS: ListUrls = { list: GATEWAY_API.list, delete: GATEWAY_API.delete };

export const PREDICATE_NAMES = ['Path', 'Host', 'Method', 'Header', 'Query', 'Cookie', 'After', 'Before', 'Between', 'RemoteAddr'] as const;
export const FILTER_NAMES = ['StripPrefix', 'RewritePath', 'AddRequestHeader', 'AddResponseHeader', 'PrefixPath', 'RequestRateLimiter', 'Retry', 'Hystrix'] as const;

/** `Path=/sys/**, /x/**` per rule, one rule per line. */
export const rulesText = (rules: GatewayRouteRule[] | null | undefined) => (rules ?? []).map((r) => `${r.name}=${r.args.join(', ')}`).join('\n');

export const GATEWAY_COLUMNS: readonly ListColumn<SysGatewayRoute>[] = [
  { field: 'routerId', title: '路由ID', width: 200 },
  { field: 'name', title: '路由名称', width: 180 },
  { field: 'uri', title: '路由URI', width: 200 },
  { field: 'predicates', title: '路由条件', flex: 1, render: (r) => rulesText(r.predicates) },
  { field: 'filters', title: '过滤器', flex: 1, render: (r) => rulesText(r.filters) || '-' },
  {
    field: 'status',
    title: '状态',
    width: 90,
    render: (r) => createElement(Chip, { size: 'small', color: r.status === 1 ? 'success' : 'default', label: r.status === 1 ? '有效' : '无效' }),
  },
];

export const GATEWAY_TEXT = {
  routerId: '路由ID',
  name: '路由名称',
  uri: '路由URI',
  status: '路由状态',
  predicates: '路由条件',
  filters: '过滤器',
  addPredicate: '添加路由条件',
  addFilter: '添加过滤器',
  args: '参数（多个用逗号分隔）',
  remove: '删除',
  routerIdRequired: '请输入路由ID!',
  nameRequired: '请输入路由名称!',
  uriRequired: '请输入路由URI!',
  uriInvalid: '路由URI须以 lb://、lb:ws://、http:// 或 https:// 开头!',
  argsRequired: '请输入参数!',
  clearRedis: '清除缓存',
} as const;
