/** User-facing texts of the pickers, copied from widgets.md (§2, §5, §8, §9) and the Vue console. */
export const PICKER_TEXT = {
  departTitle: '选择层级',
  departPlaceholder: '请点击选择层级',
  departSearch: '请输入部门名称按回车进行搜索',
  treeOperations: '树操作',
  linkParentChild: '父子关联',
  unlinkParentChild: '取消关联',
  userTitle: '根据部门选择用户',
  userPlaceholder: '请先选择用户',
  userButton: '选择用户',
  userAccount: '用户账号',
  userSearch: '请输入账号',
  close: '关闭',
  confirm: '确认',
  ok: '确定',
  clear: '清空',
  search: '查询',
  reset: '重置',
  expand: '展开',
  collapse: '收起',
  loading: '加载中…',
  select: '选择',
  remove: '删除',
  action: '操作',
  placeholder: '请选择',
  noData: '暂无数据',
  selectedCount: (n: number) => `已选择 ${n}项`,
  total: (from: number, to: number, total: number) => `${from}-${to} 共 ${total} 条`,
  selectedTitle: (name: string) => `已选${name}`,
  bizTitle: (name: string) => `${name}选择`,
  inputPrompt: (label: string) => `请输入${label}`,
  popupError: '出错了',
  popupInitFailed: (message: string) => `Popup初始化失败，请检查你的配置或稍后重试！错误信息如下：${message}`,
  areaPlaceholder: '请选择省市区',
  province: '省',
  city: '市',
  district: '区',
  rangeFrom: '开始',
  rangeTo: '结束',
} as const;

export const PICKER_MESSAGES = {
  popupNotConfigured: 'popup参数未正确配置!',
  popupFieldMismatch: 'popup参数未正确配置,原始值和目标值数量不一致!',
  selectOneRecord: '请选择一条记录',
  treeSelectCondition: '组件JTreeSelect-condition传值有误，需要一个json字符串!',
  badAreaType: 'Bad type value',
} as const;

/** Column titles of the user pick table. */
export const USER_COLUMNS = {
  username: '用户账号',
  realname: '用户姓名',
  sex: '性别',
  phone: '手机',
  orgCodeTxt: '部门',
  status: '状态',
} as const;

export const SEX_TEXT: Record<string, string> = { '1': '男', '2': '女' };
export const USER_STATUS_TEXT: Record<string, string> = { '1': '正常', '2': '冻结' };
