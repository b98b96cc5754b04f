/** Texts and shapes of the 菜单管理 screen (`system/PermissionList`, contract §4.2, §5.4-5.5, §6.3). */
import type { SysPermission } from '@/api/sys/permission';
import { RECORD_TITLES } from '@/widgets/form';

/** `SysPermissionTree` of /sys/permission/list: the entity plus key/title/children. */
export type PermissionNode = SysPermission & { key: string; title: string; isLeaf?: boolean; children: PermissionNode[] | null };

export const MENU_TYPES = [
  { value: 0, text: '一级菜单' },
  { value: 1, text: '子菜单' },
  { value: 2, text: '按钮/权限' },
] as const;

export const PERMISSION_TEXT = {
  titles: RECORD_TITLES,
  menuType: '菜单类型',
  name: '菜单名称',
  buttonName: '按钮/权限',
  parent: '上级菜单',
  url: '菜单路径',
  component: '前端组件',
  componentName: '组件名称',
  redirect: '默认跳转地址',
  perms: '授权标识',
  permsType: '授权策略',
  permsTypes: [
    { value: '1', text: '可见/可访问(授权后可见/可访问)' },
    { value: '2', text: '可编辑(未授权时禁用)' },
  ],
  status: '状态',
  statuses: [
    { value: '1', text: '有效' },
    { value: '0', text: '无效' },
  ],
  icon: '菜单图标',
  sortNo: '排序',
  route: '是否路由菜单',
  hidden: '隐藏路由',
  hideTab: '隐藏Tab',
  keepAlive: '是否缓存路由',
  alwaysShow: '聚合路由',
  internalOrExternal: '外部打开',
  nameRequired: '请输入菜单标题!',
  parentRequired: '请选择上级菜单!',
  urlRequired: '请输入菜单路径!',
  componentRequired: '请输入前端组件!',
  cancel: '取消',
  ok: '确定',
  close: '关闭',
  // List
  add: '新增',
  batchDelete: '批量删除',
  expandAll: '展开全部',
  collapseAll: '折叠全部',
  edit: '编辑',
  detail: '详情',
  addChild: '添加下级',
  dataRule: '数据规则',
  delete: '删除',
  actions: '操作',
  confirmDelete: '确定要删除吗?',
  confirmBatchTitle: '确认删除',
  confirmBatch: '是否删除选中数据?',
  selectOne: '请选择一条记录！',
  selected: (n: number) => `已选择 ${n}项`,
  clear: '清空',
  noData: '暂无数据',
  loading: '加载中',
  expand: (name: string) => `展开 ${name}`,
  collapse: (name: string) => `折叠 ${name}`,
  // Data rules
  rulesTitle: (name: string) => `数据权限规则 · ${name}`,
  ruleName: '规则名称',
  ruleColumn: '规则字段',
  ruleConditions: '条件规则',
  ruleValue: '规则值',
  ruleStatus: '状态',
  ruleAdd: '新增',
  ruleNameRequired: '请输入规则名称!',
  ruleConditionsRequired: '请选择条件规则!',
  ruleValueRequired: '请输入规则值!',
  ruleConditionsDict: 'rule_conditions',
  ruleQuery: '查询规则',
  search: '查询',
  reset: '重置',
} as const;

export const menuTypeText = (t: number) => MENU_TYPES.find((m) => m.value === t)?.text ?? String(t);
