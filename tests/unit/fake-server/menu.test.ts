import { md5 } from 'js-md5';
import { describe, expect, it } from 'vitest';
import type { MenuNode, PermissionResult } from '@/api/sys/permission';
import { resetFakeDb, server } from '@fake/node';
import { db } from '@fake/db/tables';
import { HOME_PERMISSION_ID, toMenuNode, urlToRouteName } from '@fake/lib/menu';
import { call, tokenOf } from './fake-client';
import { withFakeServer } from './fake-server-hooks';

withFakeServer(server, resetFakeDb);

async function permissionsOf(username: string): Promise<PermissionResult> {
  const { body } = await call<PermissionResult>('/sys/permission/getUserPermissionByToken', { token: await tokenOf(username) });
  expect(body).toMatchObject({ success: true, code: 0, message: '' });
  return body.result;
}

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

const byTitle = (menu: MenuNode[], title: string) => flatten(menu).find((n) => n.meta.title === title);

describe('admin menu (contract §6)', () => {
  it('starts with the home page and has sysSafeMode false', async () => {
    const result = await permissionsOf('admin');
    expect(result.sysSafeMode).toBe(false);
    expect(result.menu[0]).toMatchObject({ id: HOME_PERMISSION_ID, path: '/dashboard/analysis', component: 'dashboard/Analysis', route: '1', name: 'dashboard-analysis', redirect: null });
    expect(result.menu[0].meta).toEqual({ keepAlive: false, internalOrExternal: false, title: '首页', componentName: 'Analysis', icon: 'home' });
  });

  it('derives route names from urls and componentName from the last component segment', async () => {
    const user = byTitle((await permissionsOf('admin')).menu, '用户管理')!;
    expect(user).toMatchObject({ path: '/isystem/user', name: 'isystem-user', component: 'system/UserList', route: '1' });
    expect(user.meta).toMatchObject({ componentName: 'UserList', keepAlive: true, icon: 'user' });
    expect(user).not.toHaveProperty('redirect');
    expect(user).not.toHaveProperty('hidden');
    expect(user).not.toHaveProperty('children');
  });

  it('gives external and {{ }} urls an MD5 path and meta.url', async () => {
    const menu = (await permissionsOf('admin')).menu;
    const external = byTitle(menu, '中国政府网')!;
    expect(external.path).toBe(md5('https://www.gov.cn/'));
    expect(external.meta).toMatchObject({ url: 'https://www.gov.cn/', internalOrExternal: true });
    const iframe = byTitle(menu, '接口文档')!;
    expect(iframe.path).toBe(md5("{{ window._CONFIG['domianURL'] }}/swagger-ui.html"));
    expect(iframe).toMatchObject({ component: 'layouts/IframePageView', meta: { internalOrExternal: false } });
  });

  it('marks a menu-only entry route "0", a hidden one hidden + hideMenu, and the demo group alwaysShow', async () => {
    const menu = (await permissionsOf('admin')).menu;
    expect(byTitle(menu, '菜单入口')!.route).toBe('0');
    const hidden = byTitle(menu, '隐藏页面')!;
    expect(hidden.hidden).toBe(true);
    expect(hidden.meta).toMatchObject({ hideMenu: true, hideTab: true });
    const demo = menu.find((n) => n.meta.title === '示例')!;
    expect(demo).toMatchObject({ alwaysShow: true, component: 'layouts/RouteView', redirect: null });
    expect(byTitle(menu, '未知组件')!.component).toBe('demo/DoesNotExist');
  });

  it('hides a top-level group whose children are all hidden and replaces its meta, keeping the title', async () => {
    const menu = (await permissionsOf('admin')).menu;
    const account = menu.find((n) => n.path === '/account')!;
    expect(account.hidden).toBe(true);
    expect(account.meta).toEqual({ title: '个人页', hideMenu: true });
    expect(account.children!.map((c) => c.meta.title)).toEqual(['个人中心', '个人设置']);
  });

  it.each(['admin', 'editor', 'jeecg'])('gives every item of %s\'s menu, hidden ones included, its menu name as meta.title', async (username) => {
    const items = flatten((await permissionsOf(username)).menu);
    expect(items.length).toBeGreaterThan(3);
    const untitled = items.filter((n) => typeof n.meta.title !== 'string' || n.meta.title.trim() === '').map((n) => n.path);
    expect(untitled).toEqual([]);
    const hidden = items.filter((n) => n.hidden === true);
    expect(hidden.length).toBeGreaterThan(0);
    for (const node of hidden) {
      const row = db.sysPermission.findFirst((q) => q.where({ id: node.id }));
      expect(node.meta.title).toBe(row?.name);
    }
  });

  it('puts redirect only on top-level nodes', async () => {
    const menu = (await permissionsOf('admin')).menu;
    expect(menu.find((n) => n.path === '/dashboard')!.redirect).toBe('/dashboard/workplace');
    expect(flatten(menu.flatMap((n) => n.children ?? [])).every((n) => !('redirect' in n))).toBe(true);
  });

  it('lists every valid button in auth and every button with its status in allAuth', async () => {
    const { auth, allAuth } = await permissionsOf('admin');
    const actions = auth.map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['user:add', 'user:delete', 'user:batch_delete', 'notice:audit', 'user:form:birthday']));
    expect(actions).not.toContain('user:form:phone');
    expect(auth.find((a) => a.action === 'user:add')).toEqual({ action: 'user:add', type: '1', describe: '添加' });
    expect(auth.find((a) => a.action === 'user:form:birthday')?.type).toBe('2');
    expect(allAuth.find((a) => a.action === 'user:form:phone')).toEqual({ action: 'user:form:phone', describe: '手机号字段', type: '2', status: '0' });
  });
});

