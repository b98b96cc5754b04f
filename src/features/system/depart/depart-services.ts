/** The department screen's calls (contract §4.6-4.7 and the depart role/permission controllers). */
import { deleteAction, downloadFile, getAction, postAction, putAction } from '@/api/http';
import type { Page, Result } from '@/api/envelope';
import type { SysDepart, SysDepartRole, SysDepartRoleRow, SysDepartTreeModel } from '@/api/sys/depart';
import type { SysUserRow } from '@/api/sys/user';
import { DEPART_API, DEPART_PERMISSION_API, DEPART_ROLE_API } from '@/api/sys/depart';
import { USER_API } from '@/api/sys/user';

export type DepartInput = Partial<Pick<SysDepart, 'departName' | 'parentId' | 'orgCategory' | 'mobile' | 'fax' | 'address' | 'departOrder' | 'memo'>>;
export type DepartUser = SysUserRow;
export type DepartRoleRow = SysDepartRoleRow;

/** TreeModel of an authorization tree (contract §5.x). */
export interface PermissionTreeNode {
  key: string;
  title: string;
  isLeaf: boolean;
  children: PermissionTreeNode[] | null;
}

export interface DepartServices {
  tree: () => Promise<Result<SysDepartTreeModel[]>>;
  search: (keyWord: string) => Promise<Result<SysDepartTreeModel[]>>;
  add: (values: DepartInput) => Promise<Result<unknown>>;
  edit: (values: DepartInput & { id: string }) => Promise<Result<unknown>>;
  remove: (id: string) => Promise<Result<unknown>>;
  removeBatch: (ids: string[]) => Promise<Result<unknown>>;
  users: (params: { depId: string; username?: string; pageNo: number; pageSize: number }) => Promise<Result<Page<DepartUser> | null>>;
  linkUsers: (depId: string, userIds: string[]) => Promise<Result<unknown>>;
  unlinkUser: (depId: string, userId: string) => Promise<Result<unknown>>;
  unlinkUsers: (depId: string, userIds: string[]) => Promise<Result<unknown>>;
  roles: (params: { deptId: string; pageNo: number; pageSize: number }) => Promise<Result<Page<DepartRoleRow>>>;
  addRole: (values: Omit<SysDepartRole, 'id'>) => Promise<Result<unknown>>;
  editRole: (values: Partial<SysDepartRole> & { id: string }) => Promise<Result<unknown>>;
  removeRole: (id: string) => Promise<Result<unknown>>;
  roleTree: (departId: string) => Promise<Result<{ treeList: PermissionTreeNode[]; ids: string[] }>>;
  rolePermissions: (roleId: string) => Promise<Result<string[]>>;
  saveRolePermissions: (roleId: string, permissionIds: string[], last: string[]) => Promise<Result<unknown>>;
  exportXls: () => Promise<Blob>;
}

export const departServices: DepartServices = {
  tree: () => getAction(DEPART_API.queryTreeList),
  search: (keyWord) => getAction(DEPART_API.searchBy, { keyWord }),
  add: (values) => postAction(DEPART_API.add, values),
  edit: (values) => putAction(DEPART_API.edit, values),
  remove: (id) => deleteAction(DEPART_API.delete, { id }),
  // The Vue console sends ids with a trailing comma.
  removeBatch: (ids) => deleteAction(DEPART_API.deleteBatch, { ids: `${ids.join(',')},` }),
  users: (params) => getAction(USER_API.departUserList, params),
  linkUsers: (depId, userIdList) => postAction(USER_API.editSysDepartWithUser, { depId, userIdList }),
  unlinkUser: (depId, userId) => deleteAction(USER_API.deleteUserInDepart, { depId, userId }),
  unlinkUsers: (depId, userIds) => deleteAction(USER_API.deleteUserInDepartBatch, { depId, userIds: userIds.join(',') }),
  roles: (params) => getAction(DEPART_ROLE_API.list, params),
  addRole: (values) => postAction(DEPART_ROLE_API.add, values),
  editRole: (values) => putAction(DEPART_ROLE_API.edit, values),
  removeRole: (id) => deleteAction(DEPART_ROLE_API.delete, { id }),
  roleTree: (departId) => getAction(DEPART_PERMISSION_API.queryTreeListForDeptRole, { departId }),
  rolePermissions: (roleId) => getAction(DEPART_PERMISSION_API.queryDeptRolePermission, { roleId }),
  saveRolePermissions: (roleId, permissionIds, last) =>
    postAction(DEPART_PERMISSION_API.saveDeptRolePermission, { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: last.join(',') }),
  exportXls: () => downloadFile(DEPART_API.exportXls),
};

/** 我的部门: the tree of the departments the user heads; message "1" (result null) when the user heads none. */
export const myDepartTree = () => getAction<SysDepartTreeModel[] | null>(DEPART_API.queryMyDeptTreeList);
