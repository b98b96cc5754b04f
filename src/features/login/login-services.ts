/**
 * The effects the login statechart needs, as one replaceable bundle: the real
 * API and session calls by default, fakes in stories and tests.
 */
import { fromPromise } from 'xstate';
import { loginMachine } from '@machines/login.machine';
import type { LoginParams, LoginResult, PhoneLoginParams, SmsParams } from '@/api/sys/auth';
import type { SysUser } from '@/api/sys/user';
import { getCaptcha, login, phoneLogin, selectDepart, sendSms, thirdLoginUser } from '@/api/sys/auth';
import { clearSession, saveLogin, setTenantId, setUserInfo } from '@/session/session';

export interface LoginServices {
  getCaptcha(checkKey: number): Promise<string>;
  login(p: LoginParams): Promise<LoginResult>;
  phoneLogin(p: PhoneLoginParams): Promise<LoginResult>;
  thirdLoginUser(token: string, thirdType: string): Promise<LoginResult>;
  sendSms(p: SmsParams): Promise<void>;
  selectDepart(p: { orgCode: string; username: string }): Promise<{ userInfo: SysUser }>;
  saveLogin(result: LoginResult): void;
  setUserInfo(user: SysUser): void;
  setTenantId(id: number): void;
  clearSession(): void;
}

export const realLoginServices: LoginServices = {
  getCaptcha,
  login,
  phoneLogin,
  thirdLoginUser,
  sendSms,
  selectDepart,
  saveLogin,
  setUserInfo,
  setTenantId,
  clearSession,
};

export function provideLoginMachine(overrides: Partial<LoginServices> = {}) {
  const s: LoginServices = { ...realLoginServices, ...overrides };
  return loginMachine.provide({
    actors: {
      loadCaptcha: fromPromise(({ input }) => s.getCaptcha(input.checkKey)),
      login: fromPromise(({ input }) => s.login(input)),
      phoneLogin: fromPromise(({ input }) => s.phoneLogin(input)),
      sendSms: fromPromise(({ input }) => s.sendSms(input)),
      selectDepart: fromPromise(({ input }) => s.selectDepart(input)),
    },
    actions: {
      saveLogin: (_, p) => s.saveLogin(p.result),
      setUserInfo: (_, p) => s.setUserInfo(p.userInfo),
      setTenantId: (_, p) => s.setTenantId(p.tenantId),
      clearSession: () => s.clearSession(),
    },
  });
}
