/**
 * Online users (`/sys/online/*`, contract §4.22): one live token per row.
 */
/** `SysUserOnlineVO` (contract §4.22): one live token of `/sys/online/list`. */
export interface SysUserOnline {
  id: string;
  token: string;
  username: string;
  realname: string;
  avatar?: string | null;
  birthday?: string | null;
  sex?: number | null;
  phone?: string | null;
}

/** Online users: endpoint paths. */
export const ONLINE_USER_API = {
  forceLogout: '/sys/online/forceLogout',
  list: '/sys/online/list',
} as const;
