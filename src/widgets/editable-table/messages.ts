/**
 * Text of the editable table. Entries marked "spec" are copied from
 * widgets.md; the others are the Vue console's labels (JVxeTable), which the
 * spec names only in English.
 */
export const ET_TEXT = {
  /** spec §2 */
  empty: '暂无数据',
  statistics: '统计',
  moveUp: '向上移',
  moveDown: '向下移',
  insertRow: '插入一行',
  /** spec §8 */
  tooFast: '你点击的太快了，请慢点点击!',
  subFormFailed: '打开子表失败',
  badTreeData: '返回数据类型不识别',
  loading: '加载中…',
  noSearchResult: '没有查询到任何数据',
  enterSearch: '请输入搜索内容',
  uploadFailed: '上传失败',
  unknownError: '未知错误',
  uploadText: '上传',
  fileFailed: '上传失败.',
  fileDone: '上传成功!',
  fileUploadText: '点击上传',
  imageTooLarge: '文件大小不可超过5M',
  imageBadFormat: '不支持该格式文件',
  needImage: '请上传图片',
  popupBadConfig: 'popup参数未正确配置!',
  popupFieldMismatch: 'popup参数未正确配置,原始值和目标值数量不一致!',
  emptyDictCode: '字典Code不能为空!',
  /** Vue console labels */
  add: '新增',
  remove: '删除',
  clearSelection: '清空选择',
  collapse: '收起',
  expand: '展开',
  addSettings: '新增设置',
  addCount: '添加行数',
  addPosition: '添加位置',
  addPositionHint: '0 = 末尾',
  addScroll: '滚动到新行',
  ok: '确定',
  selectAll: '全选',
  selectRow: '选择',
  dragHandle: '拖动排序',
  expandRow: '展开子级',
  collapseRow: '收起子级',
  download: '下载',
  removeFile: '删除文件',
  pick: '选择',
  details: '详情',
  uploading: '上传中',
} as const;

export const ADD_SETTINGS_KEY = 'editable-table.add-settings';

/** Sizes of widgets.md §9 (px). */
export const ET_SIZES = {
  rowHeight: 61,
  maxHeight: 400,
  headerHeight: 44,
  defaultWidth: 120,
  datetimeWidth: 200,
  userWidth: 220,
  departWidth: 160,
  datetimeMinWidth: 190,
  userMinWidth: 190,
  departMinWidth: 190,
  dateMinWidth: 135,
  seqWidth: 60,
  selectionWidth: 40,
  selectionWidthWithStatistics: 60,
  dragWidth: 40,
  treeIndent: 16,
} as const;

/** Timings of widgets.md §9 (ms). */
export const ET_TIMINGS = {
  insertDebounce: 1500,
  reloadFlash: 1400,
  subFormRetries: 3,
  subFormRetryDelay: 100,
  asyncSearchDebounce: 800,
  asyncSearchPageSize: 10,
  /** The popover opens below the click when more than this many px remain under it. */
  subFormBelowThreshold: 350,
} as const;
