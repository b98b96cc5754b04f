/** 部门权限's calls: the whole menu tree, the department's grants and their data rules (contract §4.2, §4.7). */
import {
  departDataRules,
  queryDepartPermission,
  queryPermissionTreeList,
  saveDepartDataRules,
  saveDepartPermission,
  type DepartDataRules,
  type PermissionTreeModel,
} from '@/api/sys/permission';
import type { Result } from '@/api/envelope';
import type { SysPermissionDataRule } from '@/api/sys/permission';

export interface DepartPermissionServices {
  tree: () => Promise<Result<{ treeList: PermissionTreeModel[]; ids: string[] }>>;
  granted: (departId: string) => Promise<Result<string[]>>;
  save: (departId: string, permissionIds: readonly string[], last: readonly string[]) => Promise<Result<unknown>>;
  dataRules: (permissionId: string, departId: string) => Promise<Result<DepartDataRules<SysPermissionDataRule>>>;
  saveDataRules: (permissionId: string, departId: string, dataRuleIds: readonly string[]) => Promise<Result<unknown>>;
}

export const departPermissionServices: DepartPermissionServices = {
  tree: queryPermissionTreeList,
  granted: queryDepartPermission,
  save: saveDepartPermission,
  dataRules: (permissionId, departId) => departDataRules<SysPermissionDataRule>(permissionId, departId),
  saveDataRules: saveDepartDataRules,
};
