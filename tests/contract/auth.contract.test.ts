/**
 * The shapes of every answer the shell reads during sign-in and on the home
 * page, checked against backend-contract.md (field names, JSON types, and the
 * `code` each controller's builder produces: 0 vs 200).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { signParams } from '@/api/sign';
import { resetFakeDb, server } from '@fake/node';
import { call, login, tokenOf } from '../unit/fake-server/fake-client';
import {
  arrayOf,
  currentUserDeparts,
  currentUserTenant,
  dictModel,
  envelope,
  errorEnvelope,
  expectShape,
  literal,
  loginInfo,
  loginResult,
  nul,
  object,
  permissionResult,
  recordOf,
  str,
  sysUser,
  userAnnouncements,
  visitInfo,
  checkShape,
  page,
  num,
} from './shapes';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';

withFakeServer(server, resetFakeDb);

describe('sign-in answers', () => {
  it('randomImage: code 0, result a data URL string', async () => {
    expectShape((await call('/sys/randomImage/1')).body, envelope(str, 0));
  });

  it('login success: code 200 and the LoginResult keys, no password or salt', async () => {
    expectShape((await login('admin')).body, envelope(loginResult, 200));
  });

  it('login success with tenants: tenantList present', async () => {
    const { body } = await login('jeecg');
    expectShape(body, envelope(loginResult, 200));
    expect(Array.isArray(body.result.tenantList)).toBe(true);
  });

  it('login failures: success false, result null, code 500 or 412', async () => {
    expectShape((await login('admin', 'bad')).body, errorEnvelope(500));
    expectShape((await call('/sys/login', { method: 'POST', json: { username: 'admin', password: '1', captcha: 'x', checkKey: 1 } })).body, errorEnvelope(412));
  });

  it('sms and the phone-login quirk: code 0', async () => {
    expectShape((await call('/sys/sms', { method: 'POST', json: { mobile: '18611111111', smsmode: '0' } })).body, envelope(nul, 0));
    const quirk = (await call('/sys/phoneLogin', { method: 'POST', json: { mobile: '18611111111', captcha: 'bad' } })).body;
    expectShape(quirk, envelope(nul, 0));
    expect(quirk.message).toBe('手机验证码错误');
  });

  it('logout: code 200 with the message copied into result', async () => {
    const body = (await call('/sys/logout', { method: 'POST', token: await tokenOf('admin') })).body;
    expectShape(body, envelope(literal('退出登录成功！'), 200));
  });

  it('401: the filter body keys', async () => {
    const res = await fetch('http://localhost:3000/zw-lgb2/sys/permission/getUserPermissionByToken');
    expectShape(JSON.parse(await res.text()), object({ success: literal(false), message: literal('Token失效，请重新登录!'), code: literal(401), result: nul, timestamp: num }));
  });
});

describe('after sign-in', () => {
  let token: string;
  beforeEach(async () => {
    token = await tokenOf('jeecg');
  });

  it('getUserPermissionByToken: code 0 {menu, auth, allAuth, sysSafeMode}', async () => {
    expectShape((await call('/sys/permission/getUserPermissionByToken', { token })).body, envelope(permissionResult, 0));
  });

  it('getDictItems: code 0 DictModel[]', async () => {
    const path = '/sys/dict/getDictItems/user_status';
    const res = await fetch(`http://localhost:3000/zw-lgb2${path}`, { headers: { 'X-Access-Token': token, 'X-Sign': signParams(path), 'X-TIMESTAMP': String(Date.now()) } });
    expectShape(await res.json(), envelope(arrayOf(dictModel), 0));
  });

  it('queryAllDictItems: code 200 map of DictModel[]', async () => {
    expectShape((await call('/sys/dict/queryAllDictItems', { token })).body, envelope(recordOf(arrayOf(dictModel)), 200));
  });

  it('getCurrentUserDeparts: code 0 {list, orgCode}', async () => {
    expectShape((await call('/sys/user/getCurrentUserDeparts', { token })).body, envelope(currentUserDeparts, 0));
  });

  it('selectDepart: code 0 {userInfo}', async () => {
    const body = (await call('/sys/selectDepart', { method: 'PUT', token, json: { orgCode: 'A01A06' } })).body;
    expectShape(body, envelope(object({ userInfo: sysUser }), 0));
  });

  it('updatePassword: code 200 ok(msg) on success, 500 error otherwise', async () => {
    const json = { username: 'jeecg', oldpassword: 'x', password: 'a', confirmpassword: 'a' };
    expectShape((await call('/sys/user/updatePassword', { method: 'PUT', token, json })).body, errorEnvelope(500));
    const done = (await call('/sys/user/updatePassword', { method: 'PUT', token, json: { ...json, oldpassword: '123456' } })).body;
    expectShape(done, envelope(literal('密码重置成功!'), 200));
  });

  it('loginfo: code 200 (message 登录成功); visitInfo: code 0 list', async () => {
    const info = (await call('/sys/loginfo', { token })).body;
    expectShape(info, envelope(loginInfo, 200));
    expect(info.message).toBe('登录成功');
    expectShape((await call('/sys/visitInfo', { token })).body, envelope(arrayOf(visitInfo), 0));
  });

  it('listByUser: code 0 {anntMsgList, anntMsgTotal, sysMsgList, sysMsgTotal}', async () => {
    expectShape((await call('/sys/annountCement/listByUser', { token })).body, envelope(userAnnouncements, 0));
  });

  it('getCurrentUserTenant: code 0 {list}', async () => {
    expectShape((await call('/sys/tenant/getCurrentUserTenant', { token })).body, envelope(currentUserTenant, 0));
  });
});

describe('the shape checker itself', () => {
  it('reports missing, unexpected and mistyped keys', () => {
    const problems = checkShape({ id: 1, extra: true, password: 'x' }, object({ id: str, name: str }));
    expect(problems).toEqual(['$.id: expected string, got number', '$.name: missing', '$.extra: unexpected key', '$.password: unexpected key']);
  });

  it('checks pages of records', () => {
    const good = { records: [{ id: 'a' }], total: 1, size: 10, current: 1, orders: [], optimizeCountSql: true, searchCount: true, countId: null, maxLimit: null, pages: 1 };
    expect(checkShape(good, page(object({ id: str })))).toEqual([]);
    expect(checkShape({ ...good, records: [{ id: 1 }] }, page(object({ id: str })))).not.toEqual([]);
  });
});
