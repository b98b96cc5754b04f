/** POST /sys/online/forceLogout (contract §4.22): deletes that session's token. */
import { postAction } from '@/api/http';
import type { Result } from '@/api/envelope';
import { ONLINE_USER_API } from '@/api/sys/online-user';

export interface OnlineServices {
  forceLogout: (token: string) => Promise<Result<unknown>>;
}

export const onlineServices: OnlineServices = {
  forceLogout: (token) => postAction(ONLINE_USER_API.forceLogout, { token }),
};
