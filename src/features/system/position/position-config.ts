/** The 职务管理 screen as configuration of the list helper (console.md §3, contract §4.16). */
import type { SysPositionRow } from '@/api/sys/position';
import { listUrlsOf, type ListScreenSpec } from '@/widgets/list';
import { POSITION_API } from '@/api/sys/position';

export type PositionRow = SysPositionRow;

export const RANK_DICT = 'position_rank';

export const POSITION_TEXT = {
  exportName: '职务表',
  code: '职务编码',
  name: '职务名称',
  rank: '职级',
  codeRequired: '请输入职务编码',
  nameRequired: '请输入职务名称',
  rankRequired: '请选择职级',
  cancel: '取消',
  ok: '确定',
  close: '关闭',
} as const;

export const POSITION_SCREEN: ListScreenSpec<PositionRow> = {
  url: listUrlsOf(POSITION_API),
  exportName: POSITION_TEXT.exportName,
  columns: [
    { field: 'name', title: '职务名称', sortable: true },
    { field: 'code', title: '职务编码', sortable: true },
    // Sorting sends column=postRank_dictText; the backend strips the suffix.
    { field: 'postRank_dictText', title: '职级', sortable: true },
  ],
  queryFields: [{ name: 'name', label: '职务名称', mode: 'like', placeholder: '请输入名称模糊查询' }],
  superQueryFields: [
    { value: 'name', text: '职务名称' },
    { value: 'code', text: '职务编码' },
    { value: 'postRank', text: '职级', dictCode: RANK_DICT },
    { value: 'createTime', text: '创建时间', type: 'datetime' },
  ],
  permissionPrefix: 'position',
  /** Headers the import preview insists on (the @Excel names of code and name). */
  importRequiredColumns: ['职务编码', '职务名称'],
};
