import type { AccountCredentials } from '@machines/login.machine';

/**
 * The account the login form starts with. Trainers' demo build (and the tests) pre-fill the demo
 * administrator as the Vue console does; the staff's production build starts empty, and because the
 * condition is a build-time constant the demo password is not even in its files.
 */
const isStaffBuild = import.meta.env.PROD && import.meta.env.VITE_DEMO !== 'true';

export const INITIAL_ACCOUNT: Pick<AccountCredentials, 'username' | 'password'> = isStaffBuild
  ? { username: '', password: '' }
  : { username: 'admin', password: '123456' };

export const BLANK_ACCOUNT: Pick<AccountCredentials, 'username' | 'password'> = { username: '', password: '' };
