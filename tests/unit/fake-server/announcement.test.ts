/**
 * The fake announcement endpoints and the emulated realtime channel: release pushes to the
 * connected socket, USER announcements reach only their users, read marks and readAll.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@/api/envelope';
import type { AnnouncementSendModel, SysAnnouncement, UserAnnouncements } from '@/api/sys/announcement';
import type { LoginResult } from '@/api/sys/auth';
import { resetFakeDb, server } from '@fake/node';
import { dropAllSockets, resetSocketStats, socketStats } from '@fake/handlers/notice-socket';
import { call, login } from './fake-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let admin: LoginResult;
beforeEach(async () => {
  await resetFakeDb();
  resetSocketStats();
  admin = (await login('admin')).body.result;
});
afterEach(() => {
  dropAllSockets();
});

interface Socket {
  ws: WebSocket;
  frames: Array<Record<string, unknown>>;
  closed: Promise<void>;
}

async function connect(userId: string, token: string): Promise<Socket> {
  const ws = new WebSocket(`ws://localhost:3000/zw-lgb2/websocket/${userId}`, [token]);
  const frames: Array<Record<string, unknown>> = [];
  ws.addEventListener('message', (e) => frames.push(JSON.parse(String(e.data)) as Record<string, unknown>));
  const closed = new Promise<void>((resolve) => ws.addEventListener('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve());
    ws.addEventListener('close', () => reject(new Error('closed before open')));
  });
  return { ws, frames, closed };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000 });

async function addAnnouncement(token: string, body: Partial<SysAnnouncement>): Promise<SysAnnouncement> {
  const reply = await call('/sys/annountCement/add', { method: 'POST', token, json: { msgCategory: '1', msgType: 'ALL', priority: 'H', msgContent: '<p>正文</p>', startTime: '2025-01-01 00:00:00', endTime: '2099-12-31 23:59:59', ...body } });
  expect(reply.body).toMatchObject({ success: true, message: '添加成功！' });
  const list = await call<Page<SysAnnouncement>>(`/sys/annountCement/list?titile=${encodeURIComponent((body.titile ?? '').replace(/<[^>]*>/g, ''))}`, { token });
  return list.body.result.records[0];
}

const bell = async (token: string) => (await call<UserAnnouncements>('/sys/annountCement/listByUser?pageSize=5', { token })).body.result;

describe('announcement management', () => {
  it('lists only undeleted rows with dictionary texts', async () => {
    const { body } = await call<Page<SysAnnouncement & Record<string, string>>>('/sys/annountCement/list?pageSize=50', { token: admin.token });
    expect(body.code).toBe(0);
    expect(body.result.records.some((r) => r.titile === '已删除的测试通告')).toBe(false);
    const draft = body.result.records.find((r) => r.sendStatus === '0')!;
    expect(draft.sendStatus_dictText).toBe('未发布');
    expect(draft.msgType_dictText).toBe('全体用户');
  });

  it('strips tags from the title on add and starts as an unpublished draft', async () => {
    const row = await addAnnouncement(admin.token, { titile: '<b>值班</b>安排' });
    expect(row.titile).toBe('值班安排');
    expect(row.sendStatus).toBe('0');
  });

  it('stores USER recipients with a trailing comma and drops it on release', async () => {
    const row = await addAnnouncement(admin.token, { titile: '指定用户通知', msgType: 'USER', userIds: admin.userInfo.id });
    expect(row.userIds).toBe(`${admin.userInfo.id},`);
    const released = await call(`/sys/annountCement/doReleaseData?id=${row.id}`, { token: admin.token });
    expect(released.body).toMatchObject({ success: true, message: '该系统通知发布成功' });
    const after = await call<SysAnnouncement>(`/sys/annountCement/queryById?id=${row.id}`, { token: admin.token });
    expect(after.body.result).toMatchObject({ sendStatus: '1', sender: 'admin', userIds: admin.userInfo.id });
  });

  it('revokes and logically deletes', async () => {
    const row = await addAnnouncement(admin.token, { titile: '待撤销' });
    expect((await call(`/sys/annountCement/doReovkeData?id=${row.id}`, { token: admin.token })).body.message).toBe('该系统通知撤销成功');
    expect((await call(`/sys/annountCement/delete?id=${row.id}`, { method: 'DELETE', token: admin.token })).body.message).toBe('删除成功!');
    const list = await call<Page<SysAnnouncement>>('/sys/annountCement/list?titile=待撤销', { token: admin.token });
    expect(list.body.result.total).toBe(0);
  });
});

describe('bell data and my messages', () => {
  it('marks one notice read and lowers the unread total', async () => {
    const before = await bell(admin.token);
    const first = before.anntMsgList[0];
    await call('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { method: 'PUT', token: admin.token, json: { anntId: first.id } });
    const after = await bell(admin.token);
    expect(after.anntMsgTotal).toBe(before.anntMsgTotal - 1);
  });

  it('lists my messages unread first and reads all', async () => {
    await bell(admin.token);
    const page = await call<Page<AnnouncementSendModel>>('/sys/sysAnnouncementSend/getMyAnnouncementSend?pageNo=1&pageSize=10', { token: admin.token });
    const flags = page.body.result.records.map((r) => r.readFlag);
    expect(flags).toEqual([...flags].sort());
    expect(flags).toContain('1');
    const readAll = await call('/sys/sysAnnouncementSend/readAll', { method: 'PUT', token: admin.token });
    expect(readAll.body.message).toBe('全部已读');
    const totals = await bell(admin.token);
    expect(totals.anntMsgTotal + totals.sysMsgTotal).toBe(0);
  });
});

describe('realtime channel', () => {
  it('refuses a socket whose token does not belong to the path user', async () => {
    await expect(connect('someone-else', admin.token)).rejects.toThrow('closed before open');
    expect(socketStats().open).toBe(0);
  });

  it('pushes a topic frame on release of an ALL announcement and raises the bell', async () => {
    const socket = await connect(admin.userInfo.id, admin.token);
    const before = await bell(admin.token);
    const row = await addAnnouncement(admin.token, { titile: '新发布的全员通知' });
    await call(`/sys/annountCement/doReleaseData?id=${row.id}`, { token: admin.token });
    await until(() => socket.frames.length > 0);
    expect(socket.frames[0]).toEqual({ cmd: 'topic', msgId: row.id, msgTxt: '新发布的全员通知' });
    expect((await bell(admin.token)).anntMsgTotal).toBe(before.anntMsgTotal + 1);
  });

  it('pushes a user frame only to the listed users', async () => {
    const jeecg = (await login('jeecg')).body.result;
    const adminSocket = await connect(admin.userInfo.id, admin.token);
    const jeecgSocket = await connect(jeecg.userInfo.id, jeecg.token);
    const row = await addAnnouncement(admin.token, { titile: '只给jeecg', msgType: 'USER', userIds: jeecg.userInfo.id });
    await call(`/sys/annountCement/doReleaseData?id=${row.id}`, { token: admin.token });
    await until(() => jeecgSocket.frames.length > 0);
    expect(jeecgSocket.frames[0]).toMatchObject({ cmd: 'user', msgId: row.id, userId: jeecg.userInfo.id });
    expect(adminSocket.frames).toEqual([]);
  });

  it('answers any client frame with heartcheck and drops every socket on the demo fault', async () => {
    const socket = await connect(admin.userInfo.id, admin.token);
    socket.ws.send('HeartBeat');
    await until(() => socket.frames.length > 0);
    expect(socket.frames[0]).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    const reply = await call<{ dropped: number }>('/__demo/socket', { method: 'POST', json: { drop: true } });
    expect(reply.body.result.dropped).toBe(1);
    await socket.closed;
    expect(socketStats()).toMatchObject({ open: 0, accepted: { [admin.userInfo.id]: 1 } });
  });
});
