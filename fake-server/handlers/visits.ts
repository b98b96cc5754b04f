/** Login statistics of the home dashboard (contract §4.1): /sys/loginfo and /sys/visitInfo over log_type 1 rows. */
import type { HttpHandler } from 'msw';
import type { LoginInfo, VisitInfo } from '@/api/sys/log';
import { db } from '../db/tables';
import { DAY_MS, formatDate, formatMonthDay, parseDateTime, startOfDay } from '../lib/dates';
import { c0, okMsgData } from '../lib/result';
import { api } from '../lib/route';

function loginLogs(): Array<{ at: number; ip: string | null | undefined }> {
  return db.sysLog
    .findMany((q) => q.where({ logType: 1 }))
    .map((row) => ({ at: parseDateTime(row.createTime ?? ''), ip: row.ip }));
}

export const visitHandlers: HttpHandler[] = [
  api.get('/sys/loginfo', () => {
    const logs = loginLogs();
    const dayStart = startOfDay(Date.now());
    const today = logs.filter((l) => l.at >= dayStart && l.at < dayStart + DAY_MS);
    const info: LoginInfo = {
      totalVisitCount: logs.length,
      todayVisitCount: today.length,
      todayIp: new Set(today.map((l) => l.ip).filter((ip) => ip != null)).size,
    };
    // Yes, the message of this statistics call is "登录成功".
    return okMsgData('登录成功', info);
  }),

  api.get('/sys/visitInfo', () => {
    const end = startOfDay(Date.now()) + DAY_MS;
    const start = end - 7 * DAY_MS;
    const days = new Map<string, { visit: number; ips: Set<string>; at: number }>();
    for (const log of loginLogs()) {
      if (!(log.at >= start && log.at < end)) continue;
      const key = formatDate(log.at);
      const day = days.get(key) ?? { visit: 0, ips: new Set<string>(), at: log.at };
      day.visit += 1;
      if (log.ip != null) day.ips.add(log.ip);
      days.set(key, day);
    }
    // GROUP BY day: days without logins are absent, ordered by date.
    const result: VisitInfo[] = [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([tian, d]) => ({ visit: d.visit, ip: d.ips.size, tian, type: formatMonthDay(d.at) }));
    return c0(result);
  }),
];
