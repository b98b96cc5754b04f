/**
 * The 分类字典 (sys_category, contract §4.9): a few category trees with
 * YouBian codes (A01, A01A01 …). Ids derive from the codes, so seeding in
 * any order (or twice, in tests) gives the same rows.
 */
import type { SysCategory } from '@/api/sys/category';
import { defineTable, insertAll } from '../db/table';
import { registerTableDict } from '../lib/dict';
import { hexId } from '../lib/ids';
import type { SeedContext } from './context';

/** The category table; the pickers' handlers and a future 分类字典 screen read it. */
export const sysCategory = defineTable<SysCategory>('sys_category');

// Table dictionaries (`sys_category,name,id`) and tree selects read it like any table.
registerTableDict('sys_category', () => sysCategory.all());

type Tree = Array<[string, Tree?]>;

const TREES: Tree = [
  [
    '信息分类',
    [
      ['政务公开', [['政策文件'], ['通知公告'], ['人事信息'], ['财政资金']]],
      ['新闻动态', [['工作动态'], ['基层风采'], ['媒体关注']]],
      ['办事服务', [['办事指南'], ['表格下载']]],
      ['互动交流', [['局长信箱'], ['在线访谈'], ['意见征集']]],
    ],
  ],
  ['文件类型', [['规范性文件'], ['工作文件', [['请示'], ['报告'], ['函']]], ['会议纪要']]],
  ['专题栏目', [['党建工作'], ['作风建设'], ['法治宣传']]],
];

const code = (index: number) => `A${String(index + 1).padStart(2, '0')}`;

export function categoryRows(ctx: SeedContext): SysCategory[] {
  const rows: SysCategory[] = [];
  const walk = (nodes: Tree, pid: string, prefix: string) => {
    nodes.forEach(([name, children], i) => {
      const rowCode = prefix + code(i);
      const id = hexId(`category:${rowCode}`);
      rows.push({
        id,
        pid,
        name,
        code: rowCode,
        sysOrgCode: 'A01',
        hasChild: children && children.length > 0 ? '1' : '0',
        createBy: 'admin',
        createTime: ctx.at(-60 * 24 * 200 + rows.length),
        updateBy: null,
        updateTime: null,
      });
      if (children) walk(children, id, rowCode);
    });
  };
  walk(TREES, '0', '');
  return rows;
}

/** Listed in the seed entry (seed/index.ts). */
export async function seedCategories(ctx: SeedContext): Promise<void> {
  await insertAll(sysCategory, categoryRows(ctx));
}
