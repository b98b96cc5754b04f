/** The 数据字典 screen as configuration of the list helper (contract §4.5, DictList.vue). */
import type { SysDict, SysDictItemRow } from '@/api/sys/dict';
import { listUrlsOf, type ListColumn, type ListScreenSpec, type QueryField } from '@/widgets/list';
import type { RecordField } from '@/widgets/form';
import { DICT_API, DICT_ITEM_API } from '@/api/sys/dict';

export type DictRow = SysDict;
export type DictItemRow = SysDictItemRow;

export const DICT_URLS = listUrlsOf(DICT_API);

export const DICT_ITEM_URLS = listUrlsOf(DICT_ITEM_API);

export const ITEM_STATUS_DICT = 'dict_item_status';

export const DICT_ITEM_COLUMNS: readonly ListColumn<DictItemRow>[] = [
  { field: 'itemText', title: '名称' },
  { field: 'itemValue', title: '数据值' },
  { field: 'sortOrder', title: '排序', width: 80, sortable: true },
  { field: 'status_dictText', title: '状态', width: 90 },
];

export const DICT_ITEM_QUERY: readonly QueryField[] = [
  { name: 'itemText', label: '名称', mode: 'like' },
  { name: 'status', label: '状态', type: 'select', dictCode: ITEM_STATUS_DICT },
];

export const DICT_TEXT = {
  exportName: '字典信息',
  dictConfig: '字典配置',
  refreshCache: '刷新缓存',
  refreshDone: '刷新缓存完成！',
  refreshFailed: '刷新缓存失败！',
  recycleBin: '回收站',
  binTitle: '字典回收站',
  binEmpty: '暂无数据',
  restore: '取回',
  deleteForGood: '彻底删除',
  confirmDeleteForGood: '确定彻底删除吗?',
  itemsTitle: '字典列表',
} as const;

/** DictModal.vue: name and code required, the code unique over sys_dict. */
export function dictFields(checkCode: RecordField['check']): RecordField[] {
  return [
    { name: 'dictName', label: '字典名称', required: '请输入字典名称!', maxLength: 100 },
    { name: 'dictCode', label: '字典编码', required: '请输入字典编码!', maxLength: 100, check: checkCode },
    { name: 'description', label: '描述', kind: 'multiline', maxLength: 255 },
  ];
}

/** DictItemModal.vue: text and value required, the value unique inside its dictionary. */
export function dictItemFields(checkValue: RecordField['check']): RecordField[] {
  return [
    { name: 'itemText', label: '名称', required: '请输入名称!', maxLength: 100 },
    { name: 'itemValue', label: '数据值', required: '请输入数据值!', maxLength: 100, check: checkValue },
    { name: 'description', label: '描述', kind: 'multiline', maxLength: 255 },
    { name: 'sortOrder', label: '排序值', kind: 'number', defaultValue: '1', placeholder: '值越小越靠前' },
    { name: 'status', label: '是否启用', kind: 'switch', switchValues: ['1', '0'], defaultValue: '1' },
  ];
}

export const DICT_SCREEN: ListScreenSpec<DictRow> = {
  url: DICT_URLS,
  exportName: DICT_TEXT.exportName,
  columns: [
    { field: 'dictName', title: '字典名称', sortable: true },
    { field: 'dictCode', title: '字典编号', sortable: true },
    { field: 'description', title: '描述' },
  ],
  queryFields: [
    { name: 'dictName', label: '字典名称', mode: 'like' },
    { name: 'dictCode', label: '字典编号', mode: 'like' },
  ],
  superQueryFields: [
    { value: 'dictName', text: '字典名称' },
    { value: 'dictCode', text: '字典编号' },
    { value: 'description', text: '描述' },
    { value: 'createTime', text: '创建时间', type: 'datetime' },
  ],
  permissionPrefix: 'dict',
  /** Headers the import preview insists on (SysDictPage's @Excel names of name and code). */
  importRequiredColumns: ['字典名称', '字典编码'],
};
