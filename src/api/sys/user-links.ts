/**
 * A user's role and department links (contract §4.6). `/sys/user/edit` re-links both from what it
 * is sent, so a caller must know "none" from "the read failed": these reads resolve only with the
 * real links and reject otherwise.
 */
import type { Page } from '../envelope';
import type { SysUser } from './user';
import { getAction } from '../http';
import { ApiError, unwrap } from '../errors';

/** `DepartIdModel` of /sys/user/userDepartList. */
export interface DepartIdModel {
  key: string;
  value: string;
  title: string;
}

/** queryUserRole's answer for a user with no role (an error500, not a failure). */
export const NO_ROLES_MESSAGE = '未找到用户相关角色信息';
/** userDepartList's answer both for a user with no department and for a failed query. */
export const NO_DEPARTS_MESSAGE = '查找失败';

/** The ids of the user's roles; [] only when the server says the user has none. */
export async function readUserRoleIds(userId: string): Promise<string[]> {
  const res = await getAction<string[] | null>('/sys/user/queryUserRole', { userid: userId }, { silent: true });
  if (!res.success && res.message === NO_ROLES_MESSAGE) return [];
  const ids = unwrap(res);
  if (!Array.isArray(ids)) throw new ApiError('malformed', '角色数据格式不正确');
  return ids;
}

/**
 * The user's departments. The endpoint answers 查找失败 both when there are none and when its query
 * failed; the user list's `orgCodeTxt` (the department names) tells the two apart.
 */
export async function readUserDeparts(userId: string): Promise<DepartIdModel[]> {
  const res = await getAction<DepartIdModel[] | null>('/sys/user/userDepartList', { userId }, { silent: true });
  if (res.success) {
    if (!Array.isArray(res.result)) throw new ApiError('malformed', '部门数据格式不正确');
    return res.result;
  }
  if (res.message === NO_DEPARTS_MESSAGE && !(await listsDepartments(userId))) return [];
  throw new ApiError('business', res.message || NO_DEPARTS_MESSAGE, { status: 200, response: res });
}

async function listsDepartments(userId: string): Promise<boolean> {
  const page = unwrap(await getAction<Page<SysUser> | null>('/sys/user/list', { code: userId, pageNo: 1, pageSize: 1 }, { silent: true }));
  const row = page?.records?.find((r) => r.id === userId);
  if (!row) throw new ApiError('business', '未找到该用户');
  return Boolean(row.orgCodeTxt?.trim());
}
