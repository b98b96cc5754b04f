/**
 * A 3-level department tree: 省局 (A01) → 8 处室/市局 (A01A01…) → 3-5 科室
 * each (A01A01A01…). orgType is the depth, orgCategory 1/2/3 by depth.
 */
import type { SysDepart } from '@/api/sys/depart';
import type { SeedContext } from './context';

const SECOND_LEVEL: Array<[string, string[]]> = [
  ['办公室', ['综合科', '秘书科', '档案科']],
  ['政策法规处', ['法规科', '复议科', '规范性文件科', '普法宣传科']],
  ['人事处', ['干部科', '教育培训科', '工资福利科']],
  ['财务处', ['预算科', '会计科', '资产管理科', '内部审计科']],
  ['信息中心', ['系统运维科', '网络安全科', '数据管理科', '网站编辑科', '软件开发科']],
  ['东城市局', ['办公室', '业务一科', '业务二科', '综合服务科']],
  ['西江市局', ['办公室', '业务科', '稽查科']],
  ['南湖市局', ['办公室', '业务一科', '业务二科', '纳税服务科', '督察内审科']],
];

/** YouBian code of the n-th (0-based) child: A01, A02 … */
const segment = (index: number) => `A${String(index + 1).padStart(2, '0')}`;

export function departRows(ctx: SeedContext): SysDepart[] {
  const rows: SysDepart[] = [];
  const make = (parentId: string | null, name: string, orgCode: string, depth: number, order: number): SysDepart => {
    const row: SysDepart = {
      id: ctx.nextId(),
      parentId,
      departName: name,
      departNameEn: null,
      departNameAbbr: null,
      departOrder: order,
      description: null,
      orgCategory: String(depth),
      orgType: String(depth),
      orgCode,
      mobile: depth === 1 ? '0551-62800000' : null,
      fax: null,
      address: depth === 1 ? '省府路 1 号' : null,
      memo: null,
      status: '1',
      delFlag: '0',
      qywxIdentifier: null,
      createBy: 'admin',
      createTime: ctx.at(-60 * 24 * 390 + rows.length),
      updateBy: null,
      updateTime: null,
      directorUserIds: null,
      oldDirectorUserIds: null,
    };
    rows.push(row);
    return row;
  };
  const root = make(null, '省局', segment(0), 1, 0);
  SECOND_LEVEL.forEach(([name, sections], i) => {
    const office = make(root.id, name, root.orgCode + segment(i), 2, i);
    sections.forEach((section, j) => make(office.id, section, office.orgCode + segment(j), 3, j));
  });
  return rows;
}
