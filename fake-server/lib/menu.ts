/**
 * `GET /sys/permission/getUserPermissionByToken`, built exactly as
 * SysPermissionController does (contract §6): union of the user's roles'
 * permissions ordered by sort_no, home prepended when missing, menu nodes from
 * menu_type 0/1 rows, buttons into `auth`/`allAuth`, and the first-level
 * "all children hidden" quirk.
 */
import { md5 } from 'js-md5';
import type { AllAuthItem, AuthItem, MenuMeta, MenuNode, PermissionResult, SysPermission } from '@/api/sys/permission';
import { db } from '../db/tables';
import { plain } from '../db/table';

export const HOME_PERMISSION_ID = '9502685863ab87f0ad1134142788a385';
export const HOME_NAME = '首页';

const empty = (v: string | null | undefined): boolean => v === null || v === undefined || v === '';

/** `isWWWHttpUrl`: external links and `{{ … }}` templates get an MD5 path. */
export function isWwwHttpUrl(url: string | null | undefined): boolean {
  return !!url && (url.startsWith('http://') || url.startsWith('https://') || url.startsWith('{{'));
}

/** `urlToRouteName`: "/isystem/user" → "isystem-user", ":" → "@". */
export function urlToRouteName(url: string | null | undefined): string | null {
  if (empty(url)) return null;
  let name = url!;
  if (name.startsWith('/')) name = name.slice(1);
  return name.replace(/\//g, '-').replace(/:/g, '@');
}

/** `sysPermissionService.queryByUser`: permissions of all the user's roles, del_flag 0, by sort_no. */
export function permissionsOfUser(userId: string): SysPermission[] {
  const roleIds = new Set(db.sysUserRole.findMany((q) => q.where({ userId })).map((r) => r.roleId));
  const permIds = new Set(
    db.sysRolePermission
      .all()
      .filter((rp) => roleIds.has(rp.roleId))
      .map((rp) => rp.permissionId),
  );
  return db.sysPermission
    .all()
    .filter((p) => permIds.has(p.id) && p.delFlag === 0)
    .map((p) => plain(p))
    .sort((a, b) => a.sortNo - b.sortNo);
}

/** `getPermissionJsonObject` for menu rows; null for buttons. */
export function toMenuNode(p: SysPermission): MenuNode | null {
  if (p.menuType === 2) return null;
  const external = isWwwHttpUrl(p.url);
  const node: MenuNode = {
    id: p.id,
    route: p.route ? '1' : '0',
    path: external ? md5(p.url!) : (p.url as string),
    name: (empty(p.componentName) ? urlToRouteName(p.url) : p.componentName) as string,
    component: p.component as string,
    meta: {},
  };
  const meta: MenuMeta = {
    keepAlive: !!p.keepAlive,
    internalOrExternal: !!p.internalOrExternal,
    title: p.name,
  };
  if (p.hidden) {
    node.hidden = true;
  }
  if (p.alwaysShow) node.alwaysShow = true;
  if (!empty(p.componentName) || !empty(p.component)) {
    const component = p.component ?? '';
    meta.componentName = empty(p.componentName) ? component.slice(component.lastIndexOf('/') + 1) : (p.componentName as string);
  }
  if (empty(p.parentId)) node.redirect = p.redirect ?? null;
  if (!empty(p.icon)) meta.icon = p.icon as string;
  if (external) meta.url = p.url as string;
  if (p.hideTab) meta.hideTab = true;
  // Vue3 compatibility flag the 3.x backend adds next to `hidden`.
  if (p.hidden) meta.hideMenu = true;
  node.meta = meta;
  return orderKeys(node);
}

/** Key order of the fastjson object: id, route, path, name, hidden, alwaysShow, component, redirect, meta. */
function orderKeys(node: MenuNode): MenuNode {
  const { id, route, path, name, hidden, alwaysShow, component, redirect, meta } = node;
  const out: MenuNode = { id, route, path, name } as MenuNode;
  if (hidden !== undefined) out.hidden = hidden;
  if (alwaysShow !== undefined) out.alwaysShow = alwaysShow;
  out.component = component;
  if (redirect !== undefined) out.redirect = redirect;
  out.meta = meta;
  return out;
}

/**
 * `getPermissionJsonArray`: roots are rows without parent; children recurse only for non-leaf rows.
 * The backend rescans the whole list at every level; grouping the rows by parent once gives the
 * same tree in the same order without that quadratic cost (the admin's menu is hundreds of rows,
 * and this answer sits between 登录 and the first screen).
 */
function buildTree(out: MenuNode[], list: SysPermission[]): void {
  const roots: Array<[SysPermission, MenuNode]> = [];
  const byParent = new Map<string, Array<[SysPermission, MenuNode]>>();
  for (const p of list) {
    const node = toMenuNode(p);
    if (!node) continue;
    if (empty(p.parentId)) roots.push([p, node]);
    else {
      const siblings = byParent.get(p.parentId as string);
      if (siblings) siblings.push([p, node]);
      else byParent.set(p.parentId as string, [[p, node]]);
    }
  }
  const attach = (parent: MenuNode): void => {
    for (const [p, node] of byParent.get(parent.id) ?? []) {
      (parent.children ??= []).push(node);
      if (!p.leaf) attach(node);
    }
  };
  for (const [p, node] of roots) {
    out.push(node);
    if (!p.leaf) attach(node);
  }
}

/**
 * `handleFirstLevelMenuHidden`: a root whose children are all hidden is hidden and its meta
 * replaced; like the real backend's answer, the replacement still carries the menu name as title.
 */
function hideEmptyRoots(roots: MenuNode[]): void {
  for (const root of roots) {
    if (!root.children) continue;
    if (root.children.every((c) => c.hidden === true)) {
      root.hidden = true;
      root.meta = { title: root.meta.title, hideMenu: true };
    }
  }
}

export function buildUserPermission(userId: string): PermissionResult {
  const list = permissionsOfUser(userId);
  if (!list.some((p) => p.name === HOME_NAME)) {
    const home = db.sysPermission.findFirst((q) => q.where({ name: HOME_NAME }));
    if (home) list.unshift(plain(home));
  }
  const menu: MenuNode[] = [];
  buildTree(menu, list);
  hideEmptyRoots(menu);
  const auth: AuthItem[] = list
    .filter((p) => p.menuType === 2 && p.status === '1')
    .map((p) => ({ action: p.perms ?? '', type: p.permsType ?? '', describe: p.name }));
  const allAuth: AllAuthItem[] = db.sysPermission
    .findMany((q) => q.where({ delFlag: 0, menuType: 2 }))
    .map((p) => ({ action: p.perms ?? '', describe: p.name, type: p.permsType ?? '', status: p.status ?? '' }));
  return { menu, auth, allAuth, sysSafeMode: false };
}
