import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetFakeDb, server } from '@fake/node';
import { DEMO_SMS_CODE } from '@fake/config';
import { call, captchaFor, login } from './fake-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetFakeDb();
});

const post = (path: string, json: unknown) => call(path, { method: 'POST', json });

describe('captcha', () => {
  it('answers code 0 with an SVG data URL whose title holds a 4-char code of the contract alphabet', async () => {
    const { body } = await call<string>('/sys/randomImage/123');
    expect(body).toMatchObject({ success: true, code: 0, message: '' });
    expect(body.result).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await captchaFor('abc')).toMatch(/^[qwertyuiplkjhgfdsazxcvbnmQWERTYUPLKJHGFDSAZXCVBNM1234567890]{4}$/);
  });

  it('checks the code case-insensitively through /sys/checkCaptcha', async () => {
    const code = await captchaFor('k1');
    const flipped = [...code].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
    expect((await post('/sys/checkCaptcha', { captcha: flipped, checkKey: 'k1' })).body).toMatchObject({ success: true, code: 200 });
    expect((await post('/sys/checkCaptcha', { captcha: code, checkKey: 'other' })).body).toMatchObject({ success: false, message: '验证码错误' });
    expect((await post('/sys/checkCaptcha', { checkKey: 'k1' })).body).toMatchObject({ success: false, message: '验证码无效' });
  });
});

describe('POST /sys/login failures (contract §2.2)', () => {
  const attempt = async (username: string, password = '123456') => (await login(username, password)).body;

  it('answers 验证码无效 with code 500 when the captcha is missing', async () => {
    const { body } = await post('/sys/login', { username: 'admin', password: '123456', checkKey: 'x' });
    expect(body).toMatchObject({ success: false, code: 500, message: '验证码无效', result: null });
  });

  it('answers 验证码错误 with code 412 for a wrong captcha, with HTTP 200', async () => {
    await captchaFor('key-1');
    const reply = await post('/sys/login', { username: 'admin', password: '123456', captcha: 'zzzz', checkKey: 'key-1' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: false, code: 412, message: '验证码错误' });
  });

  it('rejects a captcha issued for another key', async () => {
    const code = await captchaFor('key-a');
    const { body } = await post('/sys/login', { username: 'admin', password: '123456', captcha: code, checkKey: 'key-b' });
    expect(body.code).toBe(412);
  });

  it.each([
    ['nobody', '123456', '该用户不存在，请注册'],
    ['retired', '123456', '该用户已注销'],
    ['frozen', '123456', '该用户已冻结'],
    ['admin', 'wrong', '用户名或密码错误'],
    ['tenantless', '123456', '与该用户关联的租户均已被冻结，无法登录！'],
  ])('answers %s/%s with code 500 "%s"', async (username, password, message) => {
    expect(await attempt(username, password)).toMatchObject({ success: false, code: 500, message, result: null });
  });

  it('checks frozen before the password', async () => {
    expect((await attempt('frozen', 'wrong')).message).toBe('该用户已冻结');
  });

  it('keeps a captcha usable after a failed attempt but consumes it on success', async () => {
    const code = await captchaFor('keep');
    const first = await post('/sys/login', { username: 'admin', password: 'bad', captcha: code, checkKey: 'keep' });
    expect(first.body.message).toBe('用户名或密码错误');
    const second = await post('/sys/login', { username: 'admin', password: '123456', captcha: code, checkKey: 'keep' });
    expect(second.body.code).toBe(200);
    const third = await post('/sys/login', { username: 'admin', password: '123456', captcha: code, checkKey: 'keep' });
    expect(third.body.code).toBe(412);
  });
});

