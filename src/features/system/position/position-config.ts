/** The 职务管理 screen as configuration of the list helper (console.md §3, contract §4.16). */
import type { SysPositionRow } from '@/api/sys/position';
import type { SuperQueryField } from '@/widgets/advanced-query';
import type { ListColumn, ListUrls, QueryField } from '@/widgets/list';
import { POSITION_API } from '@/api/sys/position';

export type PositionRow = SysPositionRow;

export const POSITION_URLS: ListUrls = {
  list: POSITION_API.list,
  delete: POSITION_API.delete,
  deleteBatch: POSITION_API.deleteBatch,
  exportXls: POSITION_API.exportXls,
  importExcel: POSITION_API.importExcel,
};

export const RANK_DICT = 'position_rank';

export const POSITION_COLUMNS: readonly ListColumn<PositionRow>[] = [
  { field: 'name', title: '职务名称', sortable: true },
  { field: 'code', title: '职务编码', sortable: true },
  // Sorting sends column=postRank_dictText; the backend strips the suffix.
  { field: 'postRank_dictText', title: '职级', sortable: true },
];

export const POSITION_QUERY: readonly QueryField[] = [{ name: 'name', label: '职务名称', mode: 'like', placeholder: '请输入名称模糊查询' }];

export const POSITION_SUPER_QUERY: readonly SuperQueryField[] = [
  { value: 'name', text: '职务名称' },
  { value: 'code', text: '职务编码' },
  { value: 'postRank', text: '职级', dictCode: RANK_DICT },
  { value: 'createTime', text: '创建时间', type: 'datetime' },
];

/** Headers the import preview insists on (the @Excel names of code and name). */
export const POSITION_IMPORT_COLUMNS = ['职务编码', '职务名称'];

export const POSITION_TEXT = {
  exportName: '职务表',
  titles: { add: '新增', edit: '编辑', detail: '详情' },
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
