/** The 角色管理 screen as configuration of the list helper (console.md §3, contract §4.8). */
import type { SysRole } from '@/api/sys/role';
import { listUrlsOf, type ListScreenSpec } from '@/widgets/list';
import { ROLE_API } from '@/api/sys/role';

export type RoleRow = SysRole;

export const ROLE_TEXT = {
  /** Marks a 按钮/权限 apart from menus in the authorisation tree. */
  buttonMark: '按钮',
  buttonMarkLabel: '按钮权限',
  // The Vue RoleList's handleExportXls('角色信息').
  exportName: '角色信息',
  roleName: '角色名称',
  roleCode: '角色编码',
  description: '描述',
  roleNameRequired: '请输入角色名称!',
  roleNameLength: '长度在 2 到 30 个字符',
  roleCodeRequired: '请输入角色编码!',
  roleCodeLength: '长度不超过 64 个字符',
  roleCodeChinese: '角色编码不可输入汉字!',
  descriptionLength: '长度不超过 126 个字符',
  cancel: '取消',
  ok: '确定',
  close: '关闭',
  more: '更多',
  users: '用户',
  authorize: '授权',
  // Role users
  usersTitle: (roleName: string) => `角色用户 · ${roleName}`,
  username: '用户账号',
  realname: '用户名称',
  status: '状态',
  search: '查询',
  reset: '重置',
  addExisting: '已有用户',
  unlinkBatch: '批量取消关联',
  unlink: '取消关联',
  confirmUnlink: '确定要删除吗?',
  confirmUnlinkBatch: '是否删除选中数据?',
  confirmTitle: '确认删除',
  selectOne: '请选择一条记录！',
  noData: '暂无数据',
  // Authorisation
  authTitle: '角色权限配置',
  menuTree: '所拥有的权限',
  linkage: '父子关联',
  checkAll: '全部勾选',
  uncheckAll: '取消全选',
  expandAll: '展开所有',
  collapseAll: '合并所有',
  saveClose: '保存并关闭',
  saveOnly: '仅保存',
  loading: '加载中',
  dataRule: '数据规则',
  dataRuleTitle: '数据规则/按钮权限配置',
  dataRuleSave: '点击保存',
  refreshMenu: '刷新菜单',
  menuRefreshed: '菜单已刷新',
} as const;

export const ROLE_SCREEN: ListScreenSpec<RoleRow> = {
  url: listUrlsOf(ROLE_API),
  exportName: ROLE_TEXT.exportName,
  columns: [
    { field: 'roleName', title: '角色名称', sortable: true, width: 140 },
    { field: 'roleCode', title: '角色编码', sortable: true, width: 140 },
    { field: 'description', title: '备注', flex: 1 },
    { field: 'createTime', title: '创建时间', sortable: true, width: 170 },
  ],
  queryFields: [
    { name: 'roleName', label: '名称', mode: 'like', placeholder: '请输入名称查询' },
    { name: 'createTime', label: '创建时间', type: 'dateRange' },
  ],
  superQueryFields: [
    { value: 'roleName', text: '角色名称' },
    { value: 'roleCode', text: '角色编码' },
    { value: 'createTime', text: '创建时间', type: 'datetime' },
  ],
  permissionPrefix: 'role',
  /** Headers the import preview insists on (the @Excel names of SysRole's name and code). */
  importRequiredColumns: ['角色名称', '角色编码'],
};
