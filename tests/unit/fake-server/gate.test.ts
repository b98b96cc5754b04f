import { describe, expect, it } from 'vitest';
import { resetFakeDb, server } from '@fake/node';
import { db } from '@fake/db/tables';
import { BASE, call, tokenOf } from './fake-client';
import { withFakeServer } from './fake-server-hooks';

withFakeServer(server, resetFakeDb);

const MENU = '/sys/permission/getUserPermissionByToken';

async function expect401(reply: Promise<Response>) {
  const res = await reply;
  expect(res.status).toBe(401);
  expect(res.headers.get('content-type')).toBe('text/html;charset=UTF-8');
  const body = JSON.parse(await res.text()) as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, message: 'Token失效，请重新登录!', code: 401, result: null });
  expect(typeof body.timestamp).toBe('number');
}

describe('the token filter (contract §2.4)', () => {
  it('answers HTTP 401 with a text/html JSON body when no token is sent', async () => {
    await expect401(fetch(`${BASE}${MENU}`));
  });

  it('answers 401 for an unknown token, even one that decodes to a real user', async () => {
    const token = await tokenOf('admin');
    const [h, , s] = token.split('.');
    const forged = `${h}.${btoa(JSON.stringify({ username: 'admin', exp: 1 })).replace(/=+$/, '')}.${s}`;
    await expect401(fetch(`${BASE}${MENU}`, { headers: { 'X-Access-Token': forged } }));
  });

  it('accepts the token from the `token` query parameter when the header is absent', async () => {
    const token = await tokenOf('admin');
    const res = await fetch(`${BASE}${MENU}?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
  });

  it('answers 401 once the user behind a live token is frozen', async () => {
    const token = await tokenOf('editor');
    await db.sysUser.update((q) => q.where({ username: 'editor' }), { data: (u) => void (u.status = 2) });
    await expect401(fetch(`${BASE}${MENU}`, { headers: { 'X-Access-Token': token } }));
  });

  it('answers 401 when the tenant-id header is not one of the user tenants, and passes 0', async () => {
    const token = await tokenOf('jeecg');
    await expect401(fetch(`${BASE}${MENU}`, { headers: { 'X-Access-Token': token, 'tenant-id': '3' } }));
    expect((await fetch(`${BASE}${MENU}`, { headers: { 'X-Access-Token': token, 'tenant-id': '2' } })).status).toBe(200);
    expect((await fetch(`${BASE}${MENU}`, { headers: { 'X-Access-Token': token, 'tenant-id': '0' } })).status).toBe(200);
  });

  it('expires a token after 2 hours without use', async () => {
    const token = await tokenOf('admin');
    await db.sysToken.update((q) => q.where({ token }), { data: (t) => void (t.expiresAt = Date.now() - 1) });
    await expect401(fetch(`${BASE}${MENU}`, { headers: { 'X-Access-Token': token } }));
  });

  it('lets anonymous URLs through without a token', async () => {
    expect((await call('/sys/randomImage/1')).status).toBe(200);
    expect((await call('/sys/getEncryptedString')).body).toMatchObject({ success: true, code: 0 });
  });

  it('checks the token before answering 404 for an unknown path', async () => {
    await expect401(fetch(`${BASE}/sys/nothing/here`));
    const token = await tokenOf('admin');
    const reply = await call('/sys/nothing/here', { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: false, code: 404, message: '路径不存在，请检查路径是否正确' });
  });
});

describe('demo controls', () => {
  it('expire-tokens makes every current token answer 401 on its next call', async () => {
    const admin = await tokenOf('admin');
    const editor = await tokenOf('editor');
    expect((await call('/__demo/expire-tokens', { method: 'POST' })).body).toMatchObject({ success: true, code: 200 });
    await expect401(fetch(`${BASE}${MENU}`, { headers: { 'X-Access-Token': admin } }));
    await expect401(fetch(`${BASE}${MENU}`, { headers: { 'X-Access-Token': editor } }));
  });

  it('reset reseeds the data and drops sessions', async () => {
    const token = await tokenOf('admin');
    await db.sysUser.update((q) => q.where({ username: 'editor' }), { data: (u) => void (u.realname = 'changed') });
    expect((await call('/__demo/reset', { method: 'POST' })).body).toMatchObject({ success: true, code: 200 });
    expect(db.sysUser.findFirst((q) => q.where({ username: 'editor' }))?.realname).toBe('李文静');
    expect((await fetch(`${BASE}${MENU}`, { headers: { 'X-Access-Token': token } })).status).toBe(401);
  });

  it('failNext answers the next API call with that HTTP status once', async () => {
    await call('/__demo/faults', { method: 'POST', json: { failNext: 500, failMessage: 'Token失效，请重新登录' } });
    const res = await fetch(`${BASE}/sys/randomImage/1`);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ status: 500, error: 'Internal Server Error', message: 'Token失效，请重新登录', path: '/sys/randomImage/1' });
    expect((await fetch(`${BASE}/sys/randomImage/1`)).status).toBe(200);
  });
});
