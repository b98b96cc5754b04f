/** The 在线用户 screen (contract §4.22; Vue SysUserOnlineList). */
import type { SysUserOnline } from '@/api/sys/online-user';
import type { ListUrls, QueryField } from '@/widgets/list';
import { ONLINE_USER_API } from '@/api/sys/online-user';

export type OnlineRow = SysUserOnline;

export const ONLINE_URLS: ListUrls = { list: ONLINE_USER_API.list };

export const ONLINE_QUERY: readonly QueryField[] = [{ name: 'username', label: '用户账号' }];

export const ONLINE_TEXT = {
  username: '用户账号',
  realname: '用户姓名',
  avatar: '头像',
  birthday: '生日',
  sex: '性别',
  phone: '手机号',
  force: '强退',
  confirmForce: { title: '强制退出用户？' },
} as const;
