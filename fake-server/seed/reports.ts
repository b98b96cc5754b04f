/**
 * Online reports (onl_cgreport_head / onl_cgreport_item) for the popup
 * picker. The online-report module is closed source, so these rows follow
 * the public table layout; the report's SQL is kept to
 * `select * from <table> [where col = 'v' and …]`, which the fake evaluates
 * over the registered tables. Ids derive from the codes (order-independent).
 */
import { defineTable, insertAll } from '../db/table';
import { hexId } from '../lib/ids';
import type { SeedContext } from './context';

export interface OnlCgreportHead {
  id: string;
  code: string;
  name: string;
  cgrSql: string;
  dbSource: string | null;
  content: string | null;
  createBy: string | null;
  createTime: string | null;
}

export interface OnlCgreportItem {
  id: string;
  cgrheadId: string;
  fieldName: string;
  fieldTxt: string;
  fieldWidth: number | null;
  /** String | Integer | Date */
  fieldType: string;
  /** single | group (null when not searchable) */
  searchMode: string | null;
  isOrder: number;
  isSearch: number;
  /** Our addition (the real column set has no such flag): 1 = condition shown after 展开. */
  searchHidden: number;
  dictCode: string | null;
  isShow: number;
  orderNum: number;
}

export const onlCgreportHead = defineTable<OnlCgreportHead>('onl_cgreport_head');
export const onlCgreportItem = defineTable<OnlCgreportItem>('onl_cgreport_item');

type ItemSpec = [fieldName: string, fieldTxt: string, opts?: Partial<Omit<OnlCgreportItem, 'id' | 'cgrheadId' | 'fieldName' | 'fieldTxt' | 'orderNum'>>];

interface ReportSpec {
  code: string;
  name: string;
  sql: string;
  items: ItemSpec[];
}

/** Report codes the demo and the tests use. */
export const REPORT_CODES = { user: 'report_user', depart: 'report_depart', role: 'report_role' } as const;

const search = (extra: Partial<OnlCgreportItem> = {}): Partial<OnlCgreportItem> => ({ isSearch: 1, searchMode: 'single', ...extra });

const REPORTS: ReportSpec[] = [
  {
    code: REPORT_CODES.user,
    name: '用户信息',
    sql: 'select * from sys_user where del_flag = 0',
    items: [
      ['username', '账号', { ...search(), isOrder: 1 }],
      ['realname', '姓名', search()],
      ['sex', '性别', { ...search(), dictCode: 'sex', fieldType: 'Integer' }],
      ['phone', '手机号', search({ searchHidden: 1 })],
      ['email', '邮箱', search({ searchHidden: 1 })],
      ['birthday', '生日', { ...search({ searchHidden: 1, searchMode: 'group' }), fieldType: 'Date', isOrder: 1 }],
      ['status', '状态', { dictCode: 'user_status', fieldType: 'Integer' }],
    ],
  },
  {
    code: REPORT_CODES.depart,
    name: '部门信息',
    sql: "select * from sys_depart where del_flag = '0'",
    items: [
      ['departName', '部门名称', search()],
      ['orgCode', '机构编码', { ...search(), isOrder: 1 }],
      ['orgCategory', '机构类别', { ...search({ searchHidden: 1 }), dictCode: 'org_category' }],
      ['mobile', '电话'],
    ],
  },
  {
    code: REPORT_CODES.role,
    name: '角色信息',
    sql: 'select * from sys_role',
    items: [
      ['roleName', '角色名称', search()],
      ['roleCode', '角色编码', { ...search(), isOrder: 1 }],
      ['description', '描述'],
    ],
  },
];

export function reportRows(ctx: SeedContext): { heads: OnlCgreportHead[]; items: OnlCgreportItem[] } {
  const heads: OnlCgreportHead[] = [];
  const items: OnlCgreportItem[] = [];
  REPORTS.forEach((spec, i) => {
    const id = hexId(`report:${spec.code}`);
    heads.push({ id, code: spec.code, name: spec.name, cgrSql: spec.sql, dbSource: null, content: null, createBy: 'admin', createTime: ctx.at(-60 * 24 * 100 + i) });
    spec.items.forEach(([fieldName, fieldTxt, opts = {}], j) => {
      items.push({
        id: hexId(`report:${spec.code}:${fieldName}`),
        cgrheadId: id,
        fieldName,
        fieldTxt,
        fieldWidth: null,
        fieldType: 'String',
        searchMode: null,
        isOrder: 0,
        isSearch: 0,
        searchHidden: 0,
        dictCode: null,
        isShow: 1,
        orderNum: j,
        ...opts,
      });
    });
  });
  return { heads, items };
}

/** Listed in the seed entry (seed/index.ts). */
export async function seedReports(ctx: SeedContext): Promise<void> {
  const { heads, items } = reportRows(ctx);
  await insertAll(onlCgreportHead, heads);
  await insertAll(onlCgreportItem, items);
}
