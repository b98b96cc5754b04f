/** The /sys/role, role-user and role-permission calls of the 角色管理 screen (contract §4.2, §4.6, §4.8). */
import { deleteAction, getAction, postAction, putAction } from '@/api/http';
import { errorMessage } from '@/api/errors';
import type { Page, Result } from '@/api/envelope';
import type { SysRole } from '@/api/sys/role';
import type { SysUserRow } from '@/api/sys/user';
import { PERMISSION_API } from '@/api/sys/permission';
import { ROLE_API, roleDataRuleUrl } from '@/api/sys/role';
import { USER_API } from '@/api/sys/user';
import type { PermissionTreeModel, SysPermissionDataRule } from '@/api/sys/permission';

export type RoleInput = Pick<SysRole, 'roleName' | 'roleCode'> & { description?: string | null };

/** What the authorisation tree needs of /sys/permission/list: each permission's kind (2 = 按钮/权限). */
export interface PermissionKindNode {
  id: string;
  menuType: number;
  children: PermissionKindNode[] | null;
}

export type RoleUserRow = SysUserRow;

export interface RoleServices {
  add: (values: RoleInput) => Promise<Result<unknown>>;
  edit: (values: RoleInput & { id: string }) => Promise<Result<unknown>>;
  /** The server's message when another role holds the code, else undefined. */
  checkRoleCode: (roleCode: string, id?: string) => Promise<string | undefined>;
  users: (params: { roleId: string; username?: string; pageNo: number; pageSize: number }) => Promise<Result<Page<RoleUserRow>>>;
  addUsers: (roleId: string, userIdList: string[]) => Promise<Result<unknown>>;
  removeUser: (roleId: string, userId: string) => Promise<Result<unknown>>;
  removeUsers: (roleId: string, userIds: string[]) => Promise<Result<unknown>>;
  tree: () => Promise<Result<{ treeList: PermissionTreeModel[]; ids: string[] }>>;
  /**
   * The permission list, read only to tell buttons from menus: the authorisation tree (TreeModel)
   * carries no menuType. Optional so that a tree without marks still works.
   */
  permissionKinds?: () => Promise<Result<PermissionKindNode[]>>;
  rolePermissions: (roleId: string) => Promise<Result<string[]>>;
  savePermissions: (roleId: string, permissionIds: string[], lastpermissionIds: string[]) => Promise<Result<unknown>>;
  dataRules: (permissionId: string, roleId: string) => Promise<Result<{ datarule: SysPermissionDataRule[]; drChecked?: string }>>;
  saveDataRules: (permissionId: string, roleId: string, dataRuleIds: string[]) => Promise<Result<unknown>>;
}

export const roleServices: RoleServices = {
  add: (values) => postAction(ROLE_API.add, values),
  edit: (values) => putAction(ROLE_API.edit, values),
  checkRoleCode: async (roleCode, id) => {
    if (!roleCode) return undefined;
    try {
      const res = await getAction<boolean>(ROLE_API.checkRoleCode, { roleCode, id }, { silent: true });
      return res.success ? undefined : res.message;
    } catch (e) {
      return errorMessage(e);
    }
  },
  users: (params) => getAction(USER_API.userRoleList, params),
  addUsers: (roleId, userIdList) => postAction(USER_API.addSysUserRole, { roleId, userIdList }),
  removeUser: (roleId, userId) => deleteAction(USER_API.deleteUserRole, { roleId, userId }),
  // The Vue console sent a trailing comma after the ids.
  removeUsers: (roleId, userIds) => deleteAction(USER_API.deleteUserRoleBatch, { roleId, userIds: `${userIds.join(',')},` }),
  tree: () => getAction(ROLE_API.queryTreeList),
  // Silent: without it the tree only lacks the 按钮 marks.
  permissionKinds: () => getAction(PERMISSION_API.list, undefined, { silent: true }),
  rolePermissions: (roleId) => getAction(PERMISSION_API.queryRolePermission, { roleId }),
  savePermissions: (roleId, permissionIds, lastpermissionIds) =>
    postAction(PERMISSION_API.saveRolePermission, { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: lastpermissionIds.join(',') }),
  dataRules: (permissionId, roleId) => getAction(roleDataRuleUrl(permissionId, roleId), undefined, { silent: true }),
  saveDataRules: (permissionId, roleId, dataRuleIds) => postAction(ROLE_API.datarule, { permissionId, roleId, dataRuleIds: dataRuleIds.join(',') }),
};
