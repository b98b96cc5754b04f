/**
 * The signed-in user's own data for 个人中心 / 个人设置. Profile edits go through the contract's
 * `PUT /sys/user/edit` (§4.6, §7): that endpoint re-links roles and departments from
 * `selectedroles` / `selecteddeparts`, so the caller reads the current links first
 * (`readUserRoleIds` / `readUserDeparts`, which never turn a failure into "none") and they are
 * sent back unchanged. Tags, description, notification switches and bindings are fake-only endpoints
 * under `/account/*` (the real backend has none).
 */
import { getAction, putAction } from '../http';
import { unwrap } from '../errors';
import { readUserRoleIds, type DepartIdModel } from './user-links';
import type { Page } from '../envelope';
import type { AnnouncementSendModel } from './announcement';
import type { SysLog } from './log';
import type { SysRole } from './role';
import type { SysUser, SysUserRow } from './user';

/** 新消息通知 switches per user (`/account/notification-settings`; not part of the real backend). */
export interface AccountNotificationSettings {
  /** 系统消息 */
  systemMessage: boolean;
  /** 待办任务 */
  todoTask: boolean;
  /** 账户密码 */
  accountPassword: boolean;
}

/** 个人中心 extras per user (`/account/profile`; not part of the real backend): tags and a self-description. */
export interface AccountProfileExtras {
  tags: string[];
  description: string;
}

export type AccountBindingType = 'dingtalk' | 'wechat_enterprise' | 'wechat';

/** One row of 账户绑定 (`/account/bindings`; not part of the real backend). */
export interface AccountBinding {
  type: AccountBindingType;
  bound: boolean;
  /** The third-party account name when bound. */
  account?: string | null;
  bindTime?: string | null;
}

/** The fields 基本设置 may change. */
export type OwnProfilePatch = Pick<SysUser, 'realname'> & Partial<Pick<SysUser, 'email' | 'phone' | 'birthday' | 'sex' | 'avatar'>>;

export async function queryOwnUser(id: string): Promise<SysUser> {
  return unwrap(await getAction<SysUser>('/sys/user/queryById', { id }, { silent: true }));
}

/** The user's links as they were read: the save writes them back unchanged. */
export interface OwnLinks {
  roleIds: readonly string[];
  departs: readonly DepartIdModel[];
}

/**
 * Saves the user's own base settings; resolves with the server message (修改成功!), rejects with
 * an ApiError carrying the server's message. Returns the merged user for the session.
 */
export async function saveOwnProfile(user: SysUser, patch: OwnProfilePatch, links: OwnLinks): Promise<{ message: string; user: SysUser }> {
  const body = {
    ...user,
    ...patch,
    selectedroles: links.roleIds.join(','),
    selecteddeparts: links.departs.map((d) => d.key).join(','),
  };
  const res = await putAction<unknown>('/sys/user/edit', body, { silent: true });
  unwrap(res);
  return { message: res.message, user: { ...user, ...patch } };
}

export interface OwnListParams {
  pageNo?: number;
  pageSize?: number;
}

/**
 * The user's login log: `/sys/log/list` with logType=1 and `userid` (the login name column,
 * contract §5.9) — the list's query generator filters on any entity field.
 */
export async function listOwnLoginLogs(username: string, p: OwnListParams = {}): Promise<Page<SysLog>> {
  return unwrap(
    await getAction<Page<SysLog>>(
      '/sys/log/list',
      { logType: 1, userid: username, column: 'createTime', order: 'desc', pageNo: p.pageNo ?? 1, pageSize: p.pageSize ?? 10 },
      { silent: true },
    ),
  );
}

/** 我的消息 (`getMyAnnouncementSend`, contract §4.4). */
export async function listOwnAnnouncements(p: OwnListParams = {}): Promise<Page<AnnouncementSendModel>> {
  return unwrap(
    await getAction<Page<AnnouncementSendModel>>(
      '/sys/sysAnnouncementSend/getMyAnnouncementSend',
      { pageNo: p.pageNo ?? 1, pageSize: p.pageSize ?? 10 },
      { silent: true },
    ),
  );
}

export async function getProfileExtras(): Promise<AccountProfileExtras> {
  return unwrap(await getAction<AccountProfileExtras>('/account/profile', undefined, { silent: true }));
}

export async function saveProfileExtras(patch: Partial<AccountProfileExtras>): Promise<AccountProfileExtras> {
  return unwrap(await putAction<AccountProfileExtras>('/account/profile', patch, { silent: true }));
}

export async function getNotificationSettings(): Promise<AccountNotificationSettings> {
  return unwrap(await getAction<AccountNotificationSettings>('/account/notification-settings', undefined, { silent: true }));
}

export async function saveNotificationSettings(patch: Partial<AccountNotificationSettings>): Promise<AccountNotificationSettings> {
  return unwrap(await putAction<AccountNotificationSettings>('/account/notification-settings', patch, { silent: true }));
}

export async function getAccountBindings(): Promise<AccountBinding[]> {
  return unwrap(await getAction<AccountBinding[]>('/account/bindings', undefined, { silent: true }));
}

/** The user's list row: the list adds `orgCodeTxt` and the `_dictText` labels (post, sex, status). */
export async function queryOwnUserRow(id: string): Promise<SysUserRow | null> {
  const page = unwrap(await getAction<Page<SysUserRow> | null>('/sys/user/list', { code: id, pageNo: 1, pageSize: 1 }, { silent: true }));
  return page?.records?.[0] ?? null;
}

/** Names of the user's roles (queryUserRole ids over queryall); none → []; a failed read rejects. */
export async function queryOwnRoleNames(id: string): Promise<string[]> {
  const [ids, roles] = await Promise.all([
    readUserRoleIds(id),
    getAction<SysRole[] | null>('/sys/role/queryall', undefined, { silent: true }).then((res) => unwrap(res) ?? []),
  ]);
  const wanted = new Set(ids);
  return roles.filter((r) => wanted.has(r.id)).map((r) => r.roleName);
}
