/** Effects of the department switch, real by default and replaceable in stories and tests. */
import { fromPromise } from 'xstate';
import { departSwitchMachine } from '@machines/departSwitch.machine';
import type { CurrentUserDeparts } from '@/api/sys/depart';
import type { SysUser } from '@/api/sys/user';
import { getCurrentUserDeparts, selectDepart } from '@/api/sys/auth';
import { getUserInfo, setUserInfo } from '@/session/session';

export interface DepartServices {
  getCurrentUserDeparts(): Promise<CurrentUserDeparts>;
  selectDepart(p: { orgCode: string; username: string }): Promise<{ userInfo: SysUser }>;
  setUserInfo(user: SysUser): void;
  currentUsername(): string;
}

export const realDepartServices: DepartServices = {
  getCurrentUserDeparts,
  selectDepart,
  setUserInfo,
  currentUsername: () => getUserInfo()?.username ?? '',
};

export function provideDepartSwitchMachine(s: DepartServices) {
  return departSwitchMachine.provide({
    actors: {
      loadDeparts: fromPromise(() => s.getCurrentUserDeparts()),
      selectDepart: fromPromise(({ input }) => s.selectDepart(input)),
    },
    actions: { storeUserInfo: (_, p) => s.setUserInfo(p.userInfo) },
  });
}
