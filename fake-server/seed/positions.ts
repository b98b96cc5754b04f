/**
 * Forty positions of a provincial bureau (职务管理), dated over the weeks
 * before the seed epoch so the default `createTime desc` order is visible.
 * Deterministic: no randomness beyond the context's id counter.
 */
import type { SysPosition } from '@/api/sys/position';
import { insertAll } from '../db/table';
import { positionTable } from '../handlers/position';
import type { SeedContext } from './context';

/** [code, name, postRank] — ranks are position_rank values 1 员级 … 5 正高级. */
const POSITIONS: ReadonlyArray<readonly [string, string, string]> = [
  ['ZW001', '局长', '5'],
  ['ZW002', '副局长', '5'],
  ['ZW003', '总工程师', '5'],
  ['ZW004', '一级巡视员', '5'],
  ['ZW005', '二级巡视员', '4'],
  ['ZW006', '处长', '4'],
  ['ZW007', '副处长', '4'],
  ['ZW008', '一级调研员', '4'],
  ['ZW009', '二级调研员', '4'],
  ['ZW010', '三级调研员', '3'],
  ['ZW011', '四级调研员', '3'],
  ['ZW012', '科长', '3'],
  ['ZW013', '副科长', '3'],
  ['ZW014', '一级主任科员', '3'],
  ['ZW015', '二级主任科员', '3'],
  ['ZW016', '三级主任科员', '2'],
  ['ZW017', '四级主任科员', '2'],
  ['ZW018', '一级科员', '2'],
  ['ZW019', '二级科员', '1'],
  ['ZW020', '办事员', '1'],
  ['ZW021', '办公室主任', '4'],
  ['ZW022', '办公室副主任', '3'],
  ['ZW023', '信息中心主任', '4'],
  ['ZW024', '网站主编', '3'],
  ['ZW025', '网站编辑', '2'],
  ['ZW026', '网络安全管理员', '2'],
  ['ZW027', '系统运维工程师', '3'],
  ['ZW028', '高级工程师', '4'],
  ['ZW029', '工程师', '3'],
  ['ZW030', '助理工程师', '2'],
  ['ZW031', '技术员', '1'],
  ['ZW032', '财务主管', '3'],
  ['ZW033', '会计', '2'],
  ['ZW034', '出纳', '1'],
  ['ZW035', '档案管理员', '1'],
  ['ZW036', '法制审核员', '2'],
  ['ZW037', '督查专员', '3'],
  ['ZW038', '党务专员', '2'],
  ['ZW039', '人事专员', '2'],
  ['ZW040', '后勤保障员', '1'],
];

export function positionRows(ctx: SeedContext): SysPosition[] {
  return POSITIONS.map(([code, name, postRank], i) => {
    // Oldest first, a bit more than a day apart (minutes before the epoch).
    const created = -(POSITIONS.length - i) * 1531;
    const edited = i % 7 === 3;
    return {
      id: ctx.nextId(),
      code,
      name,
      postRank,
      companyId: null,
      createBy: 'admin',
      createTime: ctx.at(created),
      updateBy: edited ? 'admin' : null,
      updateTime: edited ? ctx.at(created + 600) : null,
      sysOrgCode: 'A01',
    };
  });
}

/** Listed in the seed entry (seed/index.ts). */
export async function seedPositions(ctx: SeedContext): Promise<void> {
  await insertAll(positionTable, positionRows(ctx));
}
