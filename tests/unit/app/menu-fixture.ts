import type { MenuNode } from '@/api/sys/permission';

const leaf = (id: string, path: string, title: string, component: string, extra: Partial<MenuNode> = {}, meta: MenuNode['meta'] = {}): MenuNode => ({
  id,
  route: '1',
  path,
  name: path.replace(/^\//, '').replace(/\//g, '-'),
  component,
  meta: { keepAlive: false, internalOrExternal: false, title, ...meta },
  ...extra,
});

/** A small menu shaped like getUserPermissionByToken's. */
export const sampleMenu: MenuNode[] = [
  leaf('home', '/dashboard/analysis', '首页', 'dashboard/Analysis'),
  {
    ...leaf('sys', '/isystem', '系统管理', 'layouts/RouteView', { redirect: null }, { icon: 'setting' }),
    children: [
      leaf('user', '/isystem/user', '用户管理', 'system/UserList', {}, { keepAlive: true }),
      leaf('role', '/isystem/role', '角色管理', 'system/RoleList'),
      leaf('user-detail', '/isystem/user/detail/:id', '用户详情', 'system/UserDetail', { hidden: true }, { hideMenu: true }),
      leaf('dict', 'dict', '数据字典', 'system/DictList'),
      leaf('notroute', '/isystem/noroute', '无路由', 'system/NoRoute', { route: '0' }),
    ],
  },
  {
    ...leaf('mon', '/monitor', '系统监控', 'layouts/RouteView'),
    children: [
      leaf('redis', '/monitor/redis', 'Redis 监控', 'modules/monitor/RedisInfo'),
      leaf('report', '/monitor/report', '积木报表', 'layouts/IframePageView', {}, { url: "{{ window._CONFIG['domianURL'] }}/jmreport/list?token=${token}" }),
      leaf('ext', 'a1b2c3', '百度', 'layouts/IframePageView', { route: '0' }, { internalOrExternal: true, url: 'https://www.baidu.com' }),
    ],
  },
];
