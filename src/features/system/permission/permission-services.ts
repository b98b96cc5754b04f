/** The /sys/permission administration calls (contract §4.2). */
import { deleteAction, getAction, postAction, putAction } from '@/api/http';
import { queryPermissionRule } from '@/api/sys/permission';
import type { Result } from '@/api/envelope';
import type { SysPermission } from '@/api/sys/permission';
import type { SysPermissionDataRule } from '@/api/sys/permission';
import type { PermissionNode } from './permission-config';
import { PERMISSION_API } from '@/api/sys/permission';

export type PermissionInput = Partial<SysPermission> & { name: string; menuType: number };
export type DataRuleInput = Partial<SysPermissionDataRule> & { permissionId: string };
/** The 数据规则 query form's fields. */
export type DataRuleFilter = { ruleName?: string; ruleValue?: string };

export interface PermissionServices {
  list: () => Promise<Result<PermissionNode[]>>;
  add: (values: PermissionInput) => Promise<Result<unknown>>;
  edit: (values: PermissionInput & { id: string }) => Promise<Result<unknown>>;
  remove: (id: string) => Promise<Result<unknown>>;
  removeMany: (ids: string[]) => Promise<Result<unknown>>;
  /** A menu's rules; with a filter, only those matching it (queryPermissionRule). */
  rules: (permissionId: string, filter?: DataRuleFilter) => Promise<Result<SysPermissionDataRule[]>>;
  addRule: (rule: DataRuleInput) => Promise<Result<unknown>>;
  editRule: (rule: DataRuleInput & { id: string }) => Promise<Result<unknown>>;
  removeRule: (id: string) => Promise<Result<unknown>>;
}

export const permissionServices: PermissionServices = {
  list: () => getAction(PERMISSION_API.list),
  add: (values) => postAction(PERMISSION_API.add, values),
  edit: (values) => putAction(PERMISSION_API.edit, values),
  remove: (id) => deleteAction(PERMISSION_API.delete, { id }),
  removeMany: (ids) => deleteAction(PERMISSION_API.deleteBatch, { ids: `${ids.join(',')},` }),
  rules: (permissionId, filter) =>
    filter && Object.values(filter).some((v) => v?.trim())
      ? queryPermissionRule<SysPermissionDataRule>({ permissionId, ...filter })
      : getAction(PERMISSION_API.getPermRuleListByPermId, { permissionId }),
  addRule: (rule) => postAction(PERMISSION_API.addPermissionRule, rule),
  editRule: (rule) => putAction(PERMISSION_API.editPermissionRule, rule),
  removeRule: (id) => deleteAction(PERMISSION_API.deletePermissionRule, { id }),
};