describe('POST /sys/login success', () => {
  it('answers code 200 登录成功 with token, userInfo without password/salt, departs, dictionaries', async () => {
    const { body } = await login('admin');
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const r = body.result;
    expect(r.token.split('.')).toHaveLength(3);
    expect(r.userInfo).toMatchObject({ username: 'admin', realname: '管理员', status: 1 });
    expect(r.userInfo).not.toHaveProperty('password');
    expect(r.userInfo).not.toHaveProperty('salt');
    expect(r.multi_depart).toBe(1);
    expect(r.departs.map((d) => d.departName)).toEqual(['信息中心']);
    expect(r.sysAllDictItems.sex).toEqual([
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ]);
    expect(r).not.toHaveProperty('tenantList');
  });

  it('gives jeecg two departments (multi_depart 2) and two effective tenants', async () => {
    const { body } = await login('jeecg');
    expect(body.result.multi_depart).toBe(2);
    expect(body.result.departs).toHaveLength(2);
    expect(body.result.tenantList?.map((t) => [t.id, t.name])).toEqual([
      [1, '省局'],
      [2, '市局'],
    ]);
  });

  it('returns the stale orgCode on first login and sets the first department server-side', async () => {
    const first = await login('jeecg');
    expect(first.body.result.userInfo.orgCode).toBeNull();
    const second = await login('jeecg');
    expect(second.body.result.userInfo.orgCode).toBe(first.body.result.departs[0].orgCode);
  });

  it('writes a login log row "用户名: admin,登录成功！" that /sys/loginfo counts today', async () => {
    const before = (await call<{ todayVisitCount: number }>('/sys/loginfo', { token: (await login('admin')).body.result.token })).body.result;
    await login('editor');
    const token = (await login('admin')).body.result.token;
    const after = (await call<{ todayVisitCount: number }>('/sys/loginfo', { token })).body.result;
    expect(after.todayVisitCount).toBe(before.todayVisitCount + 2);
  });
});

describe('SMS and phone login (contract §2.3)', () => {
  const sms = (mobile: unknown, smsmode = '0') => post('/sys/sms', { mobile, smsmode });

  it('sends a code with success:true code 0 and no code in the answer', async () => {
    expect((await sms('18611111111')).body).toMatchObject({ success: true, code: 0, message: '', result: null });
  });

  it('refuses a second code within 10 minutes', async () => {
    await sms('18611111111');
    expect((await sms('18611111111')).body).toMatchObject({ success: false, message: '验证码10分钟内，仍然有效！' });
  });

  it('answers the contract messages for empty, unknown, frozen and already-registered mobiles', async () => {
    expect((await sms('')).body).toMatchObject({ success: false, message: '手机号不允许为空！' });
    expect((await sms('13000000000')).body).toMatchObject({ success: false, code: 500, message: '该用户不存在或未绑定手机号' });
    expect((await sms('18644444444')).body).toMatchObject({ success: false, code: 500, message: '该用户已冻结' });
    expect((await sms('18611111111', '1')).body).toMatchObject({ success: false, code: 500, message: ' 手机号已经注册，请直接登录！' });
  });

  it('answers a wrong SMS code with success:true, code 0, 手机验证码错误 (the quirk)', async () => {
    await sms('18611111111');
    const { body } = await post('/sys/phoneLogin', { mobile: '18611111111', captcha: '000000' });
    expect(body).toMatchObject({ success: true, code: 0, message: '手机验证码错误', result: null });
  });

  it('logs in with the demo SMS code and the same payload as /sys/login', async () => {
    await sms('18633333333');
    const { body } = await post('/sys/phoneLogin', { mobile: '18633333333', captcha: DEMO_SMS_CODE });
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(body.result).toMatchObject({ multi_depart: 2, userInfo: { username: 'jeecg' } });
  });

  it('rejects phone login for an unknown mobile', async () => {
    const { body } = await post('/sys/phoneLogin', { mobile: '13000000000', captcha: '1' });
    expect(body).toMatchObject({ success: false, code: 500, message: '该用户不存在，请注册' });
  });
});

describe('logout (contract §2.4)', () => {
  it('answers 退出登录成功！ (message copied into result) and ends the token', async () => {
    const token = (await login('admin')).body.result.token;
    const { body } = await call('/sys/logout', { method: 'POST', token });
    expect(body).toMatchObject({ success: true, code: 200, message: '退出登录成功！', result: '退出登录成功！' });
    expect((await call('/sys/permission/getUserPermissionByToken', { token })).status).toBe(401);
  });

  it('answers 退出登录失败！ without a token and Token无效! for garbage, on any method', async () => {
    expect((await call('/sys/logout', { method: 'GET' })).body).toMatchObject({ success: false, code: 500, message: '退出登录失败！' });
    expect((await call('/sys/logout', { method: 'POST', token: 'not-a-jwt' })).body).toMatchObject({ success: false, message: 'Token无效!' });
  });
});
