/** The /sys/user calls of the 用户管理 screen besides the list itself (contract §4.6, §4.8, §4.17). */
import { deleteAction, getAction, postAction, putAction } from '@/api/http';
import { unwrap } from '@/api/errors';
import { checkDuplicate } from '@/api/sys/duplicate';
import { readUserDeparts, readUserRoleIds, type DepartIdModel } from '@/api/sys/user-links';
import type { Page, Result } from '@/api/envelope';
import type { SysRole } from '@/api/sys/role';
import type { SysTenant } from '@/api/sys/tenant';
import type { SysUser } from '@/api/sys/user';
import { ROLE_API } from '@/api/sys/role';
import { TENANT_API } from '@/api/sys/tenant';
import { USER_API } from '@/api/sys/user';

export type { DepartIdModel } from '@/api/sys/user-links';

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
  /** The reads below reject on any failure: a form sends what they answered back as the user's links. */
  roles: () => Promise<SysRole[]>;
  tenants: () => Promise<SysTenant[]>;
  userRoles: (userId: string) => Promise<string[]>;
  userDeparts: (userId: string) => Promise<DepartIdModel[]>;
  /** The user with this account, if any (checks whether a timed-out add landed). */
  findByUsername: (username: string) => Promise<SysUser | null>;
  queryById: (id: string) => Promise<SysUser>;
  /** The server's message when another user holds the value, else undefined. */
  checkDuplicate: (field: DuplicateField, value: string, id?: string) => Promise<string | undefined>;
  frozenBatch: (ids: string, status: 1 | 2) => Promise<Result<unknown>>;
  changePassword: (username: string, password: string) => Promise<Result<unknown>>;
  recycleBin: () => Promise<Result<SysUser[]>>;
  restore: (userIds: string) => Promise<Result<unknown>>;
  deleteForGood: (userIds: string) => Promise<Result<unknown>>;
}

/** A list read: its failure stays a failure (an empty list would be saved back as "none"). */
async function listOf<T>(call: Promise<Result<T[] | null>>): Promise<T[]> {
  return unwrap(await call) ?? [];
}

export const userServices: UserServices = {
  add: (values) => postAction(USER_API.add, values),
  edit: (values) => putAction(USER_API.edit, values),
  roles: () => listOf(getAction<SysRole[]>(ROLE_API.queryall)),
  tenants: () => listOf(getAction<SysTenant[]>(TENANT_API.queryList)),
  userRoles: readUserRoleIds,
  userDeparts: readUserDeparts,
  findByUsername: async (username) => {
    const page = unwrap(await getAction<Page<SysUser> | null>(USER_API.list, { username, pageNo: 1, pageSize: 10 }, { silent: true }));
    return page?.records?.find((u) => u.username === username) ?? null;
  },
  queryById: async (id) => unwrap(await getAction<SysUser>(USER_API.queryById, { id }, { silent: true })),
  checkDuplicate: (field, value, id) => checkDuplicate({ tableName: 'sys_user', fieldName: field, fieldVal: value, dataId: id }),
  frozenBatch: (ids, status) => putAction(USER_API.frozenBatch, { ids, status }),
  changePassword: (username, password) => putAction(USER_API.changePassword, { username, password }),
  recycleBin: () => getAction<SysUser[]>(USER_API.recycleBin),
  restore: (userIds) => putAction(USER_API.putRecycleBin, { userIds }),
  deleteForGood: (userIds) => deleteAction(USER_API.deleteRecycleBin, { userIds }),
};
