/** The /sys/user calls of the 用户管理 screen besides the list itself (contract §4.6, §4.8, §4.17). */
import { deleteAction, getAction, postAction, putAction } from '@/api/http';
import { checkDuplicate } from '@/api/sys/duplicate';
import type { Result, SysRole, SysTenant, SysUser } from '@/api/types';

/** `DepartIdModel` of /sys/user/userDepartList. */
export interface DepartIdModel {
  key: string;
  value: string;
  title: string;
}

/** The body of add/edit: the entity plus the comma-joined links. */
export type UserInput = Partial<SysUser> & {
  password?: string;
  confirmpassword?: string;
  selectedroles: string;
  selecteddeparts: string;
};

export type DuplicateField = 'username' | 'work_no' | 'phone' | 'email';

export interface UserServices {
  add: (values: UserInput) => Promise<Result<unknown>>;
  edit: (values: UserInput & { id: string }) => Promise<Result<unknown>>;
  roles: () => Promise<SysRole[]>;
  tenants: () => Promise<SysTenant[]>;
  userRoles: (userId: string) => Promise<string[]>;
  userDeparts: (userId: string) => Promise<DepartIdModel[]>;
  /** The server's message when another user holds the value, else undefined. */
  checkDuplicate: (field: DuplicateField, value: string, id?: string) => Promise<string | undefined>;
  frozenBatch: (ids: string, status: 1 | 2) => Promise<Result<unknown>>;
  changePassword: (username: string, password: string) => Promise<Result<unknown>>;
  recycleBin: () => Promise<Result<SysUser[]>>;
  restore: (userIds: string) => Promise<Result<unknown>>;
  deleteForGood: (userIds: string) => Promise<Result<unknown>>;
}

/** A read whose failure just leaves the list empty (the Vue modal only logged it). */
async function listOf<T>(call: Promise<Result<T[]>>): Promise<T[]> {
  const res = await call;
  return res.success && Array.isArray(res.result) ? res.result : [];
}

export const userServices: UserServices = {
  add: (values) => postAction('/sys/user/add', values),
  edit: (values) => putAction('/sys/user/edit', values),
  roles: () => listOf(getAction<SysRole[]>('/sys/role/queryall')),
  tenants: () => listOf(getAction<SysTenant[]>('/sys/tenant/queryList')),
  userRoles: (userId) => listOf(getAction<string[]>('/sys/user/queryUserRole', { userid: userId }, { silent: true })),
  userDeparts: (userId) => listOf(getAction<DepartIdModel[]>('/sys/user/userDepartList', { userId }, { silent: true })),
  checkDuplicate: (field, value, id) => checkDuplicate({ tableName: 'sys_user', fieldName: field, fieldVal: value, dataId: id }),
  frozenBatch: (ids, status) => putAction('/sys/user/frozenBatch', { ids, status }),
  changePassword: (username, password) => putAction('/sys/user/changePassword', { username, password }),
  recycleBin: () => getAction<SysUser[]>('/sys/user/recycleBin'),
  restore: (userIds) => putAction('/sys/user/putRecycleBin', { userIds }),
  deleteForGood: (userIds) => deleteAction('/sys/user/deleteRecycleBin', { userIds }),
};
