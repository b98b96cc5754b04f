/**
 * /sys/permission reads of the lazy menu tree, the data-rule filter and a
 * department's grants (contract §4.2), and the department data rules of
 * /sys/sysDepartPermission (§4.7 "Related").
 */
import { getAction, postAction } from '../http';
import type { AuditFields, Result } from '../envelope';
import { crudEndpoints } from '../crud-endpoints';

/** A menu, sub-menu or button row (contract §5.4). */
export interface SysPermission extends AuditFields {
  id: string;
  parentId: string | null;
  name: string;
  perms?: string | null;
  permsType?: string | null;
  icon?: string | null;
  component?: string | null;
  componentName?: string | null;
  url?: string | null;
  redirect?: string | null;
  sortNo: number;
  menuType: number;
  leaf: boolean;
  route: boolean;
  keepAlive: boolean;
  description?: string | null;
  delFlag: number;
  ruleFlag: number;
  hidden: boolean;
  hideTab: boolean;
  status?: string | null;
  alwaysShow: boolean;
  internalOrExternal: boolean;
}

export interface MenuMeta {
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  title?: string;
  componentName?: string;
  icon?: string;
  url?: string;
  hideTab?: boolean;
  hideMenu?: boolean;
  permissionList?: AuthItem[];
}

/** A node of `getUserPermissionByToken`'s `menu` (contract §6). */
export interface MenuNode {
  id: string;
  route: '1' | '0';
  path: string;
  name: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  component: string;
  redirect?: string | null;
  meta: MenuMeta;
  children?: MenuNode[];
}

/** A button the user holds: type "1" visibility, "2" action (disabled-by-default) entry. */
export interface AuthItem {
  action: string;
  type: string;
  describe?: string;
  status?: string;
}

/** Every button in the system; status "0" disabled (always shown), "1" enabled. */
export interface AllAuthItem {
  action: string;
  type: string;
  describe?: string;
  status: string;
}

export interface PermissionResult {
  menu: MenuNode[];
  auth: AuthItem[];
  allAuth: AllAuthItem[];
  sysSafeMode: boolean;
}

/** One level of `SysPermissionTree`: children are never attached, `isLeaf` says whether there are any. */
export type PermissionLevelNode = SysPermission & { key: string; title: string; isLeaf: boolean; children: null };

/** SysPermissionDataRule filter fields of queryPermissionRule (`*x*` matches part of a value). */
export interface PermissionRuleFilter {
  permissionId: string;
  ruleName?: string;
  ruleColumn?: string;
  ruleValue?: string;
  ruleConditions?: string;
  status?: string;
}

export interface DepartDataRules<R> {
  datarule: R[];
  drChecked?: string;
}

export const getSystemMenuList = () => getAction<PermissionLevelNode[]>('/sys/permission/getSystemMenuList');

export const getSystemSubmenu = (parentId: string) => getAction<PermissionLevelNode[]>('/sys/permission/getSystemSubmenu', { parentId });

export const getSystemSubmenuBatch = (parentIds: readonly string[]) =>
  getAction<Record<string, PermissionLevelNode[]>>('/sys/permission/getSystemSubmenuBatch', { parentIds: parentIds.join(',') });

export function queryPermissionRule<R>(filter: PermissionRuleFilter): Promise<Result<R[]>> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) if (typeof value === 'string' && value.trim() !== '') params[key] = value.trim();
  return getAction<R[]>('/sys/permission/queryPermissionRule', params);
}

export const queryDepartPermission = (departId: string) => getAction<string[]>('/sys/permission/queryDepartPermission', { departId });

export const saveDepartPermission = (departId: string, permissionIds: readonly string[], lastPermissionIds: readonly string[]) =>
  postAction<null>('/sys/permission/saveDepartPermission', { departId, permissionIds: permissionIds.join(','), lastpermissionIds: lastPermissionIds.join(',') });

export const departDataRules = <R>(permissionId: string, departId: string) =>
  getAction<DepartDataRules<R>>(`/sys/sysDepartPermission/datarule/${encodeURIComponent(permissionId)}/${encodeURIComponent(departId)}`);

export const saveDepartDataRules = (permissionId: string, departId: string, dataRuleIds: readonly string[]) =>
  postAction<null>('/sys/sysDepartPermission/datarule', { permissionId, departId, dataRuleIds: dataRuleIds.join(',') });

/** `TreeModel` of the authorisation trees (contract §5.x). */
export interface PermissionTreeModel {
  key: string;
  title: string;
  slotTitle: string;
  isLeaf: boolean;
  icon: string | null;
  ruleFlag: number;
  scopedSlots: { title: string } | null;
  children: PermissionTreeModel[] | null;
  parentId: string | null;
  label: string;
  value: string;
}

/** `SysPermissionDataRule` (contract §5.5): a data rule of one menu. */
export interface SysPermissionDataRule {
  id: string;
  permissionId: string;
  ruleName: string | null;
  ruleColumn: string | null;
  ruleConditions: string | null;
  ruleValue: string | null;
  status: string | null;
  createTime?: string | null;
  createBy?: string | null;
  updateTime?: string | null;
  updateBy?: string | null;
}

/** Every menu and button as an authorisation tree, with every id (全部勾选). */
export const queryPermissionTreeList = () => getAction<{ treeList: PermissionTreeModel[]; ids: string[] }>('/sys/permission/queryTreeList');

/** Menus and buttons: endpoint paths. */
export const PERMISSION_API = crudEndpoints('/sys/permission', ['addPermissionRule', 'deletePermissionRule', 'editPermissionRule', 'getPermRuleListByPermId', 'queryRolePermission', 'saveRolePermission']);
