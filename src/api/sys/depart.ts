/**
 * Departments (`/sys/sysDepart/*`, contract §4.8): rows, tree nodes, department roles and the login-time department choice.
 */
import type { AuditFields, DateTimeString, DictText } from '../envelope';
import { controllerPaths } from '../crud-endpoints';

export interface SysDepart extends AuditFields {
  id: string;
  parentId: string | null;
  departName: string;
  departNameEn?: string | null;
  departNameAbbr?: string | null;
  departOrder: number;
  description?: string | null;
  orgCategory: string;
  orgType: string;
  orgCode: string;
  mobile?: string | null;
  fax?: string | null;
  address?: string | null;
  memo?: string | null;
  status: string;
  delFlag: string;
  qywxIdentifier?: string | null;
  directorUserIds?: string | null;
  oldDirectorUserIds?: string | null;
}

export interface CurrentUserDeparts {
  list: SysDepart[];
  orgCode: string | null;
}

export interface SelectDepartParams {
  username?: string;
  orgCode: string;
}

/** `SysDepartTreeModel` (contract §5.x): a department with tree keys; leaves carry `children: null`. */
export interface SysDepartTreeModel extends SysDepart {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children: SysDepartTreeModel[] | null;
}

/** `SysDepartRole` (contract §5 #20): a role scoped to one department. */
export interface SysDepartRole {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
  createBy?: string | null;
  createTime?: DateTimeString | null;
  updateBy?: string | null;
  updateTime?: DateTimeString | null;
}


/** A row of a department's role list, with its dictionary texts. */
export type SysDepartRoleRow = SysDepartRole & DictText<'departId'>;
/** Departments: endpoint paths. */
export const DEPART_API = controllerPaths('/sys/sysDepart', ['add', 'delete', 'deleteBatch', 'edit', 'exportXls', 'importExcel', 'queryDepartTreeSync', 'queryMyDeptTreeList', 'queryTreeList', 'searchBy']);

/** Department role permissions: endpoint paths. */
export const DEPART_PERMISSION_API = controllerPaths('/sys/sysDepartPermission', ['queryDeptRolePermission', 'queryTreeListForDeptRole', 'saveDeptRolePermission']);

/** Department roles: endpoint paths. */
export const DEPART_ROLE_API = controllerPaths('/sys/sysDepartRole', ['add', 'delete', 'edit', 'list']);
