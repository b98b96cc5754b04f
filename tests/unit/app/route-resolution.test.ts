import { describe, it, expect } from 'vitest';
import type { MenuNode } from '@/api/sys/permission';
import { toMenuEntries } from '@/session/menu-model';
import { resolveRoute } from '@/app/layout/route-resolution';
import { documentTitle } from '@/ui/use-document-title';

function node(partial: Partial<MenuNode> & { id: string; path: string }): MenuNode {
  return { route: '1', name: partial.path, component: 'system/X', meta: { title: partial.id }, ...partial };
}

const menu: MenuNode[] = [
  node({ id: 'home', path: '/dashboard/analysis', component: 'dashboard/Analysis', meta: { title: '首页' } }),
  node({
    id: 'sys',
    path: '/isystem',
    component: 'layouts/RouteView',
    redirect: null,
    meta: { title: '系统管理' },
    children: [
      node({ id: 'user', path: '/isystem/user', component: 'system/UserList', meta: { title: '用户管理' } }),
      node({ id: 'detail', path: '/isystem/user/detail', component: 'system/UserDetail', hidden: true, meta: { title: '用户详情' } }),
      node({ id: 'menuOnly', path: '/isystem/menu-only', component: 'system/X', route: '0', meta: { title: '仅菜单' } }),
    ],
  }),
  node({ id: 'dash', path: '/dashboard', component: 'layouts/RouteView', redirect: '/dashboard/workplace', meta: { title: 'Dashboard' }, children: [node({ id: 'wp', path: '/dashboard/workplace', component: 'dashboard/Workplace' })] }),
  node({ id: 'always', path: '/always', component: 'system/AlwaysPage', alwaysShow: true, meta: { title: '总是显示' }, children: [node({ id: 'kid', path: '/always/kid' })] }),
];
const entries = toMenuEntries(menu);

describe('resolving a path against the server menu', () => {
  it('resolves a menu page to its screen with the trail for the breadcrumb', () => {
    const r = resolveRoute(entries, '/isystem/user');
    expect(r.type).toBe('screen');
    if (r.type === 'screen') expect(r.trail.map((e) => e.title)).toEqual(['系统管理', '用户管理']);
  });

  it('routes hidden entries (detail pages) even though the menu does not show them', () => {
    expect(resolveRoute(entries, '/isystem/user/detail').type).toBe('screen');
  });

  it('registers no route for an entry whose route flag is "0"', () => {
    expect(resolveRoute(entries, '/isystem/menu-only')).toEqual({ type: 'notFound' });
  });

  it('sends a pure container to its first page and follows a node redirect', () => {
    expect(resolveRoute(entries, '/isystem')).toEqual({ type: 'redirect', to: '/isystem/user' });
    expect(resolveRoute(entries, '/dashboard')).toEqual({ type: 'redirect', to: '/dashboard/workplace' });
  });

  it('treats an always-show entry as a page of its own', () => {
    const r = resolveRoute(entries, '/always');
    expect(r.type === 'screen' && r.entry.component).toBe('system/AlwaysPage');
  });

  it('answers notFound for a path no menu entry has', () => {
    expect(resolveRoute(entries, '/nowhere')).toEqual({ type: 'notFound' });
  });
});

describe('document title', () => {
  it('is "{page title} · 省局网站管理后台", and only the site title on the home page', () => {
    expect(documentTitle('用户管理')).toBe('用户管理 · 省局网站管理后台');
    expect(documentTitle('首页', true)).toBe('省局网站管理后台');
    expect(documentTitle(undefined)).toBe('省局网站管理后台');
  });
});
