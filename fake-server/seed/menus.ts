/**
 * sys_permission rows from the menu spec, and which role gets which row
 * (sys_role_permission). admin gets everything; editor-like roles get subsets.
 */
import type { SysPermission } from '@/api/sys/permission';
import type { SysRole } from '@/api/sys/role';
import type { SysRolePermissionRow } from '../db/rows';
import { hexId } from '../lib/ids';
import { HOME_PERMISSION_ID } from '../lib/menu';
import type { SeedContext } from './context';
import { MENU_TREE, type MenuSpec, type RoleCode } from './menu-spec';

interface FlatRow {
  row: SysPermission;
  /** Menu key; for buttons, the key of the menu they belong to. */
  key: string;
  button: boolean;
}

export const menuId = (key: string): string => (key === 'home' ? HOME_PERMISSION_ID : hexId(`menu:${key}`));
const buttonId = (perms: string): string => hexId(`button:${perms}`);

/**
 * A row with every column in table order and what an admin-seeded menu row has
 * unless its spec says otherwise; `n` spaces the creation times out.
 */
function seededRow(ctx: SeedContext, n: number): SysPermission {
  return {
    id: '',
    parentId: null,
    name: '',
    perms: null,
    permsType: '1',
    icon: null,
    component: null,
    componentName: null,
    url: null,
    redirect: null,
    sortNo: 0,
    menuType: 0,
    leaf: true,
    route: true,
    keepAlive: false,
    description: null,
    createBy: 'admin',
    createTime: ctx.at(-60 * 24 * 365 + n),
    updateBy: null,
    updateTime: null,
    delFlag: 0,
    ruleFlag: 0,
    hidden: false,
    hideTab: false,
    status: null,
    alwaysShow: false,
    internalOrExternal: false,
  };
}

function flatten(ctx: SeedContext, specs: MenuSpec[], parentId: string | null, out: FlatRow[]): void {
  specs.forEach((spec, index) => {
    const id = menuId(spec.key);
    const hasChildren = !!(spec.children?.length || spec.buttons?.length);
    out.push({
      key: spec.key,
      button: false,
      row: {
        ...seededRow(ctx, out.length),
        id,
        parentId,
        name: spec.name,
        icon: spec.icon ?? null,
        component: spec.component ?? (spec.children ? 'layouts/RouteView' : null),
        componentName: spec.componentName ?? null,
        url: spec.url,
        redirect: spec.redirect ?? null,
        sortNo: index,
        menuType: parentId === null ? 0 : 1,
        leaf: !hasChildren,
        route: spec.route ?? true,
        keepAlive: spec.keepAlive ?? false,
        hidden: spec.hidden ?? false,
        hideTab: spec.hideTab ?? false,
        alwaysShow: spec.alwaysShow ?? false,
        internalOrExternal: spec.internalOrExternal ?? false,
      },
    });
    (spec.buttons ?? []).forEach((b, i) => {
      out.push({
        key: spec.key,
        button: true,
        row: { ...seededRow(ctx, out.length), id: buttonId(b.perms), parentId: id, name: b.name, perms: b.perms, permsType: b.permsType ?? '1', sortNo: i + 1, menuType: 2, status: b.status ?? '1' },
      });
    });
    if (spec.children) flatten(ctx, spec.children, id, out);
  });
}

export function flatMenuRows(ctx: SeedContext): FlatRow[] {
  const out: FlatRow[] = [];
  flatten(ctx, MENU_TREE, null, out);
  return out;
}

const under = (...groups: string[]) => (key: string) => groups.some((g) => key === g || key.startsWith(`${g}.`));
const everything = () => true;
const notDeleting = (perms: string) => !/:(delete|batch_delete)$/.test(perms);

/** Which menus and buttons each role holds. */
const GRANTS: Record<RoleCode, { menu: (key: string) => boolean; button: (perms: string) => boolean }> = {
  admin: { menu: everything, button: everything },
  province_admin: {
    menu: (key) => !under('monitor')(key) && key !== 'system.dataSource' && key !== 'system.gateway',
    button: everything,
  },
  content_editor: {
    menu: under('home', 'dashboard', 'links', 'content', 'audit', 'account'),
    button: (perms) => /:(add|edit)$/.test(perms),
  },
  test: { menu: under('home', 'dashboard', 'account'), button: () => false },
  hr: {
    menu: (key) =>
      under('home', 'dashboard', 'account', 'system.user', 'system.depart', 'system.departUser', 'system.position', 'system.addressList')(key) ||
      key === 'system',
    // 生日 of the user form stays read-only for hr: a field-disable rule (permsType 2) in force.
    button: (perms) => notDeleting(perms) && perms !== 'user:form:birthday',
  },
};

export function rolePermissionRows(ctx: SeedContext, roles: SysRole[], flat: FlatRow[]): SysRolePermissionRow[] {
  const rows: SysRolePermissionRow[] = [];
  for (const role of roles) {
    const grant = GRANTS[role.roleCode as RoleCode];
    if (!grant) continue;
    for (const { row, key, button } of flat) {
      const granted = grant.menu(key) && (!button || grant.button(row.perms ?? ''));
      if (!granted) continue;
      rows.push({ id: ctx.nextId(), roleId: role.id, permissionId: row.id, dataRuleIds: null, operateDate: ctx.at(-60 * 24 * 200), operateIp: '127.0.0.1' });
    }
  }
  return rows;
}
