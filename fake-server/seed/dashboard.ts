/**
 * The 任务看板 tasks (`/dashboard/tasks`): a bureau's ongoing work items, spread over the three
 * columns, assigned to seeded users and departments. Deterministic (context PRNG and epoch only).
 */
import type { DashboardTask, DashboardTaskStatus } from '@/api/dashboard';
import { db } from '../db/tables';
import { defineTable, insertAll } from '../db/table';
import { formatDate } from '../lib/dates';
import { pick } from '../lib/random';
import type { SeedContext } from './context';

export const dashboardTaskTable = defineTable<DashboardTask>('biz_dashboard_task');

const TITLES: readonly string[] = [
  '春节前走访慰问离退休老干部',
  '更新门户网站“工作动态”栏目',
  '编制年度老干部工作要点',
  '组织老干部参观学习活动',
  '整理离退休干部健康档案',
  '审核“学习园地”投稿文章',
  '筹备重阳节敬老座谈会',
  '核对离休费发放明细',
  '撰写季度信息简报',
  '梳理网站栏目内容更新计划',
  '开展老干部信息化培训',
  '修订来访接待工作规程',
  '汇总各处室月度工作报告',
  '排查网站安全漏洞并整改',
  '联系医院安排老干部年度体检',
  '征集“榜样力量”先进事迹',
  '更新首页轮播图片',
  '制作专题活动宣传海报',
  '整理信访件办理台账',
  '完成党支部组织生活会材料',
  '统计老年大学报名情况',
  '复核关爱儿童专项资金使用',
  '准备局务会议汇报材料',
  '清理过期通知公告',
];

const STATUSES: readonly DashboardTaskStatus[] = ['todo', 'todo', 'doing', 'doing', 'done'];
const PRIORITIES: ReadonlyArray<DashboardTask['priority']> = ['L', 'M', 'M', 'H'];

export function dashboardTaskRows(ctx: SeedContext): DashboardTask[] {
  const users = db.sysUser.findMany((q) => q.where({ delFlag: 0, status: 1 }));
  const departs = db.sysDepart.all();
  return TITLES.map((title, i) => {
    const created = ctx.epoch - (TITLES.length - i) * 36 * 3600_000;
    return {
      id: ctx.nextId(),
      title,
      status: pick(ctx.random, STATUSES),
      priority: pick(ctx.random, PRIORITIES),
      assignee: users.length ? pick(ctx.random, users).realname : '管理员',
      departName: departs.length ? pick(ctx.random, departs).departName : '办公室',
      dueDate: formatDate(created + (5 + Math.floor(ctx.random() * 20)) * 24 * 3600_000),
      createTime: ctx.at(-(TITLES.length - i) * 36 * 60),
      updateTime: null,
    };
  });
}

export async function seedDashboardTasks(ctx: SeedContext): Promise<void> {
  await insertAll(dashboardTaskTable, dashboardTaskRows(ctx));
}
