/**
 * sys_log: login/logout rows spread over the 30 days before the moment of
 * seeding (so the 7-day visit chart always has data), plus operation logs at
 * the fixed epoch. Uses its own PRNG so "now" never shifts other seed data.
 */
import type { SysLog } from '@/api/sys/log';
import { SEED } from '../config';
import type { SysUserAccountRow } from '../db/rows';
import { DAY_MS, formatDateTime, startOfDay } from '../lib/dates';
import { intBetween, mulberry32, pick } from '../lib/random';
import type { SeedContext } from './context';

const OPERATIONS: Array<[content: string, url: string, method: string, operateType: number]> = [
  ['用户管理-分页列表查询', '/sys/user/list', 'GET', 1],
  ['用户管理-添加用户', '/sys/user/add', 'POST', 2],
  ['用户管理-编辑用户', '/sys/user/edit', 'PUT', 3],
  ['角色管理-删除', '/sys/role/delete', 'DELETE', 4],
  ['数据字典-导入', '/sys/dict/importExcel', 'POST', 5],
  ['用户管理-导出', '/sys/user/exportXls', 'GET', 6],
  ['通知公告-发布', '/sys/annountCement/doReleaseData', 'GET', 3],
];

function blank(): Omit<SysLog, 'id' | 'logContent' | 'logType' | 'createTime'> {
  return { createBy: null, updateBy: null, updateTime: null, costTime: null, ip: null, requestParam: null, requestType: null, requestUrl: null, method: null, username: null, userid: null, operateType: null };
}

export function logRows(ctx: Pick<SeedContext, 'now' | 'nextId' | 'at'>, users: readonly SysUserAccountRow[]): SysLog[] {
  const random = mulberry32(SEED + 7);
  const active = users.filter((u) => u.status === 1 && u.delFlag === 0);
  const ips = Array.from({ length: 24 }, (_, i) => `10.${12 + (i % 3)}.${(i * 37) % 250}.${(i * 73) % 250 + 2}`);
  const stamped: Array<[number, Omit<SysLog, 'id'>]> = [];
  const today = startOfDay(ctx.now);
  for (let day = 29; day >= 0; day -= 1) {
    const dayStart = today - day * DAY_MS;
    const span = day === 0 ? Math.max(1, ctx.now - dayStart) : DAY_MS;
    const count = intBetween(random, 12, 36);
    for (let i = 0; i < count; i += 1) {
      const at = dayStart + Math.floor(random() * span);
      const user = i === 0 ? active[0] : pick(random, active);
      const logout = random() < 0.15;
      stamped.push([
        at,
        {
          ...blank(),
          createBy: user.username,
          createTime: formatDateTime(at),
          ip: pick(random, ips),
          username: user.realname,
          userid: user.username,
          logContent: logout ? `用户名: ${user.realname},退出成功！` : `用户名: ${user.username},登录成功！`,
          logType: 1,
        },
      ]);
    }
  }
  stamped.sort((a, b) => a[0] - b[0]);
  const rows: SysLog[] = stamped.map(([, row]) => ({ id: ctx.nextId(), ...row }));
  for (let i = 0; i < 40; i += 1) {
    const [content, url, method, operateType] = OPERATIONS[i % OPERATIONS.length];
    const user = active[i % 5];
    rows.push({
      ...blank(),
      id: ctx.nextId(),
      createBy: user.username,
      createTime: ctx.at(-60 * 24 * 20 + i * 97),
      costTime: 5 + ((i * 37) % 300),
      ip: ips[i % ips.length],
      requestParam: '[]',
      requestType: method,
      requestUrl: url,
      method: `org.jeecg.modules.system.controller.${url.split('/')[2] ?? 'sys'}Controller.${url.split('/').pop()}()`,
      username: user.realname,
      userid: user.username,
      logContent: content,
      logType: 2,
      operateType,
    });
  }
  return rows;
}
