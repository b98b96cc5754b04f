/**
 * The notice bell's list (contract §4.3): first gives the user a send row for
 * every published ALL announcement that ended after the user was created,
 * then returns unread, published, non-deleted items per category.
 */
import type { HttpHandler } from 'msw';
import type { SysAnnouncement, UserAnnouncements } from '@/api/types';
import { db } from '../db/tables';
import { plain } from '../db/table';
import { requireSession } from '../lib/auth';
import { newId } from '../lib/ids';
import { c0 } from '../lib/result';
import { api } from '../lib/route';

function unread(userId: string, category: string): SysAnnouncement[] {
  const anntIds = new Set(db.sysAnnouncementSend.findMany((q) => q.where({ userId, readFlag: '0' })).map((s) => s.anntId));
  return db.sysAnnouncement
    .findMany((q) => q.where({ sendStatus: '1', delFlag: '0', msgCategory: category }))
    .filter((a) => anntIds.has(a.id))
    .map((a) => plain(a))
    .sort((a, b) => (b.createTime ?? '').localeCompare(a.createTime ?? ''));
}

export const announcementHandlers: HttpHandler[] = [
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
];
