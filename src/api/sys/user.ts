/**
 * Users (`/sys/user/*`, contract §4.6): the `SysUser` row and the address-list row.
 */
import type { AuditFields, DictText } from '../envelope';
import { crudEndpoints } from '../crud-endpoints';

export interface SysUser extends AuditFields {
  id: string;
  username: string;
  realname: string;
  avatar?: string | null;
  birthday?: string | null;
  sex?: number | null;
  email?: string | null;
  phone?: string | null;
  orgCode?: string | null;
  orgCodeTxt?: string | null;
  status: number;
  delFlag: number;
  workNo?: string | null;
  post?: string | null;
  telephone?: string | null;
  activitiSync?: number | null;
  userIdentity?: number | null;
  departIds?: string | null;
  relTenantIds?: string | null;
  clientId?: string | null;
  homePath?: string | null;
  /** Comma-joined role codes: sent by the bureau's backend (spec §6), absent from stock JeecgBoot. */
  roleCode?: string | null;
}

export type SysUserRow = SysUser & DictText<'sex' | 'status' | 'post' | 'departIds'>;

/** A row of `/sys/user/queryByOrgCodeForAddressList` (contract §4.6). */
export interface AddressListRow {
  userId: string;
  realname: string;
  workNo: string | null;
  post: string | null;
  telephone: string | null;
  email: string | null;
  phone: string | null;
  departId: string;
  departName: string;
  avatar: string | null;
}

/** Users: endpoint paths. */
export const USER_API = {
  ...crudEndpoints('/sys/user'),
  addSysUserRole: '/sys/user/addSysUserRole',
  changePassword: '/sys/user/changePassword',
  deleteRecycleBin: '/sys/user/deleteRecycleBin',
  deleteUserInDepart: '/sys/user/deleteUserInDepart',
  deleteUserInDepartBatch: '/sys/user/deleteUserInDepartBatch',
  deleteUserRole: '/sys/user/deleteUserRole',
  deleteUserRoleBatch: '/sys/user/deleteUserRoleBatch',
  departUserList: '/sys/user/departUserList',
  editSysDepartWithUser: '/sys/user/editSysDepartWithUser',
  exportXls: '/sys/user/exportXls',
  frozenBatch: '/sys/user/frozenBatch',
  getMultiUser: '/sys/user/getMultiUser',
  importExcel: '/sys/user/importExcel',
  passwordChange: '/sys/user/passwordChange',
  phoneVerification: '/sys/user/phoneVerification',
  putRecycleBin: '/sys/user/putRecycleBin',
  queryById: '/sys/user/queryById',
  queryByOrgCodeForAddressList: '/sys/user/queryByOrgCodeForAddressList',
  queryUserComponentData: '/sys/user/queryUserComponentData',
  recycleBin: '/sys/user/recycleBin',
  register: '/sys/user/register',
  userRoleList: '/sys/user/userRoleList',
} as const;
