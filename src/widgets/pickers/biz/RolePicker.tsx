/** Role pick list (widgets.md §3): 角色名称 / 角色编码 over `/sys/role/list`; stores roleCode, keeps id. */
import { ROLE_API } from '@/api/sys/role';
import { BizComponentPicker, type BizComponentPickerProps } from './BizComponentPicker';
import type { BizColumn } from './biz-types';

const COLUMNS: BizColumn[] = [
  { title: '角色名称', dataIndex: 'roleName' },
  { title: '角色编码', dataIndex: 'roleCode' },
];

export type RolePickerProps = Omit<BizComponentPickerProps, 'name' | 'listUrl' | 'columns'> & Partial<Pick<BizComponentPickerProps, 'name'>>;

export function RolePicker(props: RolePickerProps) {
  return (
    <BizComponentPicker
      name="角色"
      listUrl={ROLE_API.list}
      columns={COLUMNS}
      displayKey="roleName"
      returnKeys={['id', 'roleCode']}
      queryParamCode="roleName"
      queryParamText="角色名称"
      {...props}
    />
  );
}
