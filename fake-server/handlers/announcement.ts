/**
 * Announcements (contract §4.3) and the users' copies (§4.4): management CRUD, release / revoke
 * with the websocket push (§7), the notice bell's `listByUser`, mark read, read all and the
 * 我的消息 page, and the AutoPoi export / import of the management list (§1.7). Pushes go through
 * ./notice-socket (which also relays them to other demo tabs).
 */
import type { HttpHandler } from 'msw';
import type { AnnouncementSendModel, SysAnnouncement, UserAnnouncements } from '@/api/sys/announcement';
import { db } from '../db/tables';
import { plain } from '../db/table';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { dictItems, withDictText } from '../lib/dict';
import { newId } from '../lib/ids';
import { listPage, type EntityFields } from '../lib/list-query';
import { readPageParams, toPage } from '../lib/page';
import { c0, error, ok, okMsgData } from '../lib/result';
import { api, readJson, requiredParam, str } from '../lib/route';
import { editRoute } from '../lib/edit-route';
import type { SheetColumn } from '../lib/xls';
import { exportXlsRoute, importExcelRoute, type SheetRow } from './excel-import';
import { pushAnnouncement, pushToAll, relayToOtherTabs } from './notice-socket';

const FIELDS: EntityFields = {
  id: 'string',
  titile: 'string',
  msgContent: 'string',
  startTime: 'date',
  endTime: 'date',
  sender: 'string',
  priority: 'string',
  msgCategory: 'string',
  msgType: 'string',
  sendStatus: 'string',
  sendTime: 'date',
  cancelTime: 'date',
  delFlag: 'string',
  busType: 'string',
  openType: 'string',
  createBy: 'string',
  createTime: 'date',
  updateTime: 'date',
};

const DICTS = { priority: 'priority', msgCategory: 'msg_category', msgType: 'msg_type', sendStatus: 'send_status' };

/** Columns a client may write; the rest (status, sender, times, delFlag) belong to the server. */
const WRITABLE = ['titile', 'msgContent', 'startTime', 'endTime', 'priority', 'msgCategory', 'msgType', 'userIds', 'busType', 'busId', 'openType', 'openPage', 'msgAbstract'] as const;

const now = () => formatDateTime(Date.now());

/** The @XSS-stripped title: tags removed, as the backend's jsoup clean leaves plain text. */
const stripTags = (text: string) => text.replace(/<[^>]*>/g, '');

const findAnnt = (id: string | null) => (id ? db.sysAnnouncement.findFirst((q) => q.where({ id })) : undefined);

/** `saveAnnouncement` / `upDateAnnouncement`: USER announcements get one unread copy per listed user. */
async function syncSendRows(annt: SysAnnouncement, username: string): Promise<void> {
  if (annt.msgType !== 'USER') return;
  const wanted = new Set((annt.userIds ?? '').split(',').filter(Boolean));
  db.sysAnnouncementSend.deleteMany((q) => q.where({ anntId: annt.id, userId: (u: string) => !wanted.has(u) }));
  const have = new Set(db.sysAnnouncementSend.findMany((q) => q.where({ anntId: annt.id })).map((s) => s.userId));
  for (const userId of wanted) {
    if (!have.has(userId)) {
      await db.sysAnnouncementSend.create({ id: newId(), anntId: annt.id, userId, readFlag: '0', readTime: null, createBy: username, createTime: now(), updateBy: null, updateTime: null });
    }
  }
}

function unread(userId: string, category: string): SysAnnouncement[] {
  const anntIds = new Set(db.sysAnnouncementSend.findMany((q) => q.where({ userId, readFlag: '0' })).map((s) => s.anntId));
  return db.sysAnnouncement
    .findMany((q) => q.where({ sendStatus: '1', delFlag: '0', msgCategory: category }))
    .filter((a) => anntIds.has(a.id))
    .map((a) => plain(a))
    .sort((a, b) => (b.createTime ?? '').localeCompare(a.createTime ?? ''));
}

