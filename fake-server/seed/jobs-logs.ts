/**
 * Scheduled jobs (the samples JeecgBoot ships with, all stopped so nothing
 * pretends to run) and a few record versions for the data log. Operation
 * and login logs come from seed/logs.ts. Deterministic: ids from the context.
 */
import type { SysDataLog } from '@/api/sys/data-log';
import type { QuartzJob } from '@/api/sys/quartz';
import { insertAll } from '../db/table';
import { dataLogTable } from '../handlers/sys-data-log';
import { quartzJobTable } from '../handlers/sys-quartz';
import type { SeedContext } from './context';

const JOBS: ReadonlyArray<readonly [className: string, cron: string, parameter: string | null, description: string, status: number]> = [
  ['org.jeecg.modules.quartz.job.SampleJob', '0/1 * * * * ?', null, '每秒执行的示例任务', -1],
  ['org.jeecg.modules.quartz.job.SampleParamJob', '0/1 * * * * ?', 'scott', '带参数的示例任务', -1],
  ['org.jeecg.modules.quartz.job.AsyncJob', '0 0/30 * * * ?', null, '异步示例任务', -1],
  ['org.jeecg.modules.message.job.SendMsgJob', '0 0 2 * * ?', null, '消息推送任务（每天凌晨两点）', 0],
];

export function jobRows(ctx: SeedContext): QuartzJob[] {
  return JOBS.map(([jobClassName, cronExpression, parameter, description, status], i) => ({
    id: ctx.nextId(),
    createBy: 'admin',
    createTime: ctx.at(-60 * 24 * 30 + i * 90),
    delFlag: 0,
    updateBy: null,
    updateTime: null,
    jobClassName,
    cronExpression,
    parameter,
    description,
    status,
  }));
}

/** [table, record id, versions of the record as successive edits]. */
const HISTORIES: ReadonlyArray<readonly [string, string, ReadonlyArray<Record<string, unknown>>]> = [
  [
    'sys_position',
    '1580000000000000101',
    [
      { id: '1580000000000000101', code: 'ZW101', name: '信息科科长', postRank: '3', sysOrgCode: 'A01' },
      { id: '1580000000000000101', code: 'ZW101', name: '信息化科科长', postRank: '3', sysOrgCode: 'A01' },
      { id: '1580000000000000101', code: 'ZW101', name: '信息化科科长', postRank: '4', sysOrgCode: 'A01A01' },
    ],
  ],
  [
    'demo',
    '1580000000000000202',
    [
      { id: '1580000000000000202', name: '张三', sex: '1', age: 28, email: 'zhangsan@example.com', content: '初稿' },
      { id: '1580000000000000202', name: '张三', sex: '1', age: 29, email: 'zhangsan@bureau.example.com', content: '修改了年龄和邮箱' },
    ],
  ],
];

export function dataLogRows(ctx: SeedContext): SysDataLog[] {
  const rows: SysDataLog[] = [];
  HISTORIES.forEach(([dataTable, dataId, versions], h) => {
    versions.forEach((content, v) => {
      rows.push({
        id: ctx.nextId(),
        createBy: 'admin',
        createTime: ctx.at(-60 * 24 * (10 - h) + v * 45),
        updateBy: null,
        updateTime: null,
        dataTable,
        dataId,
        dataContent: JSON.stringify(content),
        dataVersion: String(v + 1),
      });
    });
  });
  return rows;
}

/** Listed in the seed entry (seed/index.ts). */
export async function seedJobsAndLogs(ctx: SeedContext): Promise<void> {
  await insertAll(quartzJobTable, jobRows(ctx));
  await insertAll(dataLogTable, dataLogRows(ctx));
}
