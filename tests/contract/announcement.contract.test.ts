/**
 * /sys/annountCement and /sys/sysAnnouncementSend against contract §4.3-4.4 and §5.7: envelope
 * codes and messages, the page shape with `_dictText`, listByUser's lists and totals, and the
 * AnnouncementSendModel rows of 我的消息.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/envelope';
import type { SysAnnouncement } from '@/api/sys/announcement';
import { resetFakeDb, server } from '@fake/node';
import { call, tokenOf } from '../unit/fake-server/fake-client';
import { arrayOf, envelope, errorEnvelope, expectShape, literal, nul, nullable, num, object, oneOf, page, str, sysAnnouncement } from './shapes';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';

const ns = nullable(str);
const annFields = sysAnnouncement.kind === 'object' ? sysAnnouncement.fields : {};
const listed = object({ ...annFields, priority_dictText: str, msgCategory_dictText: str, msgType_dictText: str, sendStatus_dictText: str });
const sendModel = object({
  id: str, anntId: str, userId: str, titile: str, msgContent: ns, sender: ns, priority: ns, readFlag: oneOf(literal('0'), literal('1')),
  sendTime: ns, msgCategory: str, busId: ns, busType: ns, openType: ns, openPage: ns, msgAbstract: ns,
});

let token: string;
withFakeServer(server, resetFakeDb, async () => {
  token = await tokenOf('admin');
});

describe('SysAnnouncementController (§4.3)', () => {
  it('list: code 0, MyBatis-Plus page of announcements with four _dictText fields', async () => {
    const { body } = await call('/sys/annountCement/list?pageNo=1&pageSize=10&column=createTime&order=desc', { token });
    expectShape(body, envelope(page(listed), 0));
  });

  it('listByUser: code 0 with both lists and totals', async () => {
    const { body } = await call('/sys/annountCement/listByUser?pageSize=5', { token });
    expectShape(body, envelope(object({ anntMsgList: arrayOf(sysAnnouncement), anntMsgTotal: num, sysMsgList: arrayOf(sysAnnouncement), sysMsgTotal: num }), 0));
  });

  it('add / release / revoke / delete answer with the contract messages', async () => {
    const add = await call('/sys/annountCement/add', { method: 'POST', token, json: { titile: '契约测试', msgCategory: '1', msgType: 'ALL', endTime: '2099-01-01 00:00:00' } });
    expectShape(add.body, envelope(nul, 200));
    expect(add.body.message).toBe('添加成功！');
    const id = (await call<Page<SysAnnouncement>>('/sys/annountCement/list?titile=契约测试', { token })).body.result.records[0].id;
    expect((await call(`/sys/annountCement/doReleaseData?id=${id}`, { token })).body.message).toBe('该系统通知发布成功');
    expect((await call(`/sys/annountCement/doReovkeData?id=${id}`, { token })).body.message).toBe('该系统通知撤销成功');
    const byId = await call(`/sys/annountCement/queryById?id=${id}`, { token });
    expectShape(byId.body, envelope(sysAnnouncement, 0));
    expect((await call(`/sys/annountCement/edit`, { method: 'PUT', token, json: { id, titile: '契约测试2' } })).body.message).toBe('修改成功!');
    expect((await call(`/sys/annountCement/delete?id=${id}`, { method: 'DELETE', token })).body.message).toBe('删除成功!');
  });

  it('answers an unknown id with 未找到对应实体', async () => {
    const { body } = await call('/sys/annountCement/doReleaseData?id=nope', { token });
    expectShape(body, errorEnvelope());
    expect(body.message).toBe('未找到对应实体');
  });
});

describe('SysAnnouncementSendController (§4.4)', () => {
  it('getMyAnnouncementSend: code 0 page of AnnouncementSendModel', async () => {
    const { body } = await call('/sys/sysAnnouncementSend/getMyAnnouncementSend?pageNo=1&pageSize=10', { token });
    expectShape(body, envelope(page(sendModel), 0));
  });

  it('editByAnntIdAndUserId and readAll: code 0, readAll says 全部已读', async () => {
    const list = (await call<{ anntMsgList: SysAnnouncement[] }>('/sys/annountCement/listByUser', { token })).body.result;
    const mark = await call('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { method: 'PUT', token, json: { anntId: list.anntMsgList[0].id } });
    expectShape(mark.body, envelope(nul, 0));
    const all = await call('/sys/sysAnnouncementSend/readAll', { method: 'PUT', token });
    expectShape(all.body, envelope(nul, 0));
    expect(all.body.message).toBe('全部已读');
  });
});
