/** The 用户管理 screen as configuration of the list helper (console.md §3, contract §4.6). */
import type { SysUserRow } from '@/api/sys/user';
import { listUrlsOf } from '@/widgets/list/list-screen';
import type { ListConfig, QueryField } from '@/widgets/list';
import { USER_API } from '@/api/sys/user';

export type UserRow = SysUserRow;

export const USER_URLS = listUrlsOf(USER_API);

export const USER_QUERY: readonly QueryField[] = [
  { name: 'username', label: '用户账号', mode: 'like', placeholder: '输入账号模糊查询' },
  { name: 'realname', label: '用户名称', mode: 'like', placeholder: '输入用户名称模糊查询' },
  { name: 'sex', label: '性别', type: 'select', dictCode: 'sex', placeholder: '请选择性别' },
  { name: 'phone', label: '手机号码', mode: 'like', placeholder: '请输入手机号码查询' },
  { name: 'status', label: '用户状态', type: 'select', dictCode: 'user_status', placeholder: '请选择' },
];

/** The user list as 用户管理 opens it (the console's early start of a reload asks for the same first page). */
export const USER_LIST: ListConfig = { url: USER_URLS, queryFields: USER_QUERY };

/** UserList.vue / UserModal.vue / PasswordModal.vue / UserRecycleBinModal.vue texts. */
export const USER_TEXT = {
  exportName: '用户信息',
  titles: { add: '新增用户', edit: '编辑用户', detail: '用户详情' },
  username: '用户账号',
  password: '登录密码',
  confirmpassword: '确认密码',
  realname: '用户姓名',
  workNo: '工号',
  roles: '角色分配',
  departs: '部门分配',
  tenants: '租户分配',
  identity: '身份',
  identityMember: '普通成员',
  identitySuperior: '上级',
  headOf: '负责部门',
  avatar: '头像',
  birthday: '生日',
  sex: '性别',
  email: '邮箱',
  phone: '手机号码',
  telephone: '座机',
  post: '职务',
  usernameRequired: '请输入用户账号!',
  passwordRule: '密码由8位数字、大小写字母和特殊符号组成!',
  confirmRequired: '请重新输入登陆密码!',
  passwordMismatch: '两次输入的密码不一样！',
  realnameRequired: '请输入用户名称!',
  workNoRequired: '请输入工号',
  phoneFormat: '请输入正确格式的手机号码!',
  emailFormat: '请输入正确格式的邮箱!',
  telephoneFormat: '请输入正确的座机号码',
  rolesPlaceholder: '请选择用户角色',
  tenantsPlaceholder: '请选择租户',
  headOfPlaceholder: '请选择负责部门',
  departPlaceholder: '点击右侧按钮选择部门',
  cancel: '取消',
  submit: '提交',
  close: '关闭',
  // list
  freeze: '冻结',
  unfreeze: '解冻',
  resetPassword: '密码',
  more: '更多',
  recycleBin: '回收站',
  selectOne: '请选择一条记录！',
  confirmFreeze: (action: string) => `是否${action}选中账号?`,
  confirmFreezeOne: '确定冻结吗?',
  confirmUnfreezeOne: '确定解冻吗?',
  confirmAction: '确认操作',
  adminNoFreeze: '管理员账号不允许此操作,请重新选择！',
  // password
  passwordTitle: '重新设置密码',
  newPassword: '登录密码',
  passwordConfirmRequired: '请重新输入登录密码!',
  // recycle bin
  binTitle: '用户回收站',
  restore: '取回用户',
  deleteForGood: '彻底删除',
  restoreSelected: '批量取回',
  deleteSelected: '批量彻底删除',
  confirmRestore: (name: string) => `确定取回用户 ${name} 吗？`,
  confirmDeleteForGood: (name: string) => `确定彻底删除用户 ${name} 吗？该操作不可逆！`,
  confirmRestoreBatch: '确定取回选中的用户吗？',
  confirmDeleteBatch: '确定彻底删除选中的用户吗？该操作不可逆！',
  binEmpty: '暂无数据',
} as const;

/** UserModal.vue's rules. */
export const PASSWORD_PATTERN = /^(?=.*[a-zA-Z])(?=.*\d)(?=.*[~!@#$%^&*()_+`\-={}:";'<>?,./]).{8,}$/;
export const EMAIL_PATTERN = /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
