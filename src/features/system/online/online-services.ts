/** POST /sys/online/forceLogout (contract §4.22): deletes that session's token. */
import { postAction } from '@/api/http';
import type { Result } from '@/api/envelope';

export interface OnlineServices {
  forceLogout: (token: string) => Promise<Result<unknown>>;
}

export const onlineServices: OnlineServices = {
  forceLogout: (token) => postAction('/sys/online/forceLogout', { token }),
};