describe('editor menu', () => {
  it('has content areas and dashboards but no 系统管理 group', async () => {
    const { menu } = await permissionsOf('editor');
    const titles = menu.map((n) => n.meta.title);
    expect(titles).toEqual(expect.arrayContaining(['首页', '仪表盘', '链接管理', '信息管理']));
    expect(titles).not.toContain('系统管理');
    expect(byTitle(menu, '用户管理')).toBeUndefined();
  });

  it('may add and edit content but not delete, batch delete or audit; allAuth still lists everything', async () => {
    const { auth, allAuth } = await permissionsOf('editor');
    const actions = auth.map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['notice:add', 'notice:edit', 'friendship_link:add']));
    expect(actions.some((a) => /:(delete|batch_delete|audit)$/.test(a))).toBe(false);
    expect(allAuth.map((a) => a.action)).toEqual(expect.arrayContaining(['notice:delete', 'user:add']));
  });

  it('prepends the home row even when no role grants it', async () => {
    const editor = db.sysUser.findFirst((q) => q.where({ username: 'editor' }))!;
    db.sysUserRole.deleteMany((q) => q.where({ userId: editor.id }));
    const { menu, auth } = await permissionsOf('editor');
    expect(menu.map((n) => n.meta.title)).toEqual(['首页']);
    expect(auth).toEqual([]);
  });
});

describe('menu node rules', () => {
  it('turns "/" into "-" and ":" into "@" in route names', () => {
    expect(urlToRouteName('/isystem/user')).toBe('isystem-user');
    expect(urlToRouteName('/online/cgform/:code')).toBe('online-cgform-@code');
    expect(urlToRouteName('')).toBeNull();
  });

  it('prefers componentName over the url for name and meta.componentName', () => {
    const home = db.sysPermission.findFirst((q) => q.where({ id: HOME_PERMISSION_ID }))!;
    const node = toMenuNode({ ...home, componentName: 'HomePage', parentId: 'x' })!;
    expect(node).toMatchObject({ name: 'HomePage', meta: { componentName: 'HomePage' } });
    expect(node).not.toHaveProperty('redirect');
  });

  it('returns null for buttons', () => {
    const button = db.sysPermission.findFirst((q) => q.where({ perms: 'user:add' }))!;
    expect(toMenuNode(button)).toBeNull();
  });
});
