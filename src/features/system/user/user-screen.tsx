/** 用户管理's list screen. The avatar column draws a picture, so it lives here rather than in user-config, which the console's early start of a reload imports without the screen's components. */
import Avatar from '@mui/material/Avatar';
import { fileAccessUrl } from '@/api/files';
import type { ListScreenSpec } from '@/widgets/list';
import { USER_LIST, USER_TEXT as T, type UserRow } from './user-config';

export const USER_SCREEN: ListScreenSpec<UserRow> = {
  ...USER_LIST,
  exportName: T.exportName,
  columns: [
    { field: 'username', title: '用户账号', sortable: true, width: 120 },
    { field: 'realname', title: '用户姓名', width: 100 },
    {
      field: 'avatar',
      title: '头像',
      width: 80,
      align: 'center',
      render: (r) => (r.avatar ? <Avatar src={fileAccessUrl(r.avatar)} alt={`${r.realname}的头像`} sx={{ width: 32, height: 32, mx: 'auto' }} /> : null),
    },
    { field: 'sex_dictText', title: '性别', sortable: true, width: 70 },
    { field: 'birthday', title: '生日', width: 110 },
    { field: 'phone', title: '手机号码', width: 120 },
    { field: 'orgCodeTxt', title: '部门', main: true },
    { field: 'post_dictText', title: T.post, width: 110 },
    { field: 'status_dictText', title: '状态', width: 70 },
  ],
  superQueryFields: [
    { value: 'username', text: '用户账号' },
    { value: 'realname', text: '用户姓名' },
    { value: 'sex', text: '性别', dictCode: 'sex', dbType: 'int' },
    { value: 'phone', text: '手机号码' },
    { value: 'workNo', text: '工号' },
    { value: 'status', text: '状态', dictCode: 'user_status', dbType: 'int' },
    { value: 'createTime', text: '创建时间', type: 'datetime' },
  ],
  permissionPrefix: 'user',
  /** Headers the import preview insists on (the @Excel names of username and realname). */
  importRequiredColumns: ['登录账号', '真实姓名'],
};
