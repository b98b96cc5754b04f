/**
 * Eight announcements covering every state the notice bell and the
 * announcement screens meet: published to all / to listed users, both
 * categories, draft, revoked, deleted, url and component open types.
 */
import type { SysAnnouncement, SysAnnouncementSend } from '@/api/sys/announcement';
import type { SysUserAccountRow } from '../db/rows';
import type { SeedContext } from './context';

interface Spec {
  titile: string;
  category: '1' | '2';
  type: 'ALL' | 'USER';
  status: '0' | '1' | '2';
  priority: 'H' | 'M' | 'L';
  day: number;
  users?: string[];
  delFlag?: '1';
  openType?: 'url' | 'component';
  openPage?: string;
}

const SPECS: Spec[] = [
  { titile: '关于做好2025年元旦春节期间值班工作的通知', category: '1', type: 'ALL', status: '1', priority: 'H', day: -5 },
  { titile: '省局网站栏目调整的公告', category: '1', type: 'ALL', status: '1', priority: 'M', day: -3, openType: 'url', openPage: '/content/notice' },
  { titile: '系统将于本周六凌晨进行升级维护', category: '2', type: 'ALL', status: '1', priority: 'M', day: -2 },
  { titile: '您有新的待审核信息', category: '2', type: 'USER', status: '1', priority: 'L', day: -1, users: ['admin', 'jeecg'], openType: 'component', openPage: 'audit/InfoAuditList' },
  { titile: '关于开展信息安全自查的通知', category: '1', type: 'USER', status: '1', priority: 'H', day: -1, users: ['admin', 'editor'] },
  { titile: '2025年度培训计划（草稿）', category: '1', type: 'ALL', status: '0', priority: 'L', day: 0 },
  { titile: '已撤销：临时停电通知', category: '1', type: 'ALL', status: '2', priority: 'M', day: -8 },
  { titile: '已删除的测试通告', category: '2', type: 'ALL', status: '1', priority: 'L', day: -9, delFlag: '1' },
];

export function announcementRows(ctx: SeedContext, users: SysUserAccountRow[]): { announcements: SysAnnouncement[]; sends: SysAnnouncementSend[] } {
  const byName = new Map(users.map((u) => [u.username, u]));
  const announcements: SysAnnouncement[] = [];
  const sends: SysAnnouncementSend[] = [];
  SPECS.forEach((s, i) => {
    const minutes = s.day * 60 * 24 + i * 7;
    const userIds = s.users?.map((name) => byName.get(name)!.id);
    const row: SysAnnouncement = {
      id: ctx.nextId(),
      titile: s.titile,
      msgContent: `<p>${s.titile}。</p><p>请各单位、各部门认真贯彻落实，<strong>确保各项工作有序开展</strong>。</p>`,
      startTime: ctx.at(minutes),
      endTime: ctx.at(minutes + 60 * 24 * 3650),
      sender: 'admin',
      priority: s.priority,
      msgCategory: s.category,
      msgType: s.type,
      sendStatus: s.status,
      sendTime: s.status === '0' ? null : ctx.at(minutes + 5),
      cancelTime: s.status === '2' ? ctx.at(minutes + 60) : null,
      delFlag: s.delFlag ?? '0',
      // USER announcements keep the trailing comma until published, then lose it (contract §4.3).
      userIds: userIds ? (s.status === '1' ? userIds.join(',') : `${userIds.join(',')},`) : null,
      busType: null,
      busId: null,
      openType: s.openType ?? null,
      openPage: s.openPage ?? null,
      msgAbstract: s.titile.slice(0, 20),
      dtTaskId: null,
      createBy: 'admin',
      createTime: ctx.at(minutes),
      updateBy: null,
      updateTime: null,
    };
    announcements.push(row);
    if (s.type === 'USER' && s.status === '1') {
      for (const userId of userIds ?? []) {
        sends.push({ id: ctx.nextId(), anntId: row.id, userId, readFlag: '0', readTime: null, createBy: 'admin', createTime: row.sendTime, updateBy: null, updateTime: null });
      }
    }
  });
  // admin has already read the first announcement, so the bell shows a mix.
  const admin = byName.get('admin')!;
  sends.push({ id: ctx.nextId(), anntId: announcements[0].id, userId: admin.id, readFlag: '1', readTime: ctx.at(-60 * 24 * 4), createBy: 'admin', createTime: announcements[0].sendTime, updateBy: null, updateTime: null });
  return { announcements, sends };
}
