import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@/api/sys/auth';
import type { PermissionResult } from '@/api/sys/permission';
import {
  clearSession,
  getButtonAuth,
  getDictCache,
  getTenantId,
  getToken,
  getUserInfo,
  getUserName,
  saveButtonAuth,
  saveLogin,
  setTenantId,
  setUserInfo,
} from '@/session/session';
import { sessionStore } from '@/session/store';
import { SESSION_TTL_MS } from '@/session/keys';

const result: LoginResult = {
  token: 'jwt',
  userInfo: { id: 'u1', username: 'admin', realname: '管理员', status: 1, delFlag: 0 },
  departs: [],
  multi_depart: 1,
  sysAllDictItems: { sex: [{ value: '1', text: '男' }] },
};

const perms: PermissionResult = { menu: [], auth: [], allAuth: [], sysSafeMode: false };

describe('session storage', () => {
  it('stores token, username, user info and dictionaries for 7 days in vue-ls format', () => {
    const before = Date.now();
    saveLogin(result);
    const raw = JSON.parse(localStorage.getItem('pro__Access-Token') ?? 'null');
    expect(raw.value).toBe('jwt');
    expect(raw.expire).toBeGreaterThanOrEqual(before + SESSION_TTL_MS);
    expect(raw.expire).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS);
    expect(getToken()).toBe('jwt');
    expect(getUserName()).toBe('admin');
    expect(getUserInfo()).toEqual(result.userInfo);
    expect(getDictCache()).toEqual(result.sysAllDictItems);
    expect(JSON.parse(localStorage.getItem('pro__UI_CACHE_DB_DICT_DATA') ?? 'null').value).toEqual(result.sysAllDictItems);
  });

  it('publishes the login to the session store', () => {
    saveLogin(result);
    expect(sessionStore.getState()).toMatchObject({ token: 'jwt', userInfo: result.userInfo });
  });

  it('updates user info and notifies subscribers', () => {
    saveLogin(result);
    let calls = 0;
    const off = sessionStore.subscribe(() => (calls += 1));
    setUserInfo({ ...result.userInfo, orgCode: 'A01' });
    off();
    expect(getUserInfo()?.orgCode).toBe('A01');
    expect(sessionStore.getState().userInfo?.orgCode).toBe('A01');
    expect(calls).toBe(1);
  });

  it('keeps button auth lists as raw JSON in sessionStorage', () => {
    saveButtonAuth([{ action: 'user:add', type: '1' }], [{ action: 'user:add', type: '1', status: '1' }]);
    expect(JSON.parse(sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH') ?? '[]')).toEqual([{ action: 'user:add', type: '1' }]);
    expect(getButtonAuth()).toEqual({
      auth: [{ action: 'user:add', type: '1' }],
      allAuth: [{ action: 'user:add', type: '1', status: '1' }],
    });
  });

  it('reads missing or corrupt button lists as empty', () => {
    sessionStorage.setItem('SYS_BUTTON_AUTH', '{oops');
    expect(getButtonAuth()).toEqual({ auth: [], allAuth: [] });
  });

  it('stores the tenant id and treats none as null', () => {
    expect(getTenantId()).toBeNull();
    setTenantId(2);
    expect(getTenantId()).toBe(2);
    setTenantId(null);
    expect(getTenantId()).toBeNull();
  });

  it('clearSession removes token, permissions, user info, dictionaries, tenant and button auth', () => {
    saveLogin(result);
    setTenantId(1);
    saveButtonAuth([{ action: 'a', type: '1' }], []);
    sessionStore.setPermissions(perms);
    clearSession();
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
    expect(getDictCache()).toBeNull();
    expect(getTenantId()).toBeNull();
    expect(getButtonAuth()).toEqual({ auth: [], allAuth: [] });
    expect(sessionStore.getState()).toEqual({ token: null, userInfo: null, permissions: null });
    // The login name survives so the login form can be pre-filled, as in the Vue console.
    expect(getUserName()).toBe('admin');
  });
});

describe('sessionStore', () => {
  it('keeps the same snapshot until something changes', () => {
    const a = sessionStore.getState();
    expect(sessionStore.getState()).toBe(a);
    sessionStore.setPermissions(perms);
    expect(sessionStore.getState()).not.toBe(a);
    expect(sessionStore.getState().permissions).toBe(perms);
  });

  it('refresh keeps permissions, reset drops them', () => {
    sessionStore.setPermissions(perms);
    sessionStore.refresh();
    expect(sessionStore.getState().permissions).toBe(perms);
    sessionStore.reset();
    expect(sessionStore.getState().permissions).toBeNull();
  });
});
