import { describe, expect, it } from 'vitest';
import type { UserAnnouncements } from '@/api/sys/announcement';
import type { CurrentUserDeparts } from '@/api/sys/depart';
import type { LoginInfo, VisitInfo } from '@/api/sys/log';
import type { CurrentUserTenant } from '@/api/sys/tenant';
import type { SysUser } from '@/api/sys/user';
import { resetFakeDb, server } from '@fake/node';
import { db } from '@fake/db/tables';
import { call, login, tokenOf } from './fake-client';
import { withFakeServer } from './fake-server-hooks';

withFakeServer(server, resetFakeDb);

describe('departments', () => {
  it('lists the current user departments with the current orgCode (code 0)', async () => {
    const token = await tokenOf('jeecg');
    const { body } = await call<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts', { token });
    expect(body).toMatchObject({ success: true, code: 0 });
    expect(body.result.list.map((d) => d.departName)).toEqual(['办公室', '东城市局']);
    expect(body.result.orgCode).toBe('A01A01');
  });

  it.each(['PUT', 'POST'])('switches the department with %s /sys/selectDepart and returns the fresh userInfo', async (method) => {
    const token = await tokenOf('jeecg');
    const { body } = await call<{ userInfo: SysUser }>('/sys/selectDepart', { method, token, json: { username: 'jeecg', orgCode: 'A01A06' } });
    expect(body).toMatchObject({ success: true, code: 0, result: { userInfo: { username: 'jeecg', orgCode: 'A01A06' } } });
    expect(body.result.userInfo).not.toHaveProperty('password');
    expect((await call<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts', { token })).body.result.orgCode).toBe('A01A06');
  });

  it('defaults the username of selectDepart to the signed-in user', async () => {
    const token = await tokenOf('jeecg');
    const { body } = await call<{ userInfo: SysUser }>('/sys/selectDepart', { method: 'PUT', token, json: { orgCode: 'A01A06' } });
    expect(body.result.userInfo.username).toBe('jeecg');
  });
});

describe('own password change (contract §4.6)', () => {
  const change = (token: string, json: Record<string, string>) => call('/sys/user/updatePassword', { method: 'PUT', token, json });
  const ok = { username: 'editor', oldpassword: '123456', password: 'n3w-Pass', confirmpassword: 'n3w-Pass' };

  it('answers the four contract messages', async () => {
    const token = await tokenOf('editor');
    expect((await change(token, { ...ok, username: 'admin' })).body).toMatchObject({ success: false, code: 500, message: '只允许修改自己的密码！' });
    expect((await change(token, { ...ok, oldpassword: 'bad' })).body).toMatchObject({ success: false, message: '旧密码输入错误!' });
    expect((await change(token, { ...ok, confirmpassword: 'other' })).body).toMatchObject({ success: false, message: '两次输入密码不一致!' });
    expect((await change(token, ok)).body).toMatchObject({ success: true, code: 200, message: '密码重置成功!', result: '密码重置成功!' });
  });

  it('changes the password and ends the user other sessions but not this one', async () => {
    const other = await tokenOf('editor');
    const current = await tokenOf('editor');
    await call('/sys/user/updatePassword', { method: 'POST', token: current, json: ok });
    expect((await call('/sys/user/getCurrentUserDeparts', { token: current })).status).toBe(200);
    expect((await call('/sys/user/getCurrentUserDeparts', { token: other })).status).toBe(401);
    expect((await login('editor', '123456')).body.message).toBe('用户名或密码错误');
    expect((await login('editor', 'n3w-Pass')).body.code).toBe(200);
  });
});

describe('tenants', () => {
  it('answers jeecg with its effective tenants and a tenant-less user with {}', async () => {
    const jeecg = await call<CurrentUserTenant>('/sys/tenant/getCurrentUserTenant', { token: await tokenOf('jeecg') });
    expect(jeecg.body).toMatchObject({ success: true, code: 0 });
    expect(jeecg.body.result.list?.map((t) => t.id)).toEqual([1, 2]);
    const admin = await call<CurrentUserTenant>('/sys/tenant/getCurrentUserTenant', { token: await tokenOf('admin') });
    expect(admin.body.result).toEqual({});
  });
});

describe('visit statistics', () => {
  it('answers /sys/loginfo with message 登录成功 and code 200', async () => {
    const { body } = await call<LoginInfo>('/sys/loginfo', { token: await tokenOf('admin') });
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(body.result.totalVisitCount).toBeGreaterThan(300);
    expect(body.result.todayVisitCount).toBeGreaterThanOrEqual(1);
    expect(body.result.todayIp).toBeGreaterThanOrEqual(1);
  });

  it('answers /sys/visitInfo with the last 7 days in date order (code 0)', async () => {
    const { body } = await call<VisitInfo[]>('/sys/visitInfo', { token: await tokenOf('admin') });
    expect(body).toMatchObject({ success: true, code: 0 });
    expect(body.result).toHaveLength(7);
    const days = body.result.map((d) => d.tian);
    expect([...days].sort()).toEqual(days);
    for (const day of body.result) {
      expect(day.type).toBe(day.tian.slice(5));
      expect(day.visit).toBeGreaterThanOrEqual(day.ip);
    }
  });
});

describe('announcements of the bell (contract §4.3)', () => {
  const list = async (username: string, pageSize?: number) =>
    (await call<UserAnnouncements>(`/sys/annountCement/listByUser${pageSize ? `?pageSize=${pageSize}` : ''}`, { token: await tokenOf(username) })).body;

  it('returns unread published items per category, newest first, without drafts, revoked or deleted ones', async () => {
    const body = await list('admin');
    expect(body).toMatchObject({ success: true, code: 0 });
    const titles = body.result.anntMsgList.map((a) => a.titile);
    expect(titles).toEqual(['关于开展信息安全自查的通知', '省局网站栏目调整的公告']);
    expect(body.result.anntMsgTotal).toBe(2);
    expect(body.result.sysMsgList.map((a) => a.titile)).toEqual(['您有新的待审核信息', '系统将于本周六凌晨进行升级维护']);
    expect(body.result.sysMsgTotal).toBe(2);
  });

  it('shows USER announcements only to the listed users', async () => {
    const body = await list('editor');
    expect(body.result.anntMsgList.map((a) => a.titile)).toContain('关于开展信息安全自查的通知');
    expect(body.result.sysMsgList.map((a) => a.titile)).toEqual(['系统将于本周六凌晨进行升级维护']);
  });

  it('limits each list to pageSize but reports the full totals', async () => {
    const body = await list('admin', 1);
    expect(body.result.anntMsgList).toHaveLength(1);
    expect(body.result.anntMsgTotal).toBe(2);
  });

  it('creates the missing send rows once', async () => {
    await list('editor');
    const editor = db.sysUser.findFirst((q) => q.where({ username: 'editor' }))!;
    const rows = db.sysAnnouncementSend.findMany((q) => q.where({ userId: editor.id })).length;
    await list('editor');
    expect(db.sysAnnouncementSend.findMany((q) => q.where({ userId: editor.id }))).toHaveLength(rows);
  });
});
