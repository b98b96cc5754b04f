import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@/api/sys/permission';
import { toMenuEntries } from '@/session/menu-model';
import { quickLinks } from '@/features/dashboard/WorkplacePage';

const node = (id: string, path: string, component: string, extra: Partial<MenuNode> = {}, meta: MenuNode['meta'] = {}): MenuNode => ({
  id, route: '1', path, name: id, component, meta: { title: id, ...meta }, ...extra,
});

const MENU: MenuNode[] = [
  node('首页', '/dashboard/analysis', 'dashboard/Analysis'),
  node('系统管理', '/isystem', 'layouts/RouteView', {
    children: [
      node('用户管理', '/isystem/user', 'system/UserList'),
      node('隐藏页', '/isystem/hidden', 'system/Hidden', { hidden: true }),
      node('外链', 'https://example.org', 'layouts/IframePageView', {}, { internalOrExternal: true }),
      node('详情', '/isystem/user/:id', 'system/UserDetail'),
      node('角色管理', '/isystem/role', 'system/RoleUserList'),
    ],
  }),
];

describe('quickLinks', () => {
  it('keeps routable leaves of the menu and leaves out dashboards, hidden, external and parameterised pages', () => {
    expect(quickLinks(toMenuEntries(MENU)).map((e) => e.path)).toEqual(['/isystem/user', '/isystem/role']);
  });
  it('stops at the maximum', () => {
    expect(quickLinks(toMenuEntries(MENU), 1)).toHaveLength(1);
  });
});