/** The `@Excel` columns of SysAnnouncement, in declaration order (the dictionary ones carry dicCode). */
export const ANNOUNCEMENT_EXCEL_COLUMNS: readonly SheetColumn[] = [
  { header: '标题', key: 'titile' },
  { header: '内容', key: 'msgContent', width: 30 },
  { header: '开始时间', key: 'startTime', width: 20 },
  { header: '结束时间', key: 'endTime', width: 20 },
  { header: '发布人', key: 'sender' },
  { header: '优先级', key: 'priority' },
  { header: '消息类型', key: 'msgCategory' },
  { header: '通告对象类型', key: 'msgType' },
  { header: '发布状态', key: 'sendStatus' },
  { header: '发布时间', key: 'sendTime', width: 20 },
  { header: '撤销时间', key: 'cancelTime', width: 20 },
];

const DICT_KEYS = Object.keys(DICTS) as (keyof typeof DICTS)[];

/** AutoPoi's dicCode replace on export: each dictionary code as its text. */
function toSheet(row: SysAnnouncement): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const key of DICT_KEYS) {
    const value = row[key];
    if (value) out[key] = dictItems(DICTS[key]).find((i) => i.value === value)?.text ?? value;
  }
  return out;
}

const TITLE_MAX = 100;

/** One imported announcement: dictionary texts back to codes; a row without delFlag is saved live ('0'). */
async function importAnnouncement(sheet: SheetRow, username: string): Promise<void> {
  const values: SheetRow = { ...sheet };
  for (const key of DICT_KEYS) {
    const text = values[key];
    if (text) values[key] = dictItems(DICTS[key]).find((i) => i.text === text)?.value ?? text;
  }
  if (!values.titile) throw new Error("Column 'titile' cannot be null");
  // The column is varchar(100): MySQL refuses a longer title (ImportExcelUtil: 未知错误).
  if (values.titile.length > TITLE_MAX) throw new Error("Data too long for column 'titile' at row 1");
  await db.sysAnnouncement.create({
    id: newId(),
    titile: stripTags(values.titile),
    msgContent: values.msgContent ?? null,
    startTime: values.startTime ?? null,
    endTime: values.endTime ?? null,
    sender: values.sender ?? null,
    priority: values.priority ?? null,
    msgCategory: values.msgCategory ?? '1',
    msgType: values.msgType ?? 'ALL',
    sendStatus: values.sendStatus ?? '0',
    sendTime: values.sendTime ?? null,
    cancelTime: values.cancelTime ?? null,
    delFlag: '0',
    createBy: username,
    createTime: now(),
    updateBy: null,
    updateTime: null,
  });
}

const likeText = (value: string | null | undefined, needle: string | null) => !needle || (value ?? '').toLowerCase().includes(needle.replace(/\*/g, '').toLowerCase());

