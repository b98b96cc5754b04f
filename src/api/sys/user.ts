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
export const USER_API = crudEndpoints('/sys/user', ['addSysUserRole', 'changePassword', 'deleteRecycleBin', 'deleteUserInDepart', 'deleteUserInDepartBatch', 'deleteUserRole', 'deleteUserRoleBatch', 'departUserList', 'editSysDepartWithUser', 'exportXls', 'frozenBatch', 'getMultiUser', 'importExcel', 'passwordChange', 'phoneVerification', 'putRecycleBin', 'queryById', 'queryByOrgCodeForAddressList', 'queryUserComponentData', 'recycleBin', 'register', 'userRoleList']);
