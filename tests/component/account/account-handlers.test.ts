/** The fake-only /account/* endpoints: per-user rows, defaults, refusals and the session filter. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, login } from '../../unit/fake-server/fake-client';
import { accountServer, resetFakeDb } from './account-server';

beforeAll(() => accountServer.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => accountServer.close());
beforeEach(() => resetFakeDb());

const tokenOf = async (username: string) => (await login(username)).body.result.token;

describe('/account endpoints', () => {
  it('answers 401 without a session', async () => {
    expect((await call('/account/notification-settings')).status).toBe(401);
  });

  it('starts every user with all notifications on and keeps changes per user', async () => {
    const editor = await tokenOf('editor');
    const admin = await tokenOf('admin');
    expect((await call('/account/notification-settings', { token: editor })).body.result).toEqual({ systemMessage: true, todoTask: true, accountPassword: true });
    const saved = await call('/account/notification-settings', { method: 'PUT', token: editor, json: { todoTask: false } });
    expect(saved.body).toMatchObject({ success: true, message: '保存成功！', result: { todoTask: false } });
    expect((await call('/account/notification-settings', { token: editor })).body.result).toMatchObject({ todoTask: false });
    expect((await call('/account/notification-settings', { token: admin })).body.result).toMatchObject({ todoTask: true });
  });

  it('refuses a non-boolean switch value', async () => {
    const editor = await tokenOf('editor');
    const res = await call('/account/notification-settings', { method: 'PUT', token: editor, json: { todoTask: 'no' } });
    expect(res.body).toMatchObject({ success: false, message: '参数不识别！' });
  });

  it('trims and de-duplicates tags and refuses an over-long one', async () => {
    const editor = await tokenOf('editor');
    const ok = await call<{ tags: string[] }>('/account/profile', { method: 'PUT', token: editor, json: { tags: [' 宣传 ', '宣传', '摄影'] } });
    expect(ok.body.result.tags).toEqual(['宣传', '摄影']);
    const long = await call('/account/profile', { method: 'PUT', token: editor, json: { tags: ['一'.repeat(21)] } });
    expect(long.body).toMatchObject({ success: false, message: '标签最长20个字符' });
  });

  it('reports admin bound to DingTalk and the others unbound', async () => {
    const admin = await tokenOf('admin');
    const editor = await tokenOf('editor');
    const adminRows = (await call<{ type: string; bound: boolean }[]>('/account/bindings', { token: admin })).body.result;
    expect(adminRows.map((r) => [r.type, r.bound])).toEqual([['dingtalk', true], ['wechat_enterprise', false], ['wechat', false]]);
    const editorRows = (await call<{ bound: boolean }[]>('/account/bindings', { token: editor })).body.result;
    expect(editorRows.every((r) => !r.bound)).toBe(true);
  });
});