export const announcementHandlers: HttpHandler[] = [
  api.get('/sys/annountCement/list', ({ query }) => {
    const rows = db.sysAnnouncement.findMany((q) => q.where({ delFlag: '0' })).map((a) => plain(a));
    const page = listPage(rows, query, FIELDS);
    return c0({ ...page, records: withDictText(page.records, DICTS) });
  }),

  exportXlsRoute('/sys/annountCement/exportXls', () => ({
    rows: db.sysAnnouncement.findMany((q) => q.where({ delFlag: '0' })).map((a) => plain(a)),
    fields: FIELDS,
    columns: ANNOUNCEMENT_EXCEL_COLUMNS,
    title: '系统通告列表数据',
    fileName: '系统通告列表',
    sheetRow: toSheet,
  })),

  importExcelRoute('/sys/annountCement/importExcel', (user) => ({
    columns: ANNOUNCEMENT_EXCEL_COLUMNS,
    insert: (row) => importAnnouncement(row, user.username),
    duplicates: [],
    logName: 'announcementImportExcelErrorLog',
  })),

  api.post('/sys/annountCement/add', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const titile = stripTags(str(body.titile) ?? '');
    if (!titile.trim()) return error('操作失败，标题不能为空');
    const row: SysAnnouncement = {
      id: newId(),
      titile,
      msgContent: null,
      msgCategory: '1',
      msgType: 'ALL',
      sendStatus: '0',
      delFlag: '0',
      sender: null,
      sendTime: null,
      cancelTime: null,
      createBy: user.username,
      createTime: now(),
      updateBy: null,
      updateTime: null,
    };
    for (const key of WRITABLE) {
      const value = str(body[key]);
      if (value !== null && key !== 'titile') (row as unknown as Record<string, string | null>)[key] = value;
    }
    if (row.msgType === 'USER' && row.userIds && !row.userIds.endsWith(',')) row.userIds += ',';
    await db.sysAnnouncement.create(row);
    await syncSendRows(row, user.username);
    return okMsgData('添加成功！', null);
  }),

  ...editRoute('/sys/annountCement/edit', { find: findAnnt, notFound: '未找到对应实体' }, async ({ user, body, existing }) => {
    const updated = await db.sysAnnouncement.update(existing, {
      data(draft) {
        for (const key of WRITABLE) {
          const value = str(body[key]);
          if (value !== null) (draft as unknown as Record<string, string>)[key] = key === 'titile' ? stripTags(value) : value;
        }
        if (draft.msgType === 'USER' && draft.userIds && !draft.userIds.endsWith(',') && draft.sendStatus !== '1') draft.userIds += ',';
        draft.updateBy = user.username;
        draft.updateTime = now();
      },
    });
    if (updated) await syncSendRows(plain(updated), user.username);
    return okMsgData('修改成功!', null);
  }),

  api.delete('/sys/annountCement/delete', async ({ query }) => {
    const existing = findAnnt(requiredParam(query, 'id'));
    if (!existing) return error('未找到对应实体');
    await db.sysAnnouncement.update(existing, { data: (d) => void (d.delFlag = '1') });
    return okMsgData('删除成功!', null);
  }),

  api.delete('/sys/annountCement/deleteBatch', async ({ query }) => {
    const ids = requiredParam(query, 'ids').split(',').filter(Boolean);
    if (ids.length === 0) return error('参数不识别！');
    for (const id of ids) {
      const existing = findAnnt(id);
      if (existing) await db.sysAnnouncement.update(existing, { data: (d) => void (d.delFlag = '1') });
    }
    return okMsgData('删除成功!', null);
  }),

  api.get('/sys/annountCement/queryById', ({ query }) => {
    const existing = findAnnt(query.get('id'));
    return existing ? c0(plain(existing)) : error('未找到对应实体');
  }),

  api.get('/sys/annountCement/doReleaseData', async ({ request, query }) => {
    const { user } = await requireSession(request);
    const existing = findAnnt(query.get('id'));
    if (!existing) return error('未找到对应实体');
    const released = await db.sysAnnouncement.update(existing, {
      data(d) {
        d.sendStatus = '1';
        d.sendTime = now();
        d.sender = user.username;
        // Published USER announcements lose the trailing comma (contract §4.3).
        if (d.msgType === 'USER' && d.userIds?.endsWith(',')) d.userIds = d.userIds.slice(0, -1);
      },
    });
    const row = plain(released ?? existing);
    await syncSendRows(row, user.username);
    pushAnnouncement(row);
    relayToOtherTabs({ type: 'announcement', id: row.id });
    return okMsgData('该系统通知发布成功', null);
  }),

  api.get('/sys/annountCement/doReovkeData', async ({ query }) => {
    const existing = findAnnt(query.get('id'));
    if (!existing) return error('未找到对应实体');
    await db.sysAnnouncement.update(existing, {
      data(d) {
        d.sendStatus = '2';
        d.cancelTime = now();
      },
    });
    return okMsgData('该系统通知撤销成功', null);
  }),

  api.get('/sys/annountCement/syncNotic', ({ query }) => {
    const id = query.get('anntId');
    const existing = findAnnt(id);
    if (existing) pushAnnouncement(plain(existing));
    else pushToAll({ cmd: 'topic', msgTxt: '批量设置已读' });
    return ok();
  }),

  api.get('/sys/annountCement/listByUser', async ({ request, query }) => {
    const { user } = await requireSession(request);
    const size = Number.parseInt(query.get('pageSize') ?? '5', 10) || 5;
    const seen = new Set(db.sysAnnouncementSend.findMany((q) => q.where({ userId: user.id })).map((s) => s.anntId));
    const missing = db.sysAnnouncement
      .findMany((q) => q.where({ msgType: 'ALL', delFlag: '0', sendStatus: '1' }))
      .filter((a) => !seen.has(a.id) && (a.endTime ?? '') >= (user.createTime ?? ''));
    for (const a of missing) {
      await db.sysAnnouncementSend.create({ id: newId(), anntId: a.id, userId: user.id, readFlag: '0', readTime: null, createBy: user.username, createTime: null, updateBy: null, updateTime: null });
    }
    const annt = unread(user.id, '1');
    const sys = unread(user.id, '2');
    const result: UserAnnouncements = {
      sysMsgList: sys.slice(0, size),
      sysMsgTotal: sys.length,
      anntMsgList: annt.slice(0, size),
      anntMsgTotal: annt.length,
    };
    return c0(result);
  }),

  api.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', async ({ request }) => {
    const { user } = await requireSession(request);
    const anntId = str((await readJson(request)).anntId);
    const row = anntId ? db.sysAnnouncementSend.findFirst((q) => q.where({ anntId, userId: user.id })) : undefined;
    if (row && row.readFlag !== '1') {
      await db.sysAnnouncementSend.update(row, {
        data(d) {
          d.readFlag = '1';
          d.readTime = now();
        },
      });
    }
    return c0(null);
  }),

  api.put('/sys/sysAnnouncementSend/readAll', async ({ request }) => {
    const { user } = await requireSession(request);
    for (const row of db.sysAnnouncementSend.findMany((q) => q.where({ userId: user.id, readFlag: '0' }))) {
      await db.sysAnnouncementSend.update(row, {
        data(d) {
          d.readFlag = '1';
          d.readTime = now();
        },
      });
    }
    pushToAll({ cmd: 'topic' });
    relayToOtherTabs({ type: 'topic' });
    return c0(null, '全部已读');
  }),

  api.get('/sys/sysAnnouncementSend/getMyAnnouncementSend', async ({ request, query }) => {
    const { user } = await requireSession(request);
    const byId = new Map(db.sysAnnouncement.findMany((q) => q.where({ sendStatus: '1', delFlag: '0' })).map((a) => [a.id, a]));
    const readFlag = query.get('readFlag');
    const busType = query.get('busType');
    const category = query.get('msgCategory');
    const rows: AnnouncementSendModel[] = [];
    for (const s of db.sysAnnouncementSend.findMany((q) => q.where({ userId: user.id }))) {
      const a = byId.get(s.anntId);
      if (!a) continue;
      if (!likeText(a.titile, query.get('titile')) || !likeText(a.sender, query.get('sender'))) continue;
      if ((readFlag && s.readFlag !== readFlag) || (busType && a.busType !== busType) || (category && a.msgCategory !== category)) continue;
      if (query.get('bizSource') === 'isNoBpm' && a.busType === 'bpm') continue;
      rows.push({
        id: s.id,
        anntId: a.id,
        userId: s.userId,
        titile: a.titile,
        msgContent: a.msgContent ?? null,
        sender: a.sender ?? null,
        priority: a.priority ?? null,
        readFlag: s.readFlag,
        sendTime: a.sendTime ?? null,
        msgCategory: a.msgCategory,
        busId: a.busId ?? null,
        busType: a.busType ?? null,
        openType: a.openType ?? null,
        openPage: a.openPage ?? null,
        msgAbstract: a.msgAbstract ?? null,
      });
    }
    rows.sort((x, y) => x.readFlag.localeCompare(y.readFlag) || (y.sendTime ?? '').localeCompare(x.sendTime ?? ''));
    return c0(toPage(rows, readPageParams(query)));
  }),
];
