import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getCaptcha,
  getCurrentUserDeparts,
  getCurrentUserTenants,
  getUserPermissionByToken,
  login,
  logout,
  phoneLogin,
  selectDepart,
  sendSms,
  updatePassword,
} from '@/api/sys/auth';
import { ApiError, unwrap } from '@/api/errors';
import { saveLogin } from '@/session/session';
import type { Result } from '@/api/envelope';
import type { LoginResult } from '@/api/sys/auth';
import { ok, server, setupMswServer } from './msw-server';

setupMswServer();

const loginResult: LoginResult = {
  token: 'jwt',
  userInfo: { id: 'u1', username: 'admin', realname: '管理员', status: 1, delFlag: 0 },
  departs: [],
  multi_depart: 1,
  sysAllDictItems: { sex: [{ value: '1', text: '男' }] },
};

function on(method: 'get' | 'post' | 'put', path: string, body: unknown, sink?: (r: Request) => void) {
  server.use(
    http[method](`*/zw-lgb2${path}`, ({ request }) => {
      sink?.(request);
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
}

async function rejection(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
}

describe('unwrap', () => {
  it('returns the result of a successful envelope', () => {
    expect(unwrap(ok([1, 2]))).toEqual([1, 2]);
  });

  it('throws a business error with the server message and the response', () => {
    const res: Result<null> = { success: false, message: '该值不可用，系统中已存在！', code: 500, result: null, timestamp: 1 };
    const e = (() => {
      try {
        unwrap(res);
      } catch (err) {
        return err;
      }
    })() as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.kind).toBe('business');
    expect(e.message).toBe('该值不可用，系统中已存在！');
    expect(e.response).toBe(res);
  });

  it('falls back to 操作失败 when the server gives no message', () => {
    expect(() => unwrap({ success: false, message: '', code: 500, result: null, timestamp: 1 })).toThrow('操作失败');
  });
});

describe('login', () => {
  it('resolves the login payload on code 200 and sends it unsigned', async () => {
    let seen: Request | undefined;
    on('post', '/sys/login', ok(loginResult, { code: 200, message: '登录成功' }), (r) => (seen = r));
    await expect(login({ username: 'admin', password: '123456', captcha: 'abcd', checkKey: 1 })).resolves.toEqual(loginResult);
    expect(seen?.headers.has('X-Sign')).toBe(false);
  });

  it('accepts code "200" as a string', async () => {
    on('post', '/sys/login', ok(loginResult, { code: '200' as unknown as number }));
    await expect(login({ username: 'a', password: 'b', captcha: 'c', checkKey: 1 })).resolves.toEqual(loginResult);
  });

  it('rejects a captcha failure with the response so the caller can see code 412', async () => {
    const body = { success: false, message: '验证码错误', code: 412, result: null, timestamp: 1 };
    on('post', '/sys/login', body);
    const e = (await rejection(login({ username: 'a', password: 'b', captcha: 'c', checkKey: 1 }))) as ApiError;
    expect(e.kind).toBe('business');
    expect(e.message).toBe('验证码错误');
    expect(e.response).toEqual(body);
  });

  it('rejects a success:true answer whose code is 0 (phone login quirk)', async () => {
    on('post', '/sys/phoneLogin', { success: true, message: '手机验证码错误', code: 0, result: null, timestamp: 1 });
    const e = (await rejection(phoneLogin({ mobile: '13800000000', captcha: '0000' }))) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.kind).toBe('business');
    expect(e.message).toBe('手机验证码错误');
  });

  it('resolves a phone login on code 200', async () => {
    on('post', '/sys/phoneLogin', ok(loginResult, { code: 200 }));
    await expect(phoneLogin({ mobile: '13800000000', captcha: '1234' })).resolves.toEqual(loginResult);
  });
});

describe('other session calls', () => {
  it('sendSms throws the server message on failure', async () => {
    on('post', '/sys/sms', { success: false, message: '验证码10分钟内，仍然有效！', code: 500, result: null });
    await expect(sendSms({ mobile: '13800000000', smsmode: '0' })).rejects.toThrow('验证码10分钟内，仍然有效！');
  });

  it('getCaptcha returns the data URL', async () => {
    on('get', '/sys/randomImage/:key', ok('data:image/jpg;base64,AAAA'));
    await expect(getCaptcha(1700000000000)).resolves.toBe('data:image/jpg;base64,AAAA');
  });

  it('logout posts the token header and ignores a business failure', async () => {
    saveLogin(loginResult);
    let seen: Request | undefined;
    on('post', '/sys/logout', { success: false, message: 'Token无效!', code: 500, result: null }, (r) => (seen = r));
    await expect(logout()).resolves.toBeUndefined();
    expect(seen?.headers.get('X-Access-Token')).toBe('jwt');
  });

  it('getUserPermissionByToken resolves menu, auth and allAuth', async () => {
    const perm = { menu: [{ id: '1', route: '1', path: '/x', name: 'x', component: 'X', meta: {} }], auth: [], allAuth: [], sysSafeMode: false };
    on('get', '/sys/permission/getUserPermissionByToken', ok(perm));
    await expect(getUserPermissionByToken()).resolves.toEqual(perm);
  });

  it.each([
    ['an empty menu', { menu: [], auth: [], allAuth: [] }],
    ['an absent menu', { auth: [], allAuth: [] }],
    ['a null result', null],
  ])('getUserPermissionByToken rejects %s', async (_n, result) => {
    on('get', '/sys/permission/getUserPermissionByToken', ok(result));
    await expect(getUserPermissionByToken()).rejects.toThrow('getPermissionList: permissions must be a non-null array !');
  });

  it('getCurrentUserDeparts returns list and orgCode', async () => {
    on('get', '/sys/user/getCurrentUserDeparts', ok({ list: [{ id: 'd1' }], orgCode: 'A01' }));
    await expect(getCurrentUserDeparts()).resolves.toEqual({ list: [{ id: 'd1' }], orgCode: 'A01' });
  });

  it('selectDepart uses PUT and returns userInfo', async () => {
    let seen: Request | undefined;
    on('put', '/sys/selectDepart', ok({ userInfo: loginResult.userInfo }), (r) => (seen = r));
    await expect(selectDepart({ username: 'admin', orgCode: 'A01' })).resolves.toEqual({ userInfo: loginResult.userInfo });
    expect(seen?.method).toBe('PUT');
  });

  it('updatePassword resolves the server message and throws the failure message', async () => {
    on('put', '/sys/user/updatePassword', ok('密码重置成功!', { code: 200, message: '密码重置成功!' }));
    const p = { username: 'admin', oldpassword: 'a', password: 'b', confirmpassword: 'b' };
    await expect(updatePassword(p)).resolves.toBe('密码重置成功!');
    on('put', '/sys/user/updatePassword', { success: false, message: '旧密码输入错误!', code: 500, result: null });
    await expect(updatePassword(p)).rejects.toThrow('旧密码输入错误!');
  });

  it('getCurrentUserTenants reads result.list and tolerates {}', async () => {
    on('get', '/sys/tenant/getCurrentUserTenant', ok({ list: [{ id: 1, name: 'T', status: 1 }] }));
    await expect(getCurrentUserTenants()).resolves.toEqual([{ id: 1, name: 'T', status: 1 }]);
    on('get', '/sys/tenant/getCurrentUserTenant', ok({}));
    await expect(getCurrentUserTenants()).resolves.toEqual([]);
  });
});
